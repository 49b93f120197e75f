import { parseConfig } from '@facturo/sdk/config';
import type { PlanChangeQuoteResponse, Subscription } from '@facturo/sdk/schemas';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test, vi } from 'vitest';
import { SubscriptionManager } from '../../src/index';
import { getConnection } from '../../src/runtime/core/connection/api-connection';
import * as navigation from '../../src/runtime/core/navigation';
import { signIn, subscription, widgetToken, wire } from '../support/billing';
import { FAKE_API_BASE, type FakeRequest, fakeApi } from '../support/fake-api';
import { planListBody } from '../support/plans';
import { renderWidget } from '../support/render';
import { pickPlanChange, subscriptionEvent } from '../support/subscription-manager';

// Renewing, buying a cancelled plan again, the empty state's way to the plans, and what an
// integrator's widget session with subscriptions:manage may do.
const ID = subscription().id;
const PATH = `/subscriptions/${ID}`;
const INVOICE = '6d1c3b2a-4e6f-4a8b-9c0d-1e2f3a4b5c6d';

/** A step-up quote for the fixture (Pyme annual, paid until 1 March 2027). */
const stepUp = (planId: string): PlanChangeQuoteResponse => ({
  subscriptionId: ID,
  from: { planId: 'invoicing-pyme-600', planName: { es: 'Pyme', en: 'SMB' }, billingCycle: 'annual' },
  to: { planId, planName: { es: 'Empresa', en: 'Business' }, billingCycle: 'annual' },
  timing: 'now',
  effectiveDate: '2026-11-27',
  credit: { days: 95, subtotal: 0, iva: 0, total: 156_448 },
  charge: {
    days: 95,
    subtotal: 0,
    iva: 0,
    total: 416_319,
    periodStart: '2026-11-27',
    periodEnd: '2027-03-01',
  },
  amountDue: 259_871,
  activeUntil: '2027-03-01',
});

function serve(items: Subscription[], events: unknown[] = []) {
  return fakeApi({
    'GET /subscriptions': () => wire({ items }),
    'GET /plans': () => ({ body: planListBody() }),
    [`GET ${PATH}/events`]: () => wire({ items: events }),
    [`POST ${PATH}/plan-change/preview`]: ({ body }: FakeRequest) => wire(stepUp(String(body?.plan_id))),
    [`POST ${PATH}/cancel`]: () => wire({ ...items[0], cancelAtPeriodEnd: true, billingDate: null }),
  });
}

const card = async () => within(await screen.findByRole('listitem', { name: 'Pyme' }));

