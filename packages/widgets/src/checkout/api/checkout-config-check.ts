import { type CheckoutConfig, PAYMENT_PROVIDERS } from '@facturo/sdk/schemas';
import { exactly, integer, nullable, oneOf, string } from '../../runtime/core/data/answer-checks';

// The sdk's `checkoutConfigSchema` read by hand, so the bag (which asks for the configuration at once,
// for the payment step) does not download the schema validator; any other answer goes to the schema.
const checkoutConfig = exactly({
  provider: oneOf(PAYMENT_PROVIDERS),
  publicKey: nullable(string),
  cardFormPath: nullable(string),
  currency: oneOf(['COP']),
  maxInstallments: integer,
});

/**
 * A `GET /checkout/config` body when the sdk's `checkoutConfigSchema` certainly accepts it unchanged;
 * `undefined` when only the schema can decide (including every invalid body).
 */
export const checkoutConfigCheck = (body: unknown): CheckoutConfig | undefined =>
  checkoutConfig(body) ? (body as CheckoutConfig) : undefined;
