/**
 * The checkout contract of the reference API: what a purchase sends (plans, billing information,
 * a card token) and what it answers (camelCase here, snake_case on the wire). Totals and IVA are
 * never sent: the API prices every line with the sdk's `pricePlan`.
 * @module
 */
import * as z from 'zod/mini';
import { messageKey } from '../validation/messages';
import { email } from '../validation/rules';
import { billingAddressSchema } from './address.schema';
import { boundedText, uuidField } from './billing-fields';
import { CHECKOUT_MAX_ITEMS, CHECKOUT_MAX_QUANTITY, MAX_INSTALLMENTS } from './checkout.constants';
import { choice, missingOr } from './field-rules';
import { phone } from './organization.schema';
import { paymentOutcomeSchema } from './payment.schema';
import { BILLING_CYCLES } from './plan.constants';
import { psePaymentSchema } from './pse.schema';
import { taxpayerSchema } from './taxpayer.schema';

export { CHECKOUT_MAX_ITEMS, CHECKOUT_MAX_QUANTITY, MAX_INSTALLMENTS };

/** One line of a purchase: a plan, how it is paid, and how many subscriptions of it. */
export const checkoutItemSchema = z.object({
  planId: boundedText(64).check(z.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, messageKey('validation.slug'))),
  billingCycle: choice(BILLING_CYCLES),
  /** 1 by default. */
  quantity: z._default(
    z.int({ error: missingOr('validation.integer') }).check(
      z.refine((value) => value >= 1 && value <= CHECKOUT_MAX_QUANTITY, {
        message: messageKey('validation.between'),
        params: { min: 1, max: CHECKOUT_MAX_QUANTITY },
      }),
    ),
    1,
  ),
});

/** Who the invoice is issued to: taxpayer, billing address and contact. */
export const billingInfoSchema = z.object({
  taxpayer: taxpayerSchema,
  billingAddress: billingAddressSchema,
  /** Where the invoice is sent. */
  email: email(),
  phone: z.optional(phone()),
});

/** Billing information, as parsed. */
export type BillingInfo = z.output<typeof billingInfoSchema>;

/**
 * The card as the provider tokenized it. Raw card numbers never reach the API: the provider's
 * component (the sandbox card form or Mercado Pago's Card Payment Brick) turns them into `token`.
 */
export const paymentInputSchema = z.object({
  token: boundedText(256),
  /** `visa`, `master`, `amex` (Mercado Pago's ids). */
  paymentMethodId: boundedText(40).check(z.regex(/^[a-z_]+$/, messageKey('validation.invalid'))),
  installments: z._default(
    z.int({ error: missingOr('validation.integer') }).check(
      z.refine((value) => value >= 1 && value <= MAX_INSTALLMENTS, {
        message: messageKey('validation.between'),
        params: { min: 1, max: MAX_INSTALLMENTS },
      }),
    ),
    1,
  ),
  /** The card issuer, when the provider's component asks for it. */
  issuerId: z.optional(
    z.pipe(
      z.transform((value: unknown) => (typeof value === 'number' ? String(value) : value)),
      boundedText(40),
    ),
  ),
});

/** The payment part of a checkout, parsed. */
export type PaymentInput = z.output<typeof paymentInputSchema>;

/** A card payment of a purchase or an open invoice: `method` is `card` or left out. */
export const cardPaymentSchema = z.extend(paymentInputSchema, { method: z.optional(z.literal('card')) });

/**
 * How a purchase or an open invoice is paid: a card token (`method` `card` or left out) or a PSE
 * bank transfer (`method: "pse"`, see `psePaymentSchema`).
 */
export const checkoutPaymentSchema = z.discriminatedUnion('method', [cardPaymentSchema, psePaymentSchema], {
  error: messageKey('validation.paymentMethod'),
});

/** A purchase's or invoice payment's payment, parsed: a card or PSE. */
export type CheckoutPayment = z.output<typeof checkoutPaymentSchema>;

