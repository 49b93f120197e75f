import { documentsPerYear, subscriptionPhase } from '@facturo/sdk/billing';
import type { IsoDate } from '@facturo/sdk/co';
import type { Dashboard } from '@facturo/sdk/schemas';
import type { Kysely } from 'kysely';
import { plansById } from '../../billing-core/catalogue-plans';
import { documentsPerCycle } from '../../billing-core/document-allowance';
import type { Database } from '../../db/database.types';

/** Phases in which a subscription counts documents (in service). */
const IN_SERVICE = new Set(['active', 'renewal_due', 'grace']);

/**
 * This period's documents used and included of every subscription in service that includes
 * documents (the digital certificate does not). A counted cycle that ended and has not rolled yet
 * reads as 0 used, as the subscription list shows it.
 */
export async function planUsage(
  db: Kysely<Database>,
  organizationId: string,
  today: IsoDate,
): Promise<Dashboard['planUsage']> {
  const rows = await db
    .selectFrom('subscriptions')
    .selectAll()
    .where('organizationId', '=', organizationId)
    .where('state', '=', 'active')
    .orderBy('createdAt')
    .orderBy('id')
    .execute();
  const plans = await plansById(
    db,
    rows.map((row) => row.planId),
  );
  return rows.flatMap((row) => {
    const plan = plans.get(row.planId)?.plan;
    if (!plan || documentsPerYear(plan) === 0 || !row.activeUntil) return [];
    if (!IN_SERVICE.has(subscriptionPhase(row.activeUntil, today))) return [];
    const inCycle = !row.cycleEnd || today <= row.cycleEnd;
    return [
      {
        subscriptionId: row.id,
        planId: plan.id,
        planName: plan.name,
        documentsUsed: inCycle ? row.documentsUsed : 0,
        documentsIncluded: documentsPerCycle(plan, row.billingCycle),
        cycleStart: row.cycleStart,
        cycleEnd: row.cycleEnd,
      },
    ];
  });
}
