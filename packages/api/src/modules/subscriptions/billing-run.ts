import { dateInBogota } from '@facturo/sdk/co';
import { type TransmissionReport, transmitDianDocuments } from '../../billing-core/dian-transmission';
import { checkAuthorizationAlerts } from '../../billing-core/invoice-numbering';
import { reconcilePayments } from '../../billing-core/payment-reconciliation';
import { chargeDueRenewals, type RenewalChargeReport } from '../../billing-core/renewal-autopay';
import type { AppDeps } from '../../kernel/app-deps';
import type { JobDefinition } from '../../kernel/job-definition';
import { sandboxOf } from '../../payment-providers/sandbox/sandbox-provider';
import { advancePhases } from './phase-transitions';
import { issueRenewalInvoices } from './renewal-invoicing';
import { rollUsageCycles } from './usage-cycles';

/** What one run of the billing job did. */
export interface BillingJobReport {
  today: string;
  settledSandboxPayments: number;
  reconciledPayments: number;
  rolledCycles: number;
  renewalInvoices: number;
  /** Automatic charges of renewal invoices' default cards (on the due date, then the retry days). */
  renewalCharges: RenewalChargeReport;
  suspended: number;
  cancelled: number;
  /** Subscriptions due to be suspended or cancelled, kept as they are while a payment on their invoice is in flight. */
  heldForPayment: number;
  /** Documents sent to DIAN (accepted, rejected, retried later) and e-mailed to their buyers. */
  dian: TransmissionReport;
  /** Alerts of Facturo's numbering authorization (`range_80_percent_used`, `expires_within_30_days`…). */
  authorizationAlerts: string[];
}

/**
 * One run of the billing job (`src/billing-job.ts` is the command that starts one), on the app's
 * clock: settles due sandbox CONT payments, reconciles payments left open, starts the usage cycle
 * of renewed subscriptions, issues renewal invoices 5 days before expiry, charges the default saved card of renewal invoices due
 * (on the due date, then on the retry days of `RENEWAL_CHARGE_SCHEDULE`), and moves unpaid
 * subscriptions through grace, suspension (adding the reconnection fee) and cancellation (not
 * while a payment on their invoice is in flight), then transmits the pending electronic documents
 * to DIAN (with retries) and e-mails the accepted ones to their buyers. Every step is idempotent, so running it twice a
 * day, or from two instances, does each thing once.
 */
export async function runBillingJob(deps: AppDeps): Promise<BillingJobReport> {
  const today = dateInBogota(deps.clock.now());
  const authorizationAlerts = await checkAuthorizationAlerts(deps);
  const settledSandboxPayments = (await sandboxOf(deps.paymentProvider)?.settleDue()) ?? 0;
  const reconciledPayments = await reconcilePayments(deps);
  const rolledCycles = await rollUsageCycles(deps, today);
  const renewalInvoices = await issueRenewalInvoices(deps, today);
  // Before the phases move: an approved charge on a retry day keeps the subscription from suspension.
  const renewalCharges = await chargeDueRenewals(deps, today);
  const { suspended, cancelled, held } = await advancePhases(deps, today);
  const dian = await transmitDianDocuments(deps);
  return {
    today,
    settledSandboxPayments,
    reconciledPayments,
    rolledCycles,
    renewalInvoices,
    renewalCharges,
    suspended,
    cancelled,
    heldForPayment: held,
    dian,
    authorizationAlerts,
  };
}

/**
 * The billing job on the queue: one run per `billing.jobIntervalSeconds` (0 turns it off) across all
 * workers, never two at once (`singleton`); a failed or lost run is retried with backoff, which is
 * safe because every step is idempotent. `pnpm --filter @facturo/api billing-job` runs it once from
 * a shell or a cron instead.
 */
export const billingRunJob: JobDefinition = {
  name: 'billing-run',
  policy: 'singleton',
  retryLimit: 3,
  retryDelaySeconds: 30,
  // A run on a large database (renewals, DIAN rounds) may take minutes; past this it is taken as lost.
  expireInSeconds: 30 * 60,
  everySeconds: (deps) => deps.config.billing.jobIntervalSeconds,
  run: (deps) => runBillingJob(deps),
};
