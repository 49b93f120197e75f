import { reconcilePayments } from '../../billing-core/payment-reconciliation';
import type { JobDefinition } from '../../kernel/job-definition';
import { sandboxOf } from '../../payment-providers/sandbox/sandbox-provider';

/** How often payments left open are followed up, at most (the billing job does it too, less often). */
const FOLLOW_UP_SECONDS = 60;

/**
 * Payment follow-up on the queue, every minute across all workers (or every billing period when
 * that is shorter; off with the billing job): settles the sandbox's due CONT payments and asks the
 * provider about payments left pending or in process (a lost answer or webhook), so a buyer's
 * payment settles within about a minute instead of at the next billing run. Recording what the
 * provider says is idempotent, as for its webhooks, so this may run next to the billing job.
 */
export const paymentFollowUpJob: JobDefinition = {
  name: 'payment-follow-up',
  policy: 'singleton',
  retryLimit: 2,
  retryDelaySeconds: 15,
  expireInSeconds: 10 * 60,
  everySeconds: (deps) => {
    const billing = deps.config.billing.jobIntervalSeconds;
    return billing > 0 ? Math.min(FOLLOW_UP_SECONDS, billing) : 0;
  },
  run: async (deps) => ({
    settledSandboxPayments: (await sandboxOf(deps.paymentProvider)?.settleDue()) ?? 0,
    reconciledPayments: await reconcilePayments(deps),
  }),
};
