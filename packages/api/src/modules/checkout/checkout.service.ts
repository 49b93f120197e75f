import type { Translate } from '@facturo/sdk/i18n';
import { assertCanIssue } from '../../billing-core/invoice-numbering';
import type { UserPrincipal } from '../../identity/user-authenticator';
import type { AppDeps } from '../../kernel/app-deps';
import type { JsonResult } from '../../kernel/route-definition';
import { claimOrder, releaseOrder, replay, requestHash } from './idempotency';
import { unavailable } from './invoicing-unavailable';
import { runPaymentAttempt } from './payment-attempt';
import { checkPsePayment, pseOf } from './pse-payment';
import {
  authorizePurchase,
  type CheckoutInput,
  checkPurchase,
  preparePurchase,
} from './purchase-preparation';

/**
 * `POST /checkout`: claims the idempotency key, checks the purchase (and that an invoice can be
 * issued today), writes the order (organization, subscriptions, payment) in one transaction, charges
 * the card token once (or starts the PSE transfer, whose bank page the answer names) and records
 * the outcome; an approval issues the electronic invoice. A retry with the same key and body gets the first answer; the 20th concurrent one too.
 * The plans are checked only while the order is being prepared, so a retry of an order already
 * written answers its first result even if a plan was retired since.
 */
export async function checkout(
  deps: AppDeps,
  principal: UserPrincipal,
  input: CheckoutInput,
  context: { idempotencyKey: string; clientIp: string; t: Translate },
): Promise<JsonResult> {
  authorizePurchase(principal, input);
  const claim = await claimOrder(deps, {
    userId: principal.userId,
    key: context.idempotencyKey,
    hash: requestHash({ kind: 'purchase', input }),
    kind: 'purchase',
  });
  if (!claim.owner) return replay(claim.answer);
  let { order } = claim;
  if (!order.paymentId) {
    try {
      const plans = await checkPurchase(deps, input, context.t);
      const pse = pseOf(input.payment);
      const bank = pse ? await checkPsePayment(deps, pse, { t: context.t, field: 'payment' }) : null;
      // Refused before anything is charged when the numbering authorization cannot be used.
      await assertCanIssue(deps).catch(unavailable);
      const prepared = await preparePurchase(deps, principal, input, plans, {
        orderId: order.id,
        clientIp: context.clientIp,
        providerId: deps.paymentProvider.id,
        bank,
      });
      order = { ...order, organizationId: prepared.organizationId, paymentId: prepared.paymentId };
    } catch (error) {
      await releaseOrder(deps, order.id);
      throw error;
    }
  }
  return runPaymentAttempt(deps, {
    order,
    paymentId: order.paymentId as string,
    payment: input.payment,
    billingInfo: input.billingInfo,
    description: `Facturo: compra ${order.id.slice(0, 8)}`,
    clientIp: context.clientIp,
    saveCardFor: input.saveCard ? principal.userId : null,
  });
}
