import * as z from 'zod/mini';
import { BILLING_CYCLES } from '../schemas/plan.constants';
import { CART_MAX_QUANTITY } from './cart.types';

/** A cart line as stored and as accepted by `Cart.add` once its quantity is filled in. */
export const cartItemSchema = z.object({
  planId: z.string().check(z.trim(), z.minLength(1), z.maxLength(64), z.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)),
  cycle: z.enum(BILLING_CYCLES),
  quantity: z.int().check(z.minimum(1), z.maximum(CART_MAX_QUANTITY)),
});
