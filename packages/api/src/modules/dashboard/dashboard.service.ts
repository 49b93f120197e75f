import { dateInBogota } from '@facturo/sdk/co';
import type { Dashboard } from '@facturo/sdk/schemas';
import type { AppDeps } from '../../kernel/app-deps';
import { lastMonths } from './bogota-months';
import { planUsage } from './plan-usage';
import { spendingHistory } from './spending-history';
import { upcomingCharges } from './upcoming-charges';
import { usageHistory } from './usage-history';

/** How many months the charts cover, the current one included. */
const MONTHS = 12;

/**
 * An organization's dashboard on today's date (Bogotá): the last 12 months of usage and spending,
 * the year's spending so far, the upcoming charges and the current period's usage. The caller has
 * checked the permissions.
 */
export async function dashboardOf(deps: AppDeps, organizationId: string): Promise<Dashboard> {
  const today = dateInBogota(deps.clock.now());
  const months = lastMonths(today, MONTHS);
  const [usage, spending, charges, current] = await Promise.all([
    usageHistory(deps.db, organizationId, months),
    spendingHistory(deps.db, organizationId, months),
    upcomingCharges(deps.db, organizationId),
    planUsage(deps.db, organizationId, today),
  ]);
  const year = today.slice(0, 4);
  return {
    organizationId,
    currentMonth: today.slice(0, 7),
    usage,
    spending,
    spendingYearToDate: spending
      .filter((month) => month.month.startsWith(year))
      .reduce((sum, month) => sum + month.net, 0),
    upcomingCharges: charges,
    planUsage: current,
  };
}