describe('<SubscriptionManager> renewing and buying again', () => {
  test('"Renovar" dispatches facturo-renewal-checkout, then goes to checkout-url with the invoice', async () => {
    signIn();
    serve([subscription({ phase: 'renewal_due', renewalInvoiceId: INVOICE })]);
    const navigate = vi.spyOn(navigation, 'navigateTo').mockImplementation(() => {});
    const onRenewalCheckout = vi.fn();
    await renderWidget(
      <SubscriptionManager
        apiBase={FAKE_API_BASE}
        checkoutUrl="https://tienda.example.co/pagar"
        onRenewalCheckout={onRenewalCheckout}
      />,
    );
    await userEvent.click((await card()).getByRole('button', { name: 'Renovar' }));
    expect(onRenewalCheckout.mock.calls[0]?.[0].detail).toEqual({ subscriptionId: ID, invoiceId: INVOICE });
    expect(navigate).toHaveBeenCalledWith(`https://tienda.example.co/pagar?invoice=${INVOICE}`);
  });

  test('a host that prevents it stays; without checkout-url the widget says where to set it', async () => {
    signIn();
    serve([subscription({ phase: 'renewal_due', renewalInvoiceId: INVOICE })]);
    const navigate = vi.spyOn(navigation, 'navigateTo').mockImplementation(() => {});
    let prevent = true;
    await renderWidget(
      <SubscriptionManager
        apiBase={FAKE_API_BASE}
        onRenewalCheckout={(event) => {
          if (prevent) event.preventDefault();
        }}
      />,
    );
    const pyme = await card();
    await userEvent.click(pyme.getByRole('button', { name: 'Renovar' }));
    expect(pyme.queryByRole('alert')).toBeNull();
    prevent = false;
    await userEvent.click(pyme.getByRole('button', { name: 'Renovar' }));
    expect((await pyme.findByRole('alert')).textContent).toMatch(/no tiene configurado dónde pagar/);
    expect(navigate).not.toHaveBeenCalled();
  });

  test('while renewal is due without its invoice, the card says when it comes', async () => {
    signIn();
    serve([subscription({ phase: 'renewal_due' })]);
    await renderWidget(<SubscriptionManager apiBase={FAKE_API_BASE} />);
    const pyme = await card();
    expect(
      pyme.getByText('Tu factura de renovación se emite 5 días antes de que termine tu plan.'),
    ).toBeTruthy();
    expect(pyme.queryByRole('button', { name: 'Renovar' })).toBeNull();
  });

  test('a certificate near the end of its validity announces no renewal invoice (it is bought once)', async () => {
    signIn();
    serve([subscription({ phase: 'renewal_due', validForYears: 1 })]);
    await renderWidget(<SubscriptionManager apiBase={FAKE_API_BASE} />);
    const pyme = await card();
    expect(pyme.queryByText(/Tu factura de renovación se emite/)).toBeNull();
  });

  test('a step up while the renewal invoice is open pays the renewal first', async () => {
    signIn();
    serve([subscription({ phase: 'renewal_due', renewalInvoiceId: INVOICE })]);
    const onRenewalCheckout = vi.fn((event: Event) => event.preventDefault());
    const onPlanChangeCheckout = vi.fn();
    await renderWidget(
      <SubscriptionManager
        apiBase={FAKE_API_BASE}
        onRenewalCheckout={onRenewalCheckout}
        onPlanChangeCheckout={onPlanChangeCheckout}
      />,
    );
    const pyme = await card();
    await pickPlanChange(pyme, 'invoicing-business-2400|annual');
    expect(await pyme.findByText(/renovación/, { selector: '[role="status"]' })).toBeTruthy();
    const region = within(pyme.getByRole('region', { name: 'Cambiar Pyme' }));
    await userEvent.click(region.getByRole('button', { name: 'Renovar' }));
    expect(onRenewalCheckout).toHaveBeenCalledTimes(1);
    expect(onPlanChangeCheckout).not.toHaveBeenCalled();
  });

  test('"Comprar de nuevo" puts a cancelled plan in the shared cart and goes to checkout-url', async () => {
    signIn();
    serve([subscription({ state: 'cancelled', status: 'inactive', phase: 'cancelled', billingDate: null })]);
    const navigate = vi.spyOn(navigation, 'navigateTo').mockImplementation(() => {});
    const onSubscriptionRebuy = vi.fn();
    await renderWidget(
      <SubscriptionManager
        apiBase={FAKE_API_BASE}
        checkoutUrl="/pagar"
        onSubscriptionRebuy={onSubscriptionRebuy}
      />,
    );
    await userEvent.click((await card()).getByRole('button', { name: 'Comprar de nuevo' }));
    expect(onSubscriptionRebuy.mock.calls[0]?.[0].detail).toEqual({
      subscriptionId: ID,
      planId: 'invoicing-pyme-600',
      billingCycle: 'annual',
    });
    await waitFor(() =>
      expect(navigate).toHaveBeenCalledWith(
        'http://localhost:3000/pagar?plan=invoicing-pyme-600&cycle=annual',
      ),
    );
    const cart = getConnection(parseConfig({ apiBaseUrl: FAKE_API_BASE })).cart;
    expect(cart.items).toEqual([{ planId: 'invoicing-pyme-600', cycle: 'annual', quantity: 1 }]);
  });

  test('no subscriptions: plans-url offers the plans', async () => {
    signIn();
    serve([]);
    await renderWidget(<SubscriptionManager apiBase={FAKE_API_BASE} plansUrl="/planes" />);
    expect((await screen.findByRole('link', { name: 'Ver los planes' })).getAttribute('href')).toBe(
      '/planes',
    );
    expect(screen.getByText('Aún no tienes planes')).toBeTruthy();
  });
});

describe("<SubscriptionManager> with an integrator's subscriptions:manage session", () => {
  test('cancels and reads the history (naming the integration), but pays nothing', async () => {
    const token = widgetToken(['subscriptions:manage']);
    const api = serve(
      [subscription({ phase: 'renewal_due', renewalInvoiceId: INVOICE })],
      [
        subscriptionEvent({
          action: 'cancellation_undone',
          apiKey: { id: '8d1c3b2a-4e6f-4a8b-9c0d-1e2f3a4b5c6d', name: 'ERP Contable' },
        }),
      ],
    );
    await renderWidget(<SubscriptionManager apiBase={FAKE_API_BASE} accessToken={token} />);
    const pyme = await card();
    expect(screen.queryByText(/no cambiarlos/)).toBeNull();
    expect(pyme.queryByRole('button', { name: 'Renovar' })).toBeNull();
    await userEvent.click(pyme.getByText('Historial de cambios'));
    expect(
      await pyme.findByText(/La integración «ERP Contable» dejó sin efecto la cancelación/),
    ).toBeTruthy();
    await pickPlanChange(pyme, 'invoicing-business-2400|annual');
    expect(await pyme.findByText('Para pagar este cambio hoy, inicia sesión en tu cuenta.')).toBeTruthy();
    expect(pyme.queryByRole('button', { name: /Continuar al pago|Renovar/ })).toBeNull();
    await userEvent.click(pyme.getByRole('button', { name: 'Cancelar suscripción' }));
    await userEvent.click(pyme.getByRole('button', { name: 'Sí, cancelar al final del periodo' }));
    await waitFor(() =>
      expect(
        api.requests.some((request) => request.method === 'POST' && request.path.endsWith('/cancel')),
      ).toBe(true),
    );
    const cancel = api.requests.find((request) => request.path.endsWith('/cancel'));
    expect(cancel?.headers.get('Authorization')).toBe(`Bearer ${token}`);
  });
});
