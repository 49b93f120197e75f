import type { IsoDate } from '@facturo/sdk/co';
import { plansById } from '../../billing-core/catalogue-plans';
import { documentsPerCycle } from '../../billing-core/document-allowance';
import type { AppDeps } from '../../kernel/app-deps';
import { lockSubscription, rollUsageCycle } from './subscription-usage';

/**
 * Starts the new usage cycle of every subscription whose counted cycle ended and that was renewed,
 * carrying extra documents not yet invoiced to the next invoice. Returns how many rolled.
 */
export async function rollUsageCycles(deps: AppDeps, today: IsoDate): Promise<number> {
  const ended = await deps.db
    .selectFrom('subscriptions')
    .selectAll()
    .where('state', '=', 'active')
    .where('cycleEnd', '<', today)
    .whereRef('activeUntil', '>', 'cycleEnd')
    .execute();
  const plans = await plansById(
    deps.db,
    ended.map((row) => row.planId),
  );
  let rolled = 0;
  for (const stale of ended) {
    const catalogue = plans.get(stale.planId);
    if (!catalogue) continue;
    await deps.db.transaction().execute(async (trx) => {
      const subscription = await lockSubscription(trx, stale.id);
      const next = await rollUsageCycle(
        trx,
        subscription,
        documentsPerCycle(catalogue.plan, subscription.billingCycle),
        today,
        deps.clock.now(),
      );
      if (next !== subscription) rolled += 1;
    });
  }
  return rolled;
}
