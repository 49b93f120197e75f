// Building blocks for zod-free fast checks of API answers (`CallOptions.check` in the sdk client): a
// widget reads the answer the API usually sends without downloading the schema validator, and leaves
// every other answer to the endpoint's schema. Each block is stricter than, or as strict as, the zod
// rule it stands for and accepts only values the schema returns unchanged (no unknown keys to strip,
// no text to trim), so a fast check may say "certainly valid" or "ask the schema", never "invalid".

/** A yes/no check of one value. */
export type Check = (value: unknown) => boolean;

/** A plain object (not `null`, not an array). */
export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** One of `options` (`z.enum`, `z.literal`). */
export const oneOf =
  (options: readonly unknown[]): Check =>
  (value) =>
    options.includes(value);

/** A safe integer (`z.int()`). */
export const integer: Check = (value) => Number.isSafeInteger(value);

/** A safe integer not below `min`. */
export const whole =
  (min: number): Check =>
  (value) =>
    Number.isSafeInteger(value) && (value as number) >= min;

/** `true` or `false` (`z.boolean()`). */
export const boolean: Check = (value) => typeof value === 'boolean';

/** Any string (`z.string()` without checks). */
export const string: Check = (value) => typeof value === 'string';

/** `null` or what `check` accepts (`z.nullable`). */
export const nullable =
  (check: Check): Check =>
  (value) =>
    value === null || check(value);

/** What the sdk's trimmed `required()` texts leave unchanged: a trimmed, non-blank string within `max`. */
export const text =
  (max: number): Check =>
  (value) =>
    typeof value === 'string' && value.length >= 1 && value.length <= max && value === value.trim();

// zod 4's `z.uuid()` (RFC 9562 versions 1–8, variant 10xx) without its nil and max UUIDs, lower-case
// only: what the API generates.
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** A UUID as the API writes it (`z.uuid()` accepts it unchanged). */
export const uuid: Check = (value) => typeof value === 'string' && UUID.test(value);

// zod 4's `z.iso.datetime({ offset: true })`, as its regexes module builds it: a calendar date
// (leap days included), seconds always, any fraction, `Z` or a `±hh:mm` offset.
const DATE_TIME =
  /^(?:(?:\d\d[2468][048]|\d\d[13579][26]|\d\d0[48]|[02468][048]00|[13579][26]00)-02-29|\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\d|30)|(?:02)-(?:0[1-9]|1\d|2[0-8])))T(?:(?:[01]\d|2[0-3]):[0-5]\d:[0-5]\d(?:\.\d+)?(?:Z|([+-](?:[01]\d|2[0-3]):[0-5]\d)))$/;

/** An ISO 8601 date and time with `Z` or an offset (the sdk's `dateTimeField()`). */
export const dateTime: Check = (value) => typeof value === 'string' && DATE_TIME.test(value);

/** Every index passes `check`, holes included (`every` skips holes; a schema reads them as `undefined`). */
export const everyItem = (items: readonly unknown[], check: Check) =>
  Array.from(items).every((item) => check(item));

/** An array of at most `max` items (no limit by default), each passing `item` (`z.array`). */
export const list =
  (item: Check, max = Number.POSITIVE_INFINITY): Check =>
  (value) =>
    Array.isArray(value) && value.length <= max && everyItem(value, item);

/**
 * An object with exactly these keys (the `optional` ones may be missing), each passing its check: a
 * `z.object` that would strip nothing.
 */
export function exactly(shape: Record<string, Check>, optional: readonly string[] = []): Check {
  const keys = Object.keys(shape);
  return (value) =>
    isRecord(value) &&
    Object.keys(value).every((key) => Object.hasOwn(shape, key)) &&
    keys.every((key) => (Object.hasOwn(value, key) ? shape[key]?.(value[key]) : optional.includes(key)));
}
