import type { ServiceId } from '@facturo/sdk/schemas';
import { useQuery } from './use-query';
import { useSdkStore } from './use-sdk-store';
import { useWidget } from './widget-context';

const NOTHING: ReadonlyMap<ServiceId, string> = new Map();

/**
 * What an organization holds of a plan's service: this very plan (`plan`), another plan of the
 * service (`service`), or nothing (`null`). Held plans are not sold again.
 */
export type Ownership = 'plan' | 'service' | null;

/**
 * How a plan relates to the plan its organization holds of the same service.
 * @example ownership(held.get(plan.serviceId), plan.id) // 'plan' | 'service' | null
 */
export function ownership(heldPlanId: string | undefined, planId: string): Ownership {
  if (heldPlanId === undefined) return null;
  return heldPlanId === planId ? 'plan' : 'service';
}

/** One of `BILLING_QUERY_PREFIXES`: a purchase or payment on this page makes every widget ask again. */
const KEY_PREFIX = 'held-services|';

/**
 * The services the signed-in buyer's organization already holds, each with its plan (sdk
 * `heldServices`), so the pricing table and the checkout say "Ya tienes este plan" instead of selling it again. Empty while signed
 * out, in demo mode, while loading, or when the organization cannot be known; the API refuses such
 * a purchase anyway (409 `plan_already_owned`), this only says it before the buyer pays.
 */
export function useHeldServices(organizationId?: string): ReadonlyMap<ServiceId, string> {
  const { connection, config, demo } = useWidget();
  const session = useSdkStore(connection.session);
  const userId = (session.userData as { id?: unknown } | null)?.id;
  const enabled = !demo && typeof userId === 'string';
  const held = useQuery(
    `${KEY_PREFIX}${config.apiBaseUrl}|${String(userId)}|${organizationId ?? ''}`,
    async () => {
      const { fetchHeldServices } = await import('../core/data/held-services');
      return fetchHeldServices(connection.client, organizationId);
    },
    { enabled },
  );
  return (enabled && held.data) || NOTHING;
}
