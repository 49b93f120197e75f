import { defineEndpoint } from './endpoint';
import { schemaModule } from './schema-ref';

const payments = schemaModule('payment.schema', () => import('../schemas/payment.schema'));

/** `GET /payments/{paymentId}`: a payment's status and details; poll it while `in_process`. */
export const getPayment = defineEndpoint({
  operationId: 'getPayment',
  method: 'GET',
  path: '/payments/{paymentId}',
  auth: 'user',
  params: payments('paymentParamsSchema'),
  status: 200,
  response: payments('paymentSchema'),
});

// Authenticated by the provider's `x-signature` header, not by a Facturo credential; the provider
// may also send the payment id in the query, which the API reads as it comes.
/** `POST /webhooks/payments/{provider}`: a payment notification from the provider. */
export const receivePaymentWebhook = defineEndpoint({
  operationId: 'receivePaymentWebhook',
  method: 'POST',
  path: '/webhooks/payments/{provider}',
  auth: 'public',
  params: payments('paymentWebhookParamsSchema'),
  body: payments('paymentNotificationSchema'),
  status: 200,
  response: payments('paymentWebhookAnswerSchema'),
});

// The sandbox provider's card form and tokenizer: 404 unless the API runs with the sandbox provider.

/** `GET /sandbox/card-form`: the sandbox card form, an HTML page for an iframe framed by `origin`. */
export const getSandboxCardForm = defineEndpoint({
  operationId: 'getSandboxCardForm',
  method: 'GET',
  path: '/sandbox/card-form',
  auth: 'public',
  query: payments('cardFormQuerySchema'),
  status: 200,
  produces: 'text/html',
});

/** `POST /sandbox/card-tokens`: tokenizes a test card, as Mercado Pago's `POST /v1/card_tokens`. */
export const createCardToken = defineEndpoint({
  operationId: 'createCardToken',
  method: 'POST',
  path: '/sandbox/card-tokens',
  auth: 'public',
  body: payments('cardTokenRequestSchema'),
  status: 201,
  response: payments('cardTokenSchema'),
});

const pse = schemaModule('pse.schema', () => import('../schemas/pse.schema'));

/** `GET /payments/pse/banks`: the banks a buyer can pay from by PSE (the provider's list). */
export const listPseBanks = defineEndpoint({
  operationId: 'listPseBanks',
  method: 'GET',
  path: '/payments/pse/banks',
  auth: 'public',
  status: 200,
  response: pse('pseBankListSchema'),
});

/** `GET /sandbox/pse/bank`: the sandbox's bank page, where a PSE payment is approved, rejected, left pending or abandoned. */
export const getSandboxBankPage = defineEndpoint({
  operationId: 'getSandboxBankPage',
  method: 'GET',
  path: '/sandbox/pse/bank',
  auth: 'public',
  query: pse('sandboxBankQuerySchema'),
  status: 200,
  produces: 'text/html',
});

/** `GET /sandbox/pse/bank/decision`: applies the buyer's decision and sends the buyer back to the return address. */
export const decideSandboxBankPayment = defineEndpoint({
  operationId: 'decideSandboxBankPayment',
  method: 'GET',
  path: '/sandbox/pse/bank/decision',
  auth: 'public',
  query: pse('sandboxBankDecisionQuerySchema'),
  status: 200,
  produces: 'text/html',
});
