import { dateInBogota, divideHalfUp } from '@facturo/sdk/co';
import type { Translate } from '@facturo/sdk/i18n';
import { type CheckoutPayment, PAYABLE_INVOICE_STATUSES } from '@facturo/sdk/schemas';
import { insertPendingPayment } from '../../billing-core/pending-payment';
import { addReconnectionFees, renewedSubscriptions } from '../../billing-core/reconnection-fees';
import { ApiProblem, notFound } from '../../http/api-problem';
import type { UserPrincipal } from '../../identity/user-authenticator';
import type { AppDeps } from '../../kernel/app-deps';
import type { JsonResult } from '../../kernel/route-definition';
import { authorize } from '../../permissions/authorize';
import { claimOrder, releaseOrder, replay, requestHash } from './idempotency';
import { runPaymentAttempt } from './payment-attempt';
import { checkPsePayment, pseOf } from './pse-payment';

const notPayable = () => new ApiProblem(409, 'invoice_not_payable');

/**
 * `POST /invoices/{id}/pay`: pays an open invoice (a renewal) with a card token or by PSE, once per
 * idempotency key. A suspended subscription's reconnection fee is added before charging; an invoice
 * that is paid, in payment, cancelled or expired (its subscription was cancelled) answers 409.
 */
export async function payInvoice(
  deps: AppDeps,
  principal: UserPrincipal,
  invoiceId: string,
  input: { payment: CheckoutPayment; saveCard?: boolean | undefined },
  context: {
    idempotencyKey: () => string;
    clientIp: string;
    t: Translate;
  },
): Promise<JsonResult> {
  const invoice = await deps.db
    .selectFrom('invoices')
    .select('organizationId')
    .where('id', '=', invoiceId)
    .executeTakeFirst();
  if (!invoice) throw notFound();
  authorize(principal, 'create', 'Payment', invoice.organizationId);
  // The key is read after the permission check: another organization's invoice answers 404 first.
  const claim = await claimOrder(deps, {
    userId: principal.userId,
    key: context.idempotencyKey(),
    hash: requestHash({ kind: 'invoice_payment', invoiceId, input }),
    kind: 'invoice_payment',
  });
  if (!claim.owner) return replay(claim.answer);
  let { order } = claim;
  if (!order.paymentId) {
    try {
      const pse = pseOf(input.payment);
      const bank = pse ? await checkPsePayment(deps, pse, { t: context.t, field: 'payment' }) : null;
      const now = deps.clock.now();
      const paid = await deps.db.transaction().execute(async (trx) => {
        const locked = await trx
          .selectFrom('invoices')
          .select('status')
          .where('id', '=', invoiceId)
          .forUpdate()
          .executeTakeFirstOrThrow();
        if (!(PAYABLE_INVOICE_STATUSES as readonly string[]).includes(locked.status)) throw notPayable();
        const renewed = await renewedSubscriptions(trx, invoiceId);
        if (renewed.some((row) => row.state === 'cancelled' || row.state === 'void')) throw notPayable();
        // An electronic invoice that needs the fee is voided by a credit note and replaced: the
        // payment goes to the replacement.
        const fees = await addReconnectionFees(trx, deps, invoiceId, dateInBogota(now), now);
        const current = await trx
          .selectFrom('invoices')
          .selectAll()
          .where('id', '=', fees.invoiceId)
          .executeTakeFirstOrThrow();
        const amount = current.total - current.amountPaid;
        const id = await insertPendingPayment(trx, {
          organizationId: current.organizationId,
          orderId: order.id,
          invoiceId: current.id,
          provider: deps.paymentProvider.id,
          amount,
          iva: divideHalfUp(current.iva * amount, Math.max(1, current.total)),
          payment: input.payment,
          bank,
          clientIp: context.clientIp,
          now,
        });
        await trx
          .updateTable('invoices')
          .set({ status: 'pending', updatedAt: now })
          .where('id', '=', current.id)
          .execute();
        await trx
          .updateTable('orders')
          .set({
            organizationId: current.organizationId,
            invoiceId: current.id,
            paymentId: id,
            updatedAt: now,
          })
          .where('id', '=', order.id)
          .execute();
        return { paymentId: id, invoiceId: current.id };
      });
      order = { ...order, invoiceId: paid.invoiceId, paymentId: paid.paymentId };
    } catch (error) {
      await releaseOrder(deps, order.id);
      throw error;
    }
  }
  const current = await deps.db
    .selectFrom('invoices')
    .select(['number', 'buyer'])
    .where('id', '=', order.invoiceId ?? invoiceId)
    .executeTakeFirstOrThrow();
  return runPaymentAttempt(deps, {
    order,
    paymentId: order.paymentId as string,
    payment: input.payment,
    billingInfo: current.buyer,
    description: `Facturo ${current.number}`,
    clientIp: context.clientIp,
    saveCardFor: input.saveCard ? principal.userId : null,
  });
}
