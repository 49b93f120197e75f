import { ApiProblem } from '../http/api-problem';
import type { AppDeps } from '../kernel/app-deps';
import {
  type PaymentProvider,
  ProviderUnavailableError,
  type WebhookRequest,
  WebhookSignatureError,
} from '../payment-providers/payment-provider';
import { InvoicingUnavailableError } from './invoice-numbering';
import { recordProviderPayment } from './payment-recorder';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** What a notification led to (for the log and the provider's dashboard). */
export type WebhookOutcome = 'applied' | 'ignored';

/**
 * Handles a payment notification: checks its signature (401 `webhook_signature_invalid`), reads the
 * payment's current state from the provider (a notification only says "payment 123 changed"), finds
 * our payment by provider id or by our id in `external_reference` (a charge whose answer was lost
 * in a crash is still found), and records it. Replays and out-of-order deliveries are harmless:
 * recording ignores anything older or backwards. 502 when the provider cannot be read, so it
 * delivers again later.
 */
export async function receivePaymentWebhook(
  deps: AppDeps,
  provider: PaymentProvider,
  request: WebhookRequest,
): Promise<WebhookOutcome> {
  let dataId: string | null;
  try {
    dataId = provider.verifyWebhook(request, deps.clock.now());
  } catch (error) {
    if (error instanceof WebhookSignatureError) {
      throw new ApiProblem(401, 'webhook_signature_invalid', { detail: error.message });
    }
    throw error;
  }
  if (!dataId) return 'ignored';
  let snapshot: Awaited<ReturnType<PaymentProvider['fetch']>>;
  try {
    snapshot = await provider.fetch(dataId);
  } catch (error) {
    if (error instanceof ProviderUnavailableError)
      throw new ApiProblem(502, 'payment_provider_unavailable', { detail: error.message });
    throw error;
  }
  if (!snapshot) return 'ignored';
  const byProviderId = await deps.db
    .selectFrom('payments')
    .select('id')
    .where('provider', '=', provider.id)
    .where('providerPaymentId', '=', snapshot.providerPaymentId)
    .executeTakeFirst();
  const reference = snapshot.externalReference;
  const byReference =
    !byProviderId && reference && UUID.test(reference)
      ? await deps.db
          .selectFrom('payments')
          .select('id')
          .where('id', '=', reference)
          .where('provider', '=', provider.id)
          .executeTakeFirst()
      : undefined;
  const payment = byProviderId ?? byReference;
  if (!payment) {
    deps.logger.warn(
      { provider: provider.id, providerPaymentId: snapshot.providerPaymentId },
      'webhook about an unknown payment',
    );
    return 'ignored';
  }
  try {
    await recordProviderPayment(deps, payment.id, snapshot);
  } catch (error) {
    // Nothing was recorded (the invoice could not be issued; the operator alert is logged): the
    // provider delivers again later, and the reconciliation job retries too.
    if (error instanceof InvoicingUnavailableError)
      throw new ApiProblem(503, 'invoicing_unavailable', { detail: error.block });
    throw error;
  }
  return 'applied';
}
