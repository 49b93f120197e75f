import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import { Checkout } from '../../src/index';
import { signIn, wire } from '../support/billing';
import { PURCHASE, sandboxCardForm, serveCheckout } from '../support/checkout';
import { FAKE_API_BASE } from '../support/fake-api';
import { renderWidget } from '../support/render';

const SUBSCRIPTION = '00000000-0000-4000-8000-00000000a001';
const quote = (timing: 'now' | 'next_renewal') => ({
  subscriptionId: SUBSCRIPTION,
  from: { planId: 'payroll-10', planName: { es: 'Nómina 10', en: 'Payroll 10' }, billingCycle: 'monthly' },
  to: { planId: 'payroll-50', planName: { es: 'Nómina 50', en: 'Payroll 50' }, billingCycle: 'monthly' },
  timing,
  effectiveDate: '2026-01-31',
  credit: { days: 10, subtotal: 8333, iva: 0, total: 8333 },
  charge: {
    days: 10,
    subtotal: 23000,
    iva: 0,
    total: 23000,
    periodStart: '2026-01-31',
    periodEnd: '2026-02-09',
  },
  amountDue: timing === 'now' ? 14667 : 0,
  activeUntil: '2026-02-09',
});

describe('<Checkout> — a plan change paid now', () => {
  test('shows the quote, charges only the difference through POST /subscriptions/{id}/plan-change', async () => {
    signIn();
    const api = serveCheckout({
      routes: {
        [`POST /subscriptions/${SUBSCRIPTION}/plan-change/preview`]: () => wire(quote('now')),
        [`POST /subscriptions/${SUBSCRIPTION}/plan-change`]: () =>
          wire(
            {
              orderId: PURCHASE.orderId,
              invoiceId: PURCHASE.invoiceId,
              invoiceNumber: 'SETP990000010',
              payment: { id: PURCHASE.paymentId, status: 'approved', statusDetail: 'accredited' },
            },
            201,
          ),
      },
    });
    await renderWidget(
      <Checkout
        apiBase={FAKE_API_BASE}
        subscriptionId={SUBSCRIPTION}
        changePlanId="payroll-50"
        changeCycle="monthly"
      />,
    );
    const summary = await screen.findByRole('complementary', { name: 'Cambio a Nómina 50' });
    expect(summary.textContent).toMatch(/Abono por 10 días no usados del plan actual−\$\s8\.333/);
    expect(summary.textContent).toMatch(/Pagas hoy\$\s14\.667/);
    const card = await sandboxCardForm();
    card.answerWithTokens();
    await userEvent.click(screen.getByRole('button', { name: /^Pagar \$\s14\.667$/ }));
    expect(await screen.findByRole('heading', { name: 'Pago realizado con éxito' })).toBeTruthy();
    const sent = api.requests.find(
      (request) => request.path === `/subscriptions/${SUBSCRIPTION}/plan-change`,
    );
    expect(sent?.body).toEqual({
      plan_id: 'payroll-50',
      billing_cycle: 'monthly',
      payment: { token: 'tok_1', payment_method_id: 'visa', installments: 1 },
    });
    expect(sent?.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
  });

  test('a change that waits for the renewal is not paid here', async () => {
    signIn();
    serveCheckout({
      routes: {
        [`POST /subscriptions/${SUBSCRIPTION}/plan-change/preview`]: () => wire(quote('next_renewal')),
      },
    });
    await renderWidget(
      <Checkout
        apiBase={FAKE_API_BASE}
        subscriptionId={SUBSCRIPTION}
        changePlanId="payroll-10"
        changeCycle="monthly"
      />,
    );
    expect(await screen.findByText('Este cambio se aplica en la renovación')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Pagar/ })).toBeNull();
  });
});
