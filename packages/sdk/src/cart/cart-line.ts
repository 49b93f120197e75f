import { BILLING_CYCLES } from '../schemas/plan.constants';
import { CART_MAX_QUANTITY, type CartItem } from './cart.types';

// The cart is read on every page with a checkout or a pricing table, before either paints: checking a
// stored line by hand keeps zod (about 11 kB gzip) out of those first downloads. The rules are
// `cartItemSchema`'s, and a property test holds the two to the same answers.

const PLAN_ID = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * A cart line as `cartItemSchema` accepts it (plan id trimmed, 1–64 characters of lowercase words
 * joined by hyphens; a known billing cycle; a whole quantity from 1 to `CART_MAX_QUANTITY`), or
 * `undefined` for anything else.
 */
export function cartLineOf(candidate: unknown): CartItem | undefined {
  if (typeof candidate !== 'object' || candidate === null || Array.isArray(candidate)) return undefined;
  const { planId, cycle, quantity } = candidate as Record<string, unknown>;
  if (typeof planId !== 'string') return undefined;
  const id = planId.trim();
  if (id.length < 1 || id.length > 64 || !PLAN_ID.test(id)) return undefined;
  if (!BILLING_CYCLES.some((known) => known === cycle)) return undefined;
  if (!Number.isSafeInteger(quantity) || (quantity as number) < 1 || (quantity as number) > CART_MAX_QUANTITY)
    return undefined;
  return { planId: id, cycle: cycle as CartItem['cycle'], quantity: quantity as number };
}

/** The stored cart's lines when `value` is its stored form (`{ version: 1, items: [...] }`). */
export function storedCartLines(value: unknown): readonly unknown[] | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { version, items } = value as Record<string, unknown>;
  return version === 1 && Array.isArray(items) ? items : undefined;
}
