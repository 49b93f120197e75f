/**
 * The payments contract of the reference API: payment statuses, a payment as the API sends it, the
 * checkout configuration a widget reads before mounting a card component, the provider webhook, the
 * sandbox's card tokens and the `postMessage` contract of the sandbox card form (camelCase here,
 * snake_case on the wire; postMessage data is camelCase as written below, it never crosses the API).
 * @module
 */
import * as z from 'zod/mini';
import { messageKey } from '../validation/messages';
import { between, integer, required } from '../validation/rules';
import { dateTimeField } from './billing-fields';
import { MAX_INSTALLMENTS } from './checkout.constants';
import { idParam } from './path-params.schema';
import { PAYMENT_PROVIDERS, PAYMENT_STATUSES } from './payment.constants';
import { BILLING_CYCLES } from './plan.constants';

/** A payment's outcome: what the checkout answers and the widget shows. */
export const paymentOutcomeSchema = z.object({
  id: z.uuid(),
  status: z.enum(PAYMENT_STATUSES),
  /** The provider's detail (`accredited`, `pending_contingency`, `cc_rejected_insufficient_amount`…). */
  statusDetail: z.string(),
  /**
   * PSE: the bank's page, where the buyer authorizes the transfer (send the browser there); the bank
   * then sends the buyer back to the payment's `return_url`. Absent for cards.
   */
  redirectUrl: z.optional(z.string()),
});

/** A payment's outcome, parsed. */
export type PaymentOutcome = z.output<typeof paymentOutcomeSchema>;

/** A payment as listed on its invoice (the fields an accountant reconciles with the bank). */
export const invoicePaymentSchema = z.object({
  id: z.uuid(),
  status: z.enum(PAYMENT_STATUSES),
  statusDetail: z.string(),
  /** Whole pesos charged (IVA included). */
  amount: z.int(),
  /** When the provider approved it (or created it, while not approved). */
  transactionDate: z.nullable(dateTimeField()),
  /** The provider's payment id. */
  transactionId: z.nullable(z.string()),
  /** The buyer's IP address, as the API saw it. */
  ipAddress: z.nullable(z.string()),
  /** PSE: the bank transfer id; `null` for cards. */
  bankTransferId: z.nullable(z.string()),
  /** PSE: the bank (financial institution); `null` for cards. */
  bank: z.nullable(z.string()),
  /** The card issuer, when the provider reports it. */
  issuer: z.nullable(z.string()),
  installments: z.int(),
  cardLastFour: z.nullable(z.string()),
  /** `visa`, `master`, `amex`, `pse`… */
  paymentMethodId: z.nullable(z.string()),
});

/** A payment on an invoice, parsed. */
export type InvoicePayment = z.output<typeof invoicePaymentSchema>;

/** A plan a purchase bought, as `POST /checkout` took it. */
export const purchasedItemSchema = z.object({
  planId: z.string(),
  billingCycle: z.enum(BILLING_CYCLES),
  quantity: z.int(),
});

/** A purchased plan, parsed. */
export type PurchasedItem = z.output<typeof purchasedItemSchema>;

/**
 * `GET /payments/{id}`: a payment with its order, invoice and provider. A purchase's invoice is
 * issued when its payment is approved: before that (and for ever when it is rejected) `invoiceId`
 * and `invoiceNumber` are `null`, and `items` says what the purchase was for.
 */
export const paymentSchema = z.object({
  ...invoicePaymentSchema.shape,
  organizationId: z.uuid(),
  orderId: z.nullable(z.uuid()),
  invoiceId: z.nullable(z.uuid()),
  /** The invoice's number once issued. */
  invoiceNumber: z.nullable(z.string()),
  /** The plans of the purchase this payment pays; empty for the payment of an open invoice. */
  items: z.array(purchasedItemSchema),
  provider: z.enum(PAYMENT_PROVIDERS),
  currency: z.literal('COP'),
  createdAt: dateTimeField(),
  updatedAt: dateTimeField(),
});

/** A payment, parsed. */
export type Payment = z.output<typeof paymentSchema>;

/** `GET /payments/{id}` path parameters. */
export const paymentParamsSchema = z.object({ paymentId: idParam() });

/** Card brands the sandbox recognises, with Mercado Pago's `payment_method_id`. */
export const CARD_PAYMENT_METHOD_IDS = ['visa', 'master', 'amex'] as const;

/** One of {@link CARD_PAYMENT_METHOD_IDS}. */
export type CardPaymentMethodId = (typeof CARD_PAYMENT_METHOD_IDS)[number];

/** The `source` every sandbox card-form message carries, so a page ignores unrelated messages. */
export const CARD_FORM_MESSAGE_SOURCE = 'facturo-card-form';

const fromForm = { source: z.literal(CARD_FORM_MESSAGE_SOURCE), version: z.literal(1) };

/**
 * Messages the sandbox card form (iframe) posts to its parent, only to the origin named by the
 * `origin` query parameter of `/sandbox/card-form`:
 * - `ready`: loaded; `height` in CSS pixels so the parent can size the iframe;
 * - `resize`: the height changed (an error message appeared);
 * - `change`: after each edit: `complete` when every field looks valid, the detected `brand`;
 * - `token`: tokenized (after a `submit` from the parent or Enter in the form): pass `token`,
 *   `paymentMethodId` and `installments` to `POST /checkout` as `payment`;
 * - `error`: tokenization failed; `fieldErrors` (camelCase keys `cardNumber`, `expiration`,
 *   `securityCode`, `cardholderName`) are already translated for the form's `locale`.
 */
