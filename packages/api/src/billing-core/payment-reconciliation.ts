import type { AppDeps } from '../kernel/app-deps';
import { type ProviderPayment, ProviderUnavailableError } from '../payment-providers/payment-provider';
import { addSeconds } from '../time/clock';
import { recordProviderPayment } from './payment-recorder';

/** A payment still open this long is asked about (a lost answer or webhook). */
const STALE_AFTER_SECONDS = 120;
/** A payment the provider never heard of after this long was never sent (the request died first). */
const ABANDONED_AFTER_SECONDS = 60 * 60;

/**
 * Asks the provider about payments that stayed `pending` or `in_process`: by its id, or by ours in
 * `external_reference` when the charge's answer was lost (a crash between charging and recording).
 * Whatever the provider says is recorded like a webhook; a payment it never received within an
 * hour is cancelled. Returns how many payments changed.
 */
export async function reconcilePayments(deps: AppDeps): Promise<number> {
  const provider = deps.paymentProvider;
  const now = deps.clock.now();
  const open = await deps.db
    .selectFrom('payments')
    .selectAll()
    .where('status', 'in', ['pending', 'in_process'])
    .where('provider', '=', provider.id)
    .where('updatedAt', '<', addSeconds(now, -STALE_AFTER_SECONDS))
    .limit(500)
    .execute();
  let changed = 0;
  for (const payment of open) {
    let snapshot: ProviderPayment | null;
    try {
      snapshot = payment.providerPaymentId
        ? await provider.fetch(payment.providerPaymentId)
        : await provider.findByReference(payment.id);
    } catch (error) {
      if (!(error instanceof ProviderUnavailableError)) throw error;
      deps.logger.warn({ paymentId: payment.id, err: error }, 'payment reconciliation: provider unavailable');
      continue;
    }
    if (!snapshot && payment.createdAt < addSeconds(now, -ABANDONED_AFTER_SECONDS)) {
      snapshot = {
        providerPaymentId: '',
        status: 'cancelled',
        statusDetail: 'expired_not_submitted',
        externalReference: payment.id,
        amount: payment.amount,
        installments: payment.installments,
        paymentMethodId: payment.paymentMethodId,
        issuer: null,
        cardLastFour: null,
        bank: null,
        bankTransferId: null,
        transactionDate: null,
        updatedAt: now,
      };
    }
    if (!snapshot) continue;
    const recorded = await recordProviderPayment(deps, payment.id, snapshot);
    if (recorded.status !== payment.status) changed += 1;
  }
  return changed;
}