/** A card payment of a checkout, parsed. */
export type CardPayment = z.output<typeof cardPaymentSchema>;

/**
 * `save_card: true` is the buyer's consent to keep the card for later payments and automatic
 * renewals: when the payment is approved, the card is saved for the organization (the first one
 * saved becomes its default). Off when left out.
 */
const saveCardShape = {
  saveCard: z.optional(z.boolean({ error: missingOr('validation.invalidType') })),
};

const checkoutShape = {
  items: z
    .array(checkoutItemSchema, { error: missingOr('validation.invalidType') })
    .check(
      z.minLength(1, messageKey('validation.required')),
      z.maxLength(CHECKOUT_MAX_ITEMS, messageKey('validation.maxLength')),
    ),
  billingInfo: billingInfoSchema,
  payment: checkoutPaymentSchema,
  /**
   * The organization that buys. Left out, the purchase goes to the caller's organization with the
   * billing information's document (created on the first purchase).
   */
  organizationId: z.optional(uuidField()),
  ...saveCardShape,
};

type CheckoutShape = z.output<z.ZodMiniObject<typeof checkoutShape>>;

type SaveCardIssue = { code: 'custom'; message: string; path: string[]; input: unknown };

/** A PSE payment has no card to keep: `save_card: true` with it is refused. */
const saveCardWithPse = (value: { payment: CheckoutPayment; saveCard?: boolean | undefined }) =>
  value.saveCard && value.payment.method === 'pse'
    ? [
        {
          code: 'custom',
          message: messageKey('validation.saveCardPse'),
          path: ['saveCard'],
          input: true,
        } satisfies SaveCardIssue,
      ]
    : [];

/**
 * `POST /checkout` (header `Idempotency-Key` required): buys plans. The same key with the same
 * body answers the first result; a plan may appear once.
 */
export const checkoutRequestSchema = z.object(checkoutShape).check(
  z.superRefine<CheckoutShape>((value, context) => {
    const seen = new Set<string>();
    value.items.forEach((item, index) => {
      if (seen.has(item.planId)) {
        context.addIssue({
          code: 'custom',
          message: messageKey('validation.duplicatePlan'),
          path: ['items', index, 'planId'],
          input: item.planId,
        });
      }
      seen.add(item.planId);
    });
    for (const issue of saveCardWithPse(value)) context.addIssue(issue);
  }),
);

/** A purchase as a client writes it. */
export type CheckoutRequest = z.input<typeof checkoutRequestSchema>;

/**
 * `POST /checkout` → 201 (whatever the payment's outcome: read `payment.status`). The electronic
 * invoice is issued when the payment is approved: until then (`in_process`, `rejected`) `invoiceId`
 * and `invoiceNumber` are `null`; follow `GET /payments/{id}`, which gives them once approved.
 */
export const checkoutResponseSchema = z.object({
  orderId: z.uuid(),
  invoiceId: z.nullable(z.uuid()),
  /** The invoice's number (`SETP990000001`) once issued. */
  invoiceNumber: z.nullable(z.string()),
  payment: paymentOutcomeSchema,
});

/** A purchase's result, parsed. */
export type CheckoutResponse = z.output<typeof checkoutResponseSchema>;

/**
 * `POST /invoices/{id}/pay` (header `Idempotency-Key` required): pays an open invoice (a renewal) by
 * card or PSE.
 */
export const payInvoiceRequestSchema = z.object({ payment: checkoutPaymentSchema, ...saveCardShape }).check(
  z.superRefine((value, context) => {
    for (const issue of saveCardWithPse(value)) context.addIssue(issue);
  }),
);

/**
 * `POST /invoices/{id}/pay` → 201, the same shape as a checkout's answer. `invoiceId` is the invoice
 * the payment went to: another one than asked when a reconnection fee had to be added first (the
 * asked invoice is then voided by a credit note and replaced).
 */
export const payInvoiceResponseSchema = z.extend(checkoutResponseSchema, {});
