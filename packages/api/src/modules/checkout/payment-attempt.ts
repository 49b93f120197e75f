import type { BillingInfo, CheckoutPayment, PaymentInput } from '@facturo/sdk/schemas';
import type { Selectable } from 'kysely';
import { savePaymentMethod } from '../../billing-core/card-saving';
import { InvoicingUnavailableError } from '../../billing-core/invoice-numbering';
import { recordProviderPayment } from '../../billing-core/payment-recorder';
import { payerOf } from '../../billing-core/provider-payer';
import { ApiProblem } from '../../http/api-problem';
import type { AppDeps } from '../../kernel/app-deps';
import type { JsonResult } from '../../kernel/route-definition';
import {
  PaymentInputError,
  type ProviderPayment,
  ProviderUnavailableError,
  rejectedWithoutCharge,
} from '../../payment-providers/payment-provider';
import type { OrdersTable, StoredAnswer } from './checkout.tables';
import { completeOrder, markRetryable, replay } from './idempotency';
import { unavailable } from './invoicing-unavailable';
import { callbackUrl } from './pse-payment';

/** What one payment attempt charges. */
export interface AttemptInput {
  order: Selectable<OrdersTable>;
  paymentId: string;
  /** A card (plan changes pay only by card) or a PSE transfer. */
  payment: CheckoutPayment | PaymentInput;
  billingInfo: BillingInfo;
  description: string;
  clientIp: string;
  /** The user who consented to save the card (`save_card: true`): saved once the payment is approved. */
  saveCardFor?: string | null;
}

/**
 * Saves the card of an approved payment whose buyer consented. The payment stands either way: a
 * card the provider will not keep is logged, and the buyer can add it later from the portal.
 */
async function saveConsentedCard(
  deps: AppDeps,
  input: AttemptInput,
  organizationId: string,
  actorId: string,
) {
  if (!('token' in input.payment)) return;
  try {
    await savePaymentMethod(deps, {
      organizationId,
      actorId,
      token: input.payment.token,
      email: input.billingInfo.email,
    });
  } catch (error) {
    deps.logger.warn({ err: error, paymentId: input.paymentId }, 'the consented card could not be saved');
  }
}

/**
 * Charges the payment an order prepared and records the outcome, then stores the order's answer.
 * A payment already sent (a retry that took the order over) is not charged again: its recorded
 * outcome is answered (a PSE transfer still waiting for the buyer is asked for again, to answer its
 * bank page as `redirect_url`). A refused token answers 422 `card_token_invalid`, a refused PSE
 * transfer 422 `pse_transfer_refused` (nothing charged); an
 * unknown outcome answers 502, and an approval whose invoice cannot be issued 503
 * `invoicing_unavailable`; both leave the order for a retry with the same key. The answer names the
 * invoice once the payment is approved (`null` before: a purchase is invoiced on approval).
 */
export async function runPaymentAttempt(deps: AppDeps, input: AttemptInput): Promise<JsonResult> {
  const provider = deps.paymentProvider;
  let payment = await deps.db
    .selectFrom('payments')
    .selectAll()
    .where('id', '=', input.paymentId)
    .executeTakeFirstOrThrow();
  const pse = 'method' in input.payment && input.payment.method === 'pse' ? input.payment : null;
  let redirectUrl: string | null = null;
  // A PSE transfer is asked for again while it waits for the buyer: the provider answers the same
  // transfer (idempotent on the payment id) with its bank page, which a retry needs.
  if (payment.status === 'pending' && (!payment.providerPaymentId || pse)) {
    try {
      let snapshot: ProviderPayment;
      if (pse) {
        const started = await provider.startBankTransfer({
          paymentId: payment.id,
          amount: payment.amount,
          iva: payment.iva,
          description: input.description,
          bankCode: pse.bankCode,
          personType: pse.personType,
          payer: { ...payerOf(input.billingInfo), email: pse.email, identification: pse.identification },
          ipAddress: input.clientIp,
          callbackUrl: callbackUrl(pse.returnUrl, payment.id),
        });
        snapshot = started.payment;
        redirectUrl = started.redirectUrl;
      } else {
        const card = input.payment as PaymentInput;
        snapshot = await provider.charge({
          paymentId: payment.id,
          amount: payment.amount,
          iva: payment.iva,
          description: input.description,
          token: card.token,
          paymentMethodId: card.paymentMethodId,
          installments: card.installments,
          issuerId: card.issuerId,
          payer: payerOf(input.billingInfo),
          ipAddress: input.clientIp,
        });
      }
      payment = await recordProviderPayment(deps, payment.id, snapshot);
      if (payment.status === 'approved' && input.saveCardFor) {
        await saveConsentedCard(deps, input, payment.organizationId, input.saveCardFor);
      }
    } catch (error) {
      if (error instanceof PaymentInputError) {
        const detail = pse ? 'pse_transfer_refused' : 'invalid_card_token';
        await recordProviderPayment(
          deps,
          payment.id,
          rejectedWithoutCharge(payment.id, payment.amount, detail, deps.clock.now()),
        );
        const answer: StoredAnswer = {
          status: 422,
          code: pse ? 'pse_transfer_refused' : 'card_token_invalid',
        };
        await completeOrder(deps, input.order.id, answer);
        return replay(answer);
      }
      if (error instanceof ProviderUnavailableError) {
        await markRetryable(deps, input.order.id);
        throw new ApiProblem(502, 'payment_provider_unavailable', { detail: error.message });
      }
      if (error instanceof InvoicingUnavailableError) {
        // Approved but not recorded (nothing was written): a retry with the same key asks the
        // provider again (the charge is idempotent on the payment id) once issuing works again.
        await markRetryable(deps, input.order.id);
        unavailable(error);
      }
      throw error;
    }
  }
  const invoice = payment.invoiceId
    ? await deps.db
        .selectFrom('invoices')
        .select(['id', 'number'])
        .where('id', '=', payment.invoiceId)
        .executeTakeFirst()
    : undefined;
  const answer: StoredAnswer = {
    status: 201,
    body: {
      orderId: input.order.id,
      invoiceId: invoice?.id ?? null,
      invoiceNumber: invoice?.number ?? null,
      payment: {
        id: payment.id,
        status: payment.status,
        statusDetail: payment.statusDetail,
        ...(redirectUrl && payment.status === 'pending' ? { redirectUrl } : {}),
      },
    },
  };
  await completeOrder(deps, input.order.id, answer);
  return replay(answer);
}
