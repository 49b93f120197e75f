import { defineEndpoint } from './endpoint';
import { schemaModule } from './schema-ref';

const checkout = schemaModule('checkout.schema', () => import('../schemas/checkout.schema'));
const checkoutConfig = schemaModule(
  'checkout-config.schema',
  () => import('../schemas/checkout-config.schema'),
);
const invoices = schemaModule('invoice.schema', () => import('../schemas/invoice.schema'));

// Both charges answer 201 whatever the payment's outcome: read `payment.status`. Without credentials
// they answer 401 `login_required`, which the checkout shows next to its login form.

/** `POST /checkout`: buys plans and charges the card token; answers the order, invoice and payment. */
export const purchase = defineEndpoint({
  operationId: 'purchase',
  method: 'POST',
  path: '/checkout',
  auth: 'purchaser',
  idempotent: true,
  body: checkout('checkoutRequestSchema'),
  status: 201,
  response: checkout('checkoutResponseSchema'),
});

/** `POST /invoices/{invoiceId}/pay`: pays an open renewal invoice with a card token. */
export const payInvoice = defineEndpoint({
  operationId: 'payInvoice',
  method: 'POST',
  path: '/invoices/{invoiceId}/pay',
  auth: 'purchaser',
  idempotent: true,
  params: invoices('invoiceParamsSchema'),
  body: checkout('payInvoiceRequestSchema'),
  status: 201,
  response: checkout('payInvoiceResponseSchema'),
});

/** `GET /checkout/config`: which card component the checkout mounts (sandbox form or Mercado Pago). */
export const getCheckoutConfig = defineEndpoint({
  operationId: 'getCheckoutConfig',
  method: 'GET',
  path: '/checkout/config',
  auth: 'public',
  status: 200,
  response: checkoutConfig('checkoutConfigSchema'),
});
