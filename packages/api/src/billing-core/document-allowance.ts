import { cycleMonths, documentsPerYear, extraDocuments } from '@facturo/sdk/billing';
import type { BillingCycle, Plan } from '@facturo/sdk/schemas';

/**
 * Documents one cycle includes: the plan's yearly allowance spread over the cycle's months
 * (a 1,200-a-year plan paid monthly includes 100 a month).
 */
export function documentsPerCycle(plan: Plan, cycle: BillingCycle): number {
  return Math.round((documentsPerYear(plan) * cycleMonths(plan, cycle)) / 12);
}

/** The counters of a subscription's usage cycle. */
export interface CycleCounters {
  documentsUsed: number;
  /** Extra documents of this cycle already put on an invoice. */
  extraDocumentsBilled: number;
  /** Extra documents of closed cycles not yet invoiced. */
  pendingExtraDocuments: number;
}

/** Extra documents not yet on an invoice: this cycle's beyond the allowance, plus earlier cycles' left over. */
export function unbilledExtraDocuments(subscription: CycleCounters, included: number): number {
  const thisCycle = extraDocuments(subscription.documentsUsed, included) - subscription.extraDocumentsBilled;
  return Math.max(0, thisCycle) + subscription.pendingExtraDocuments;
}
