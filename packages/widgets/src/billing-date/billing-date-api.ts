import type { HttpClient, RequestOptions } from '@facturo/sdk/http';
import {
  type BillingSchedule,
  type BillingScheduleChange,
  type BillingSchedulePlan,
  billingSchedulePlanSchema,
  billingScheduleSchema,
} from '@facturo/sdk/schemas';
import { parseResponse } from '../runtime/core/data/parse-response';

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
 * The billing-date API over the page's client, with the widget's access (its own widget-session
 * token, when it has one) and organization.
 */
export function httpBillingDateApi(
  client: HttpClient,
  access: RequestOptions,
  organizationId: string | undefined,
): BillingDateApi {
  const options = { ...access, ...(organizationId ? { query: { organizationId } } : {}) };
  return {
    schedule: async () =>
      parseResponse(
        billingScheduleSchema,
        await client.get('/billing/schedule', options),
        'GET /billing/schedule',
      ),
    preview: async (change) =>
      parseResponse(
        billingSchedulePlanSchema,
        await client.post('/billing/schedule/preview', change, options),
        'POST /billing/schedule/preview',
      ),
    apply: async (change) =>
      parseResponse(
        billingSchedulePlanSchema,
        await client.put('/billing/schedule', change, options),
        'PUT /billing/schedule',
      ),
  };
}
