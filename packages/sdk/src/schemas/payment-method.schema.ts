/**
 * An organization's saved payment methods (cards kept by the payment provider for automatic
 * renewals) and their audit trail (camelCase here, snake_case on the wire). Card numbers and
 * security codes never reach the API: only the brand, the last four digits and the expiry.
 * @module
 */
import * as z from 'zod/mini';
import { boundedText, dateTimeField } from './billing-fields';
import { missingOr } from './field-rules';
import { idParam } from './path-params.schema';

/** A saved card as the API lists it. */
export const paymentMethodSchema = z.object({
  id: z.uuid(),
  organizationId: z.uuid(),
  /** `visa`, `master`, `amex` (the provider's ids). */
  brand: z.string(),
  lastFour: z.string(),
  expirationMonth: z.int(),
  expirationYear: z.int(),
  /** The card automatic renewals charge; exactly one card is the default while any is saved. */
  isDefault: z.boolean(),
  createdAt: dateTimeField(),
});

/** A saved card, parsed. */
export type PaymentMethod = z.output<typeof paymentMethodSchema>;

/** `GET /organizations/{id}/payment-methods`: the default first, then oldest first. */
export const paymentMethodListSchema = z.object({ items: z.array(paymentMethodSchema) });

/**
 * `POST /organizations/{id}/payment-methods`: saves the card behind a token from the provider's card
 * form (the sandbox card form or Mercado Pago's). The first card saved becomes the default.
 */
export const createPaymentMethodRequestSchema = z.object({ token: boundedText(256) });

/** `PATCH …/payment-methods/{methodId}`: `{ is_default: true }` makes it the card renewals charge. */
export const updatePaymentMethodRequestSchema = z.object({
  isDefault: z.literal(true, { error: missingOr('validation.oneOf') }),
});

/** `…/payment-methods/{methodId}`. */
export const paymentMethodParamsSchema = z.object({ organizationId: idParam(), methodId: idParam() });

/**
 * What the trail records: a card saved, removed or made the default (by a person), and each
 * automatic renewal charge (by the billing job): approved, failed with a retry on `nextAttemptOn`,
 * or failed for the last time (the invoice is then left to the usual grace and suspension rules).
 */
export const PAYMENT_METHOD_EVENT_ACTIONS = [
  'card_saved',
  'card_removed',
  'default_changed',
  'renewal_charge_approved',
  'renewal_charge_failed',
  'renewal_charge_exhausted',
] as const;

/** One of {@link PAYMENT_METHOD_EVENT_ACTIONS}. */
export type PaymentMethodEventAction = (typeof PAYMENT_METHOD_EVENT_ACTIONS)[number];

/** One entry of the trail: who (`null` for the billing job), what, when, which card, how much. */
export const paymentMethodEventSchema = z.object({
  id: z.uuid(),
  action: z.enum(PAYMENT_METHOD_EVENT_ACTIONS),
  actor: z.nullable(z.object({ id: z.uuid(), name: z.string(), email: z.string() })),
  brand: z.string(),
  lastFour: z.string(),
  /** Renewal charges: the invoice's number, the amount, the attempt (1, 2, 3…) and the next try. */
  invoiceNumber: z.nullable(z.string()),
  amount: z.nullable(z.int()),
  attempt: z.nullable(z.int()),
  nextAttemptOn: z.nullable(z.string()),
  createdAt: dateTimeField(),
});

/** A trail entry, parsed. */
export type PaymentMethodEvent = z.output<typeof paymentMethodEventSchema>;

/** `GET /organizations/{id}/payment-method-events`: newest first. */
export const paymentMethodEventListSchema = z.object({ items: z.array(paymentMethodEventSchema) });
