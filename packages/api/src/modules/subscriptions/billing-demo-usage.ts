import { documentsPerYear } from '@facturo/sdk/billing';
import { addDays, type IsoDate } from '@facturo/sdk/co';
import type { Plan } from '@facturo/sdk/schemas';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.types';

/** How busy each demo month is, newest first (a clinic's year is never flat). */
const MONTH_WEIGHTS = [1.0, 1.15, 0.85, 1.3, 0.95, 0.7, 1.1, 0.9, 1.25, 0.8, 1.05, 0.95];

/** A demo subscription as the seed wrote it. */
export interface DemoSubscription {
  id: string;
  organizationId: string;
  plan: Plan;
  activationDate: IsoDate;
  cycleStart: IsoDate;
  /** Documents used in the current cycle (what the usage reports of this cycle add up to). */
  used: number;
}

/** `count` split by `weights`, rounded so the parts add up to `count` exactly. */
function split(count: number, weights: readonly number[]): number[] {
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  const parts = weights.map((weight) => Math.floor((count * weight) / total));
  const rest = count - parts.reduce((sum, part) => sum + part, 0);
  return parts.map((part, index) => (index < rest ? part + 1 : part));
}

/**
 * The usage reports an integrator would have sent for a demo subscription: one a month over the last
 * 12 months (never before its activation), those of the current cycle adding up to its documents
 * used, those of the previous cycle near the plan's monthly allowance. The dashboard's monthly chart
 * reads them.
 */
export async function seedDemoUsage(
  db: Kysely<Database>,
  subscription: DemoSubscription,
  today: IsoDate,
  now: Date,
): Promise<void> {
  if (documentsPerYear(subscription.plan) === 0) return;
  const dates = MONTH_WEIGHTS.map((_, index) => addDays(today, -2 - index * 30)).filter(
    (date) => date >= subscription.activationDate,
  );
  const current = dates.filter((date) => date >= subscription.cycleStart);
  const previous = dates.filter((date) => date < subscription.cycleStart);
  const currentParts = split(
    subscription.used,
    current.map((_, index) => MONTH_WEIGHTS[index] ?? 1),
  );
  const monthly = documentsPerYear(subscription.plan) / 12;
  const rows = [
    ...current.map((date, index) => ({
      date,
      documents: currentParts[index] ?? 0,
      cycle: subscription.cycleStart,
    })),
    ...previous.map((date, index) => ({
      date,
      documents: Math.round(monthly * 0.9 * (MONTH_WEIGHTS[current.length + index] ?? 1)),
      cycle: subscription.activationDate,
    })),
  ].filter((row) => row.documents > 0);
  if (rows.length === 0) return;
  await db
    .insertInto('usageRecords')
    .values(
      rows.map((row) => ({
        organizationId: subscription.organizationId,
        subscriptionId: subscription.id,
        documents: row.documents,
        reference: `demo-usage:${subscription.id}:${row.date}`,
        apiKeyId: null,
        cycleStart: row.cycle,
        recordedAt: row.date === today ? now : new Date(`${row.date}T15:00:00Z`),
      })),
    )
    .execute();
}
