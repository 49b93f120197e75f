import { notFound } from '../http/api-problem';
import { requireCapability } from '../identity/billing-access';
import { isScoped } from '../identity/scoped-principal';
import type { AppDeps } from '../kernel/app-deps';
import type { Principal } from '../permissions/principal';

/** Who a subscription's audit trail names for a change: a user, or an integrator's API key. */
export interface SubscriptionActor {
  actorId: string | null;
  apiKeyId: string | null;
}

/**
 * The subscription a caller may change, or 404 (also for another organization's: its existence
 * never leaks), with who the trail will name. A user needs the owner, admin or billing role (403
 * `forbidden`); an integrator's widget session the `subscriptions:manage` scope (403
 * `scope_missing`), and only its own organization's subscriptions.
 */
export async function changeableSubscription(deps: AppDeps, principal: Principal, subscriptionId: string) {
  const row = await deps.db
    .selectFrom('subscriptions')
    .select(['id', 'organizationId'])
    .where('id', '=', subscriptionId)
    .where('state', '!=', 'void')
    .executeTakeFirst();
  if (!row) throw notFound();
  // A user: the role rule the scope stands for (update Subscription); a widget session: the scope.
  requireCapability(principal, 'subscriptions:manage', row.organizationId);
  const actor: SubscriptionActor = {
    actorId: principal.userId,
    apiKeyId: isScoped(principal) ? principal.apiKeyId : null,
  };
  return { ...row, actor };
}
