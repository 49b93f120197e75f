import type { Translate } from '@facturo/sdk/i18n';
import { type CheckoutPayment, PSE_RETURN_PARAM, type PsePayment } from '@facturo/sdk/schemas';
import { messageKey } from '@facturo/sdk/validation';
import { ApiProblem } from '../../http/api-problem';
import type { AppDeps } from '../../kernel/app-deps';
import { ProviderUnavailableError } from '../../payment-providers/payment-provider';

/** The PSE payment of a checkout, or `null` for a card. */
export const pseOf = (payment: CheckoutPayment): PsePayment | null =>
  payment.method === 'pse' ? payment : null;

/**
 * The origins a PSE return address may point at: the portal's and the configured CORS origins (the
 * pages allowed to call the API from a browser). The bank sends the buyer back only to a page of the
 * integration, never to an address anyone could slip into a request: not even the request's own
 * `Origin`, which a client outside a browser writes as it likes.
 */
function returnOrigins(deps: AppDeps): Set<string> {
  return new Set([new URL(deps.config.publicAppUrl).origin, ...deps.config.corsOrigins]);
}

/**
 * Checks a PSE payment before anything is written and returns the bank's name (the invoice shows
 * it): the bank must be in the provider's list and the return address on an allowed origin, each
 * refused as a translated field error (422). An unreachable provider answers 502.
 */
export async function checkPsePayment(
  deps: AppDeps,
  payment: PsePayment,
  context: { t: Translate; field: string },
): Promise<string> {
  const fieldErrors: Record<string, string[]> = {};
  if (!returnOrigins(deps).has(new URL(payment.returnUrl).origin)) {
    fieldErrors[`${context.field}.returnUrl`] = [context.t(messageKey('validation.returnUrlOrigin'))];
  }
  let bank: string | undefined;
  try {
    bank = (await deps.paymentProvider.listBanks()).find((item) => item.code === payment.bankCode)?.name;
  } catch (error) {
    if (error instanceof ProviderUnavailableError) {
      throw new ApiProblem(502, 'payment_provider_unavailable', { detail: error.message });
    }
    throw error;
  }
  if (!bank) fieldErrors[`${context.field}.bankCode`] = [context.t(messageKey('validation.pseUnknownBank'))];
  if (Object.keys(fieldErrors).length || !bank)
    throw new ApiProblem(422, 'validation_failed', { fieldErrors });
  return bank;
}

/** The return address with the payment's id, where the bank sends the buyer back. */
export function callbackUrl(returnUrl: string, paymentId: string): string {
  const url = new URL(returnUrl);
  url.searchParams.set(PSE_RETURN_PARAM, paymentId);
  return url.toString();
}
