import { getCheckoutConfig, getMe, listOrganizations, listPlans } from '@facturo/sdk/endpoints';
import type { ApiClient } from '@facturo/sdk/http';
import type {
  CheckoutConfig,
  CheckoutRequest,
  CheckoutResponse,
  Invoice,
  MeResponse,
  Organization,
  Payment,
  PaymentInput,
  PlanChangeQuoteResponse,
  PlanChangeRequest,
  PricedPlan,
  PseBank,
  PsePaymentRequest,
} from '@facturo/sdk/schemas';

/** What pays an attempt: a card the provider tokenized, or a PSE transfer. */
export type AttemptPayment = PaymentInput | PsePaymentRequest;

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
  payInvoice(
    invoiceId: string,
    request: { payment: AttemptPayment; saveCard?: boolean },
    idempotencyKey: string,
  ): Promise<CheckoutResponse>;
  /** `POST /subscriptions/{id}/plan-change/preview`: what a plan change credits, charges and costs now. */
  previewPlanChange(subscriptionId: string, change: PlanChangeRequest): Promise<PlanChangeQuoteResponse>;
  /** `POST /subscriptions/{id}/plan-change` with the attempt's `Idempotency-Key`: a step up, paid now. */
  changePlan(
    subscriptionId: string,
    change: PlanChangeRequest,
    payment: PaymentInput,
    idempotencyKey: string,
  ): Promise<CheckoutResponse>;
  /** `GET /payments/pse/banks`: the banks a buyer can pay from by PSE. */
  pseBanks(): Promise<PseBank[]>;
  /** `GET /payments/{id}`: polled while a payment is in process. */
  payment(paymentId: string): Promise<Payment>;
  /** `GET /invoices/{id}`: its number and what it activated. */
  invoice(invoiceId: string): Promise<Invoice>;
}

/**
 * The checkout's API over the page's shared client (the API, or the demo routes): every answer is
 * checked against its contract; the bag's usual answers by hand, the others by the schema validator,
 * downloaded on the first one.
 */
export function checkoutApi(client: ApiClient): CheckoutApi {
  // What the bag shows is asked at once; the rest downloads its endpoints on first use.
  const later = () => import('./later-endpoints');
  const answerChecks = () => {
    const reading = import('./bag-answer-checks');
    reading.catch(() => {});
    return reading;
  };
  return {
    // The bag's two reads: the API's usual answers are checked by hand, without the schema validator;
    // any other answer goes to the schema. The checks' code downloads beside the requests, not in the
    // checkout's first download; a failed download fails the call that awaits it (error and retry).
    config: () => {
      const reading = answerChecks();
      return client.call(
        getCheckoutConfig,
        {},
        { check: async (body) => (await reading).checkoutConfigCheck(body) },
      );
    },
    plans: async () => {
      const reading = answerChecks();
      return (
        await client.call(listPlans, {}, { check: async (body) => (await reading).planListCheck(body) })
      ).items;
    },
    me: () => client.call(getMe),
    organizations: async () => (await client.call(listOrganizations)).items,
    purchase: async (request, idempotencyKey) =>
      client.call((await later()).purchase, { body: request }, { idempotencyKey }),
    payInvoice: async (invoiceId, request, idempotencyKey) =>
      client.call((await later()).payInvoice, { params: { invoiceId }, body: request }, { idempotencyKey }),
    previewPlanChange: async (subscriptionId, change) =>
      client.call((await later()).previewPlanChange, { params: { subscriptionId }, body: change }),
    changePlan: async (subscriptionId, change, payment, idempotencyKey) =>
      client.call(
        (await later()).changePlan,
        { params: { subscriptionId }, body: { ...change, payment } },
        { idempotencyKey },
      ),
    pseBanks: async () => (await client.call((await later()).listPseBanks)).items,
    payment: async (paymentId) => client.call((await later()).getPayment, { params: { paymentId } }),
    invoice: async (invoiceId) => client.call((await later()).getInvoice, { params: { invoiceId } }),
  };
}
