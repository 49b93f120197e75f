import { changeBillingSchedule, getBillingSchedule, previewBillingSchedule } from '@facturo/sdk/endpoints';
import type { ApiClient, CallOptions } from '@facturo/sdk/http';
import type { BillingSchedule, BillingScheduleChange, BillingSchedulePlan } from '@facturo/sdk/schemas';

/** The billing-date endpoints the widget calls, camelCase. */
export interface BillingDateApi {
  /** `GET /billing/schedule`. */
  schedule(): Promise<BillingSchedule>;
  /** `POST /billing/schedule/preview`: the adjustments a change would make (nothing is changed). */
  preview(change: BillingScheduleChange): Promise<BillingSchedulePlan>;
  /** `PUT /billing/schedule`: applies the change and schedules its adjustments. */
  apply(change: BillingScheduleChange): Promise<BillingSchedulePlan>;
}

/**
 * The billing-date API over the page's client (the API, or the demo routes), with the widget's
 * access (its own widget-session token, when it has one) and organization.
 */
export function billingDateApi(
  client: ApiClient,
  access: Pick<CallOptions, 'headers'>,
  organizationId: string | undefined,
): BillingDateApi {
  const query = organizationId ? { organizationId } : {};
  return {
    schedule: () => client.call(getBillingSchedule, { query }, access),
    preview: (change) => client.call(previewBillingSchedule, { query, body: change }, access),
    apply: (change) => client.call(changeBillingSchedule, { query, body: change }, access),
  };
}
