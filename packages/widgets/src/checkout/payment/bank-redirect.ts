import { PSE_RETURN_PARAM } from '@facturo/sdk/schemas';
import { navigateTo } from '../../runtime/core/navigation';
import type { Emit } from '../../runtime/react/widget-context';
import type { CheckoutBankRedirectDetail } from '../checkout.types';

/**
 * Sends the browser to the bank's page of a PSE payment, after the cancelable
 * `facturo-checkout-bank-redirect` (a host that opens the bank itself, in a single-page app, cancels it).
 */
export function sendToBank(emit: Emit, detail: CheckoutBankRedirectDetail): void {
  if (emit('facturo-checkout-bank-redirect', detail, { cancelable: true })) navigateTo(detail.url);
}

/**
 * Where the bank sends the buyer back: `returnUrl` or this page, without the payment id a previous
 * return left in it (the API adds the new one).
 */
export function bankReturnUrl(returnUrl: string | undefined): string {
  const url = new URL(
    returnUrl ?? globalThis.location?.href ?? 'http://localhost/',
    globalThis.location?.href,
  );
  url.searchParams.delete(PSE_RETURN_PARAM);
  url.hash = '';
  return url.href;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The payment id the bank's return brought in this page's address (`facturo_payment_id`), if any. */
export function returnedPaymentId(): string | undefined {
  const href = globalThis.location?.href;
  if (!href) return undefined;
  const id = new URL(href).searchParams.get(PSE_RETURN_PARAM);
  return id && UUID.test(id) ? id : undefined;
}