export const cardFormMessageSchema = z.discriminatedUnion('type', [
  z.object({ ...fromForm, type: z.literal('ready'), height: z.number() }),
  z.object({ ...fromForm, type: z.literal('resize'), height: z.number() }),
  z.object({
    ...fromForm,
    type: z.literal('change'),
    complete: z.boolean(),
    brand: z.nullable(z.enum(CARD_PAYMENT_METHOD_IDS)),
  }),
  z.object({
    ...fromForm,
    type: z.literal('token'),
    token: z.string(),
    paymentMethodId: z.enum(CARD_PAYMENT_METHOD_IDS),
    lastFourDigits: z.string(),
    installments: z.int(),
  }),
  z.object({
    ...fromForm,
    type: z.literal('error'),
    code: z.string(),
    message: z.string(),
    fieldErrors: z.record(z.string(), z.array(z.string())),
  }),
]);

/** A message from the card form, parsed. */
export type CardFormMessage = z.output<typeof cardFormMessageSchema>;

/** `GET /sandbox/card-form` query. */
export const cardFormQuerySchema = z.object({
  /** The parent page's origin (`https://partner.example`): the only one the form talks to and may be framed by. */
  origin: z.string().check(z.regex(/^https?:\/\/[A-Za-z0-9.-]+(:\d{1,5})?$/)),
  locale: z.optional(z.enum(['es', 'en'])),
  /** `1` shows the form's own submit button (standalone use); by default the parent sends `submit`. */
  button: z.optional(z.enum(['0', '1'])),
  /** The most installments the form offers, 36 by default; `1` (saving a card, nothing charged) leaves the selector out. */
  installments: z.optional(
    between(1, MAX_INSTALLMENTS).check(
      z.refine((value) => Number.isInteger(value), messageKey('validation.integer')),
    ),
  ),
});

/** The card form query, as sent. */
export type CardFormQuery = z.input<typeof cardFormQuerySchema>;

/**
 * Messages the parent page posts to the card form (target origin: the API's origin):
 * `submit` asks it to tokenize what was typed (answered with `token` or `error`); `reset` clears it.
 */
export const cardFormCommandSchema = z.object({
  source: z.literal('facturo-checkout'),
  type: z.enum(['submit', 'reset']),
});

/** A command to the card form. */
export type CardFormCommand = z.output<typeof cardFormCommandSchema>;

/**
 * `POST /webhooks/payments/{provider}` body: Mercado Pago's notification (`type: payment`, `data.id`).
 * Loose on purpose: providers add fields, and only the signed `data.id` is trusted (the payment's
 * state is read back from the provider). The body may be empty (the id also comes in the query).
 */
export const paymentNotificationSchema = z.optional(
  z.looseObject({
    type: z.optional(z.string()),
    action: z.optional(z.string()),
    data: z.optional(z.looseObject({ id: z.optional(z.union([z.string(), z.number()])) })),
  }),
);

/** A payment notification, parsed. */
export type PaymentNotification = z.output<typeof paymentNotificationSchema>;

/** `POST /webhooks/payments/{provider}` path parameters: a provider the API knows. */
export const paymentWebhookParamsSchema = z.object({ provider: z.enum(PAYMENT_PROVIDERS) });

/** What a payment notification led to: `applied`, or `ignored` (not about a payment we know). */
export const paymentWebhookAnswerSchema = z.object({
  received: z.literal(true),
  outcome: z.enum(['applied', 'ignored']),
});

/** The answer to a payment notification. */
export type PaymentWebhookAnswer = z.output<typeof paymentWebhookAnswerSchema>;

/**
 * `POST /sandbox/card-tokens` body: what the sandbox card form sends (the only place a card number
 * is ever read), each field as typed (`''` when left empty, the expiry's month and year as strings of
 * digits). Every field is required here, so an empty form gets the required message on each field at
 * once; the Luhn check, brand and expiry of what was typed are checked by the API, which answers
 * translated field errors.
 */
export const cardTokenRequestSchema = z.object({
  cardNumber: required().check(z.maxLength(40, messageKey('validation.cardNumber'))),
  expirationMonth: integer(),
  expirationYear: integer(),
  // Empty is `required`'s to say: the pattern lets it through instead of adding "not valid".
  securityCode: required().check(z.regex(/^\d{0,4}$/, messageKey('validation.invalid'))),
  cardholder: z.object({
    name: required().check(z.maxLength(60, messageKey('validation.maxLength'))),
  }),
});

/** A card token request, parsed. */
export type CardTokenRequest = z.output<typeof cardTokenRequestSchema>;

/** A sandbox card token, as Mercado Pago's `POST /v1/card_tokens` answers (it works once, for 7 days). */
export const cardTokenSchema = z.object({
  id: z.string(),
  paymentMethodId: z.string(),
  firstSixDigits: z.string(),
  lastFourDigits: z.string(),
  expirationMonth: z.int(),
  expirationYear: z.int(),
  dateDue: z.string(),
  status: z.literal('active'),
});

/** A sandbox card token. */
export type CardToken = z.output<typeof cardTokenSchema>;
