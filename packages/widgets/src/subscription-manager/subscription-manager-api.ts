import {
  cancelScheduledPlanChange,
  cancelSubscription,
  listPlans,
  listSubscriptionEvents,
  listSubscriptions,
  previewPlanChange,
  resumeSubscription,
  schedulePlanChange,
} from '@facturo/sdk/endpoints';
import type { ApiClient, CallOptions } from '@facturo/sdk/http';
import type {
  PlanChangeQuoteResponse,
  PlanChangeRequest,
  PricedPlan,
  ServiceId,
  Subscription,
  SubscriptionEvent,
} from '@facturo/sdk/schemas';

/** The subscription endpoints the widget calls, camelCase. */
export interface SubscriptionManagerApi {
  /** `GET /subscriptions`. */
  list(): Promise<Subscription[]>;
  /** `GET /plans?service=…`: the plans a subscription may change to. */
  plans(service: ServiceId): Promise<PricedPlan[]>;
  /** `GET /subscriptions/{id}/events`, oldest first. */
  events(subscriptionId: string): Promise<SubscriptionEvent[]>;
  /** `POST /subscriptions/{id}/cancel`: at the end of the paid period. */
  cancel(subscriptionId: string): Promise<Subscription>;
  /** `POST /subscriptions/{id}/resume`. */
  resume(subscriptionId: string): Promise<Subscription>;
  /** `POST /subscriptions/{id}/plan-change/preview`: the quote (nothing is changed). */
  preview(subscriptionId: string, change: PlanChangeRequest): Promise<PlanChangeQuoteResponse>;
  /** `PUT /subscriptions/{id}/scheduled-change`: a step down, at the renewal. */
  schedule(subscriptionId: string, change: PlanChangeRequest): Promise<Subscription>;
  /** `DELETE /subscriptions/{id}/scheduled-change`: keeps the current plan. */
  unschedule(subscriptionId: string): Promise<Subscription>;
}

/**
 * The subscription API over the page's client (the API, or the demo routes), with the widget's
 * access (its own widget-session token, when it has one) and organization.
 */
export function subscriptionManagerApi(
  client: ApiClient,
  access: Pick<CallOptions, 'headers'>,
  organizationId: string | undefined,
): SubscriptionManagerApi {
  const query = organizationId ? { organizationId } : {};
  const params = (subscriptionId: string) => ({ params: { subscriptionId } });
  return {
    list: async () => (await client.call(listSubscriptions, { query }, access)).items,
    plans: async (service) => (await client.call(listPlans, { query: { service } }, access)).items,
    events: async (id) => (await client.call(listSubscriptionEvents, params(id), access)).items,
    cancel: (id) => client.call(cancelSubscription, params(id), access),
    resume: (id) => client.call(resumeSubscription, params(id), access),
    preview: (id, change) => client.call(previewPlanChange, { ...params(id), body: change }, access),
    schedule: (id, change) => client.call(schedulePlanChange, { ...params(id), body: change }, access),
    unschedule: (id) => client.call(cancelScheduledPlanChange, params(id), access),
  };
}
