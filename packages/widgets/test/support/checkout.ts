import type { PaymentStatus } from '@facturo/sdk/schemas';
import { waitFor } from '@testing-library/react';
import { vi } from 'vitest';
import { demoCatalogue } from '../../src/demo/demo-catalogue.fixtures';
import { demoSession } from '../../src/demo/demo-session.fixtures';
import { invoice, organization, wire } from './billing';
import { FAKE_API_BASE, type FakeRequest, type FakeResponse, fakeApi } from './fake-api';
import { planListBody } from './plans';

/** The API origin the sandbox card form is served from. */
export const API_ORIGIN = new URL(FAKE_API_BASE).origin;

/** Ids of the purchase the fake API answers with. */
export const PURCHASE = {
  orderId: '00000000-0000-4000-8000-0000000000d1',
  invoiceId: '00000000-0000-4000-8000-000000001041',
  paymentId: '00000000-0000-4000-8000-0000000000e1',
};

/** What the fake purchase buys, as `GET /payments/{id}` lists it (the plan of the invoice fixture). */
export const PURCHASED_ITEM = { planId: 'invoicing-pyme-600', billingCycle: 'annual', quantity: 1 } as const;

/** The checkout's answer for an approved purchase (its invoice issued). */
export const APPROVED_PURCHASE = {
  orderId: PURCHASE.orderId,
  invoiceId: PURCHASE.invoiceId,
  invoiceNumber: 'FCT1041',
  payment: { id: PURCHASE.paymentId, status: 'approved', statusDetail: 'accredited' },
} as const;

/** Options of {@link serveCheckout}. */
export interface CheckoutServerOptions {
  /** Outcome of each `POST /checkout`, in order (the last one repeats). */
  outcomes?: { status: PaymentStatus; statusDetail: string }[];
  /** What `GET /payments/{id}` answers, in order (the last one repeats); a status alone has a usual detail. */
  polls?: (PaymentStatus | { status: PaymentStatus; statusDetail: string })[];
  /**
   * The payment pays an open invoice (a renewal): it names that invoice whatever its status and
   * lists no purchased plans. By default it is a purchase, whose invoice exists only once approved.
   */
  payingInvoice?: boolean;
  /** Overrides per route (a failure, a slow answer). */
  routes?: Record<string, (request: FakeRequest) => FakeResponse | Promise<FakeResponse>>;
}

/**
 * A fake API with everything a purchase needs: every demo plan, the sandbox card form, the buyer's
 * profile and organization, `POST /checkout`, the payment and the invoice.
 */
export function serveCheckout(options: CheckoutServerOptions = {}) {
  const outcomes = options.outcomes ?? [{ status: 'approved', statusDetail: 'accredited' }];
  const polls = options.polls ?? ['approved'];
  let purchases = 0;
  let pollCount = 0;
  // As the API: a purchase's invoice is issued when its payment is approved.
  const invoiceOf = (status: PaymentStatus) =>
    status === 'approved' || options.payingInvoice
      ? { invoiceId: PURCHASE.invoiceId, invoiceNumber: 'FCT1041' }
      : { invoiceId: null, invoiceNumber: null };
  return fakeApi({
    'GET /plans': () => ({ body: planListBody(demoCatalogue()) }),
    'GET /checkout/config': () =>
      wire({
        provider: 'sandbox',
        publicKey: null,
        cardFormPath: '/api/v1/sandbox/card-form',
        currency: 'COP',
        maxInstallments: 36,
      }),
    'GET /me': () => wire({ userData: demoSession('ana@example.co').userData, userAbilityRules: [] }),
    'GET /organizations': () => wire({ items: [organization()] }),
    'POST /checkout': () => {
      const outcome = outcomes[Math.min(purchases++, outcomes.length - 1)] ?? outcomes[0];
      return wire(
        {
          orderId: PURCHASE.orderId,
          ...invoiceOf(outcome?.status ?? 'approved'),
          payment: { id: PURCHASE.paymentId, ...outcome },
        },
        201,
      );
    },
    [`GET /payments/${PURCHASE.paymentId}`]: () => {
      const poll = polls[Math.min(pollCount++, polls.length - 1)] ?? 'approved';
      const { status, statusDetail } =
        typeof poll === 'string'
          ? { status: poll, statusDetail: poll === 'approved' ? 'accredited' : 'pending_contingency' }
          : poll;
      return wire({
        ...invoice({ number: 'FCT1041' }).payments[0],
        id: PURCHASE.paymentId,
        status,
        statusDetail,
        organizationId: invoice({ number: 'FCT1041' }).organizationId,
        orderId: PURCHASE.orderId,
        ...invoiceOf(status),
        items: options.payingInvoice ? [] : [PURCHASED_ITEM],
        provider: 'sandbox',
        currency: 'COP',
        createdAt: '2026-11-20T16:00:00.000Z',
        updatedAt: '2026-11-20T16:00:00.000Z',
      });
    },
    [`GET /invoices/${PURCHASE.invoiceId}`]: () =>
      wire(invoice({ number: 'FCT1041', id: PURCHASE.invoiceId })),
    ...options.routes,
  });
}

/** Messages the sandbox card form would post, and what the checkout posted to it. */
export async function sandboxCardForm() {
  const frame = await waitFor(() => {
    const found = document.querySelector('iframe');
    if (!found?.contentWindow) throw new Error('The card form is not mounted yet.');
    return found;
  });
  const window = frame.contentWindow as Window;
  const post = (data: Record<string, unknown>) =>
    globalThis.dispatchEvent(
      new MessageEvent('message', {
        origin: API_ORIGIN,
        source: window,
        data: { source: 'facturo-card-form', version: 1, ...data },
      }),
    );
  const commands = vi.spyOn(window, 'postMessage').mockImplementation(() => {});
  return {
    frame,
    commands,
    post,
    /** Answers every `submit` with a new token (as the real form does after tokenizing). */
    answerWithTokens(prefix = 'tok') {
      let count = 0;
      commands.mockImplementation((message: unknown) => {
        if ((message as { type?: string }).type !== 'submit') return;
        count += 1;
        queueMicrotask(() =>
          post({
            type: 'token',
            token: `${prefix}_${count}`,
            paymentMethodId: 'visa',
            lastFourDigits: '6260',
            installments: 1,
          }),
        );
      });
    },
  };
}
