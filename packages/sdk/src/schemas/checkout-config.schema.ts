/**
 * `GET /checkout/config` and the payment providers it names, apart from the other payment schemas so
 * that the checkout's bag (which reads it first) does not pull those in.
 * @module
 */
import * as z from 'zod/mini';
import { PAYMENT_PROVIDERS } from './payment.constants';

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
