// Hand-written, zod-free checks for reading an answer the way its schema would, for a page that must
// show the answer before the schema validator downloads (the landing page's services). A check
// accepts a value only when the schema would accept it unchanged (texts already trimmed, no unknown
// keys); anything else is left to the schema. The widgets keep their own blocks of the same kind
// (`runtime/core/data/answer-checks.ts`, the pricing table's `plan-list-fast-path.ts`): one module
// shared by the script-tag widgets' first paint, their lazily loaded chunks and the portal moves it
// into a chunk of its own, which measured 0.3–0.6 kB more on six first downloads than these few lines.

/** A test of one value: `true` only when the schema would take it unchanged. */
type CanonicalCheck = (value: unknown) => boolean;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** One of `options` (the schema's `choice`). */
export const canonicalOneOf =
  (options: readonly unknown[]): CanonicalCheck =>
  (value) =>
    options.includes(value);

/** What the schema's `required()` leaves unchanged: a trimmed, non-blank string within `max`. */
export const canonicalText =
  (max: number): CanonicalCheck =>
  (value) =>
    typeof value === 'string' && value.length >= 1 && value.length <= max && value === value.trim();

/** An object with exactly these keys, each passing its check (a `z.object` that would strip nothing). */
export function canonicalObject(shape: Record<string, CanonicalCheck>): CanonicalCheck {
  const keys = Object.keys(shape);
  return (value) =>
    isRecord(value) &&
    Object.keys(value).length === keys.length &&
    keys.every((key) => Object.hasOwn(value, key) && shape[key]?.(value[key]));
}

/** The schema's `localizedTextField(max)`: a text in Spanish and one in English. */
export const canonicalLocalizedText = (max = 120): CanonicalCheck =>
  canonicalObject({ es: canonicalText(max), en: canonicalText(max) });

/**
 * The items of a `{ items: [...] }` answer when it has no other key and every item passes `item`
 * (holes included: the schema reads a hole as `undefined`); `undefined` when only the schema can decide.
 */
export function canonicalItems<T>(body: unknown, item: CanonicalCheck): T[] | undefined {
  if (!isRecord(body) || Object.keys(body).some((key) => key !== 'items') || !Array.isArray(body.items)) {
    return undefined;
  }
  const items: unknown[] = body.items;
  return Array.from(items).every((entry) => item(entry)) ? (items as T[]) : undefined;
}
