import { documentsPerYear } from '@facturo/sdk/billing';
import type { Dashboard } from '@facturo/sdk/schemas';
import { type Kysely, sql } from 'kysely';
import { plansById } from '../../billing-core/catalogue-plans';
import type { Database } from '../../db/database.types';
import { bogotaMonthStart, monthBounds, type YearMonth } from './bogota-months';
import { planHistory } from './plan-history';

/**
 * Documents reported per month (Bogotá time) over `months`, against the documents the organization's
 * plans included in each month: the yearly allowance of every subscription in service at some point
 * of that month, spread over 12 months (an annual 1,200 plan counts 100 a month). A subscription
 * counts with the plan it held at the month's end (its audit trail's plan changes), so the months
 * before an upgrade keep the old plan's allowance.
 */
export async function usageHistory(
  db: Kysely<Database>,
  organizationId: string,
  months: readonly YearMonth[],
): Promise<Dashboard['usage']> {
  const first = months[0];
  if (!first) return [];
  const reported = await db
    .selectFrom('usageRecords')
    .select([
      sql<string>`to_char(recorded_at at time zone 'America/Bogota', 'YYYY-MM')`.as('month'),
      sql<number>`sum(documents)::int`.as('documents'),
    ])
    .where('organizationId', '=', organizationId)
    .where('recordedAt', '>=', bogotaMonthStart(first))
    .groupBy(sql`1`)
    .execute();
  const used = new Map(reported.map((row) => [row.month, Number(row.documents)]));
  const subscriptions = await db
    .selectFrom('subscriptions')
    .select(['id', 'planId', 'activationDate', 'activeUntil'])
    .where('organizationId', '=', organizationId)
    .where('state', 'in', ['active', 'suspended', 'cancelled'])
    .where('activationDate', 'is not', null)
    .execute();
  const history = await planHistory(db, organizationId);
  const plans = await plansById(db, [...subscriptions.map((row) => row.planId), ...history.planIds]);
  return months.map((month) => {
    const { first: monthStart, last: monthEnd } = monthBounds(month);
    const included = subscriptions.reduce((sum, row) => {
      const plan = plans.get(history.planOn(row.id, row.planId, monthEnd))?.plan;
      const inService =
        row.activationDate !== null &&
        row.activationDate <= monthEnd &&
        (row.activeUntil === null || row.activeUntil >= monthStart);
      return plan && inService ? sum + Math.round(documentsPerYear(plan) / 12) : sum;
    }, 0);
    return { month, documentsUsed: used.get(month) ?? 0, documentsIncluded: included };
  });
}
