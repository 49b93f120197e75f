import { notFound } from '../http/api-problem';
import type { UserPrincipal } from '../identity/user-authenticator';
import type { AppDeps } from '../kernel/app-deps';
import { authorize } from '../permissions/authorize';

/** The subscription a user may change, or 404 (also for another organization's: its existence never leaks). */
export async function changeableSubscription(
  deps: AppDeps,
  principal: UserPrincipal,
  subscriptionId: string,
) {
  const row = await deps.db
    .selectFrom('subscriptions')
    .select(['id', 'organizationId'])
    .where('id', '=', subscriptionId)
    .where('state', '!=', 'void')
    .executeTakeFirst();
  if (!row) throw notFound();
  authorize(principal, 'read', 'Subscription', row.organizationId);
  authorize(principal, 'update', 'Subscription', row.organizationId);
  return row;
}
