/**
 * The payments contract of the reference API: payment statuses, a payment as the API sends it, the
 * checkout configuration a widget reads before mounting a card component, and the `postMessage`
 * contract of the sandbox card form (camelCase here, snake_case on the wire; postMessage data is
 * camelCase as written below, it never crosses the API).
 * @module
 */
import * as z from 'zod/mini';
import { dateTimeField, uuidField } from './billing-fields';

/**
 * Payment statuses, as Mercado Pago names them: `pending` (not sent or waiting for the buyer),
 * `in_process` (under review; settles by webhook), `approved`, `rejected`, `cancelled`, `refunded`.
 */
export const PAYMENT_STATUSES = [
  'pending',
  'in_process',
  'approved',
  'rejected',
  'cancelled',
  'refunded',
] as const;

/** One of {@link PAYMENT_STATUSES}. */
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** Payment providers the API can be configured with. */
export const PAYMENT_PROVIDERS = ['sandbox', 'mercadopago'] as const;

/** One of {@link PAYMENT_PROVIDERS}. */
export type PaymentProviderId = (typeof PAYMENT_PROVIDERS)[number];

/** A payment's outcome: what the checkout answers and the widget shows. */
export const paymentOutcomeSchema = z.object({
  id: z.uuid(),
  status: z.enum(PAYMENT_STATUSES),
  /** The provider's detail (`accredited`, `pending_contingency`, `cc_rejected_insufficient_amount`…). */
  statusDetail: z.string(),
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

/** `GET /payments/{id}`: a payment with its order, invoice and provider. */
export const paymentSchema = z.object({
  ...invoicePaymentSchema.shape,
  organizationId: z.uuid(),
  orderId: z.nullable(z.uuid()),
  invoiceId: z.uuid(),
  provider: z.enum(PAYMENT_PROVIDERS),
  currency: z.literal('COP'),
  createdAt: dateTimeField(),
  updatedAt: dateTimeField(),
});

/** A payment, parsed. */
export type Payment = z.output<typeof paymentSchema>;

/** `GET /payments/{id}` path parameters. */
export const paymentParamsSchema = z.object({ paymentId: uuidField() });

/**
 * `GET /checkout/config`: which card component to mount. `sandbox` → the API's card form at
 * `cardFormUrl` in an iframe; `mercadopago` → the provider's Card Payment Brick with `publicKey`.
 */
export const checkoutConfigSchema = z.object({
  provider: z.enum(PAYMENT_PROVIDERS),
  /** Mercado Pago public key (`APP_USR-…`/`TEST-…`); `null` for the sandbox. */
  publicKey: z.nullable(z.string()),
  /** Absolute path of the sandbox card form (`/api/v1/sandbox/card-form`); `null` otherwise. */
  cardFormPath: z.nullable(z.string()),
  currency: z.literal('COP'),
  /** Largest number of card installments (cuotas) accepted. */
  maxInstallments: z.int(),
});

/** The checkout configuration, parsed. */
export type CheckoutConfig = z.output<typeof checkoutConfigSchema>;

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
