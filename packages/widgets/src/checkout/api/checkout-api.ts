import type { HttpClient } from '@facturo/sdk/http';
import {
  type CheckoutConfig,
  type CheckoutRequest,
  type CheckoutResponse,
  checkoutConfigSchema,
  type Invoice,
  type MeResponse,
  type Organization,
  type Payment,
  type PaymentInput,
  type PricedPlan,
  planListResponseSchema,
} from '@facturo/sdk/schemas';
import { parseResponse } from '../../runtime/core/data/parse-response';

// The bag's own requests are checked here; the later ones by checks downloaded on the first of them.
const responses = () => import('./checkout-responses').then((module) => module.checkoutResponses);

/** What the checkout asks the API, camelCase (the client converts at the edge). */
export interface CheckoutApi {
  /** `GET /checkout/config`: which card component to mount. */
  config(): Promise<CheckoutConfig>;
  /** `GET /plans`: every plan on sale, priced by the API (the bag shows those prices). */
  plans(): Promise<PricedPlan[]>;
  /** `GET /me`: the buyer's profile, to prefill the billing information. */
  me(): Promise<MeResponse>;
  /** `GET /organizations`: where the billing address and invoice e-mail usually are. */
  organizations(): Promise<Organization[]>;
  /** `POST /checkout` with the attempt's `Idempotency-Key`. */
  purchase(request: CheckoutRequest, idempotencyKey: string): Promise<CheckoutResponse>;
  /** `POST /invoices/{id}/pay` with the attempt's `Idempotency-Key`. */
  payInvoice(invoiceId: string, payment: PaymentInput, idempotencyKey: string): Promise<CheckoutResponse>;
  /** `GET /payments/{id}`: polled while a payment is in process. */
  payment(paymentId: string): Promise<Payment>;
  /** `GET /invoices/{id}`: its number and what it activated. */
  invoice(invoiceId: string): Promise<Invoice>;
}

/** The checkout's API over the page's shared HTTP client. */
export function httpCheckoutApi(client: HttpClient): CheckoutApi {
  const idempotent = (key: string) => ({ headers: { 'Idempotency-Key': key } });
  return {
    config: async () =>
      parseResponse(checkoutConfigSchema, await client.get('/checkout/config'), 'GET /checkout/config'),
    plans: async () => parseResponse(planListResponseSchema, await client.get('/plans'), 'GET /plans').items,
    me: async () => (await responses()).me(await client.get('/me')),
    organizations: async () => (await responses()).organizations(await client.get('/organizations')),
    purchase: async (request, key) =>
      (await responses()).purchase(await client.post('/checkout', request, idempotent(key))),
    payInvoice: async (invoiceId, payment, key) =>
      (await responses()).payInvoice(
        await client.post(`/invoices/${encodeURIComponent(invoiceId)}/pay`, { payment }, idempotent(key)),
      ),
    payment: async (paymentId) =>
      (await responses()).payment(await client.get(`/payments/${encodeURIComponent(paymentId)}`)),
    invoice: async (invoiceId) =>
      (await responses()).invoice(await client.get(`/invoices/${encodeURIComponent(invoiceId)}`)),
  };
}
