import type { PlanChangeQuoteResponse, Subscription } from '@facturo/sdk/schemas';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test, vi } from 'vitest';
import { SubscriptionManager } from '../../src/index';
import * as navigation from '../../src/runtime/core/navigation';
import { apiError } from '../support/accounts';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { signIn, subscription, widgetToken, wire } from '../support/billing';
import { FAKE_API_BASE, type FakeRequest, type FakeResponse, fakeApi } from '../support/fake-api';
import { planListBody } from '../support/plans';
import { renderWidget } from '../support/render';
import { openPlanChange, pickPlanChange, subscriptionEvent } from '../support/subscription-manager';

const ID = subscription().id;
const PATH = `/subscriptions/${ID}`;

/** The API's quote for a change of the fixture (Pyme annual, paid until 1 March 2027). */
function quote(timing: 'now' | 'next_renewal', planId: string): PlanChangeQuoteResponse {
  const now = timing === 'now';
  return {
    subscriptionId: ID,
    from: { planId: 'invoicing-pyme-600', planName: { es: 'Pyme', en: 'SMB' }, billingCycle: 'annual' },
    to: { planId, planName: { es: 'Otro', en: 'Other' }, billingCycle: 'annual' },
    timing,
    effectiveDate: now ? '2026-11-27' : '2027-03-02',
    credit: { days: now ? 95 : 0, subtotal: 0, iva: 0, total: now ? 156_448 : 0 },
    charge: {
      days: now ? 95 : 365,
      subtotal: 0,
      iva: 0,
      total: now ? 416_319 : 142_681,
      periodStart: now ? '2026-11-27' : '2027-03-02',
      periodEnd: now ? '2027-03-01' : '2028-03-01',
    },
    amountDue: now ? 259_871 : 0,
    activeUntil: '2027-03-01',
  };
}

/** An API holding one subscription; cancel, resume and the scheduled change update it. */
function serve(initial: Subscription = subscription(), overrides: Record<string, () => FakeResponse> = {}) {
  let current = initial;
  const update = (patch: Partial<Subscription>) => {
    current = { ...current, ...patch };
    return wire(current);
  };
  return fakeApi({
    'GET /subscriptions': () => wire({ items: [current] }),
    'GET /plans': () => ({ body: planListBody() }),
    [`GET ${PATH}/events`]: () => wire({ items: [] }),
    [`POST ${PATH}/cancel`]: () => update({ cancelAtPeriodEnd: true, billingDate: null }),
    [`POST ${PATH}/resume`]: () => update({ cancelAtPeriodEnd: false, billingDate: '2027-03-02' }),
    [`POST ${PATH}/plan-change/preview`]: ({ body }: FakeRequest) => {
      const planId = String(body?.plan_id);
      return wire(quote(planId === 'invoicing-business-2400' ? 'now' : 'next_renewal', planId));
    },
    [`PUT ${PATH}/scheduled-change`]: () =>
      update({
        scheduledChange: {
          planId: 'invoicing-start-120',
          planName: { es: 'Emprendedor', en: 'Starter' },
          billingCycle: 'annual',
          effectiveDate: '2027-03-02',
        },
      }),
    [`DELETE ${PATH}/scheduled-change`]: () => update({ scheduledChange: null }),
    ...overrides,
  });
}

async function card() {
  return within(await screen.findByRole('listitem', { name: 'Pyme' }));
}

describe('<SubscriptionManager>', () => {
  test('lists each subscription with its price, status, dates and documents meter', async () => {
    signIn();
    serve();
    await renderWidget(<SubscriptionManager apiBase={FAKE_API_BASE} />);
    const pyme = await card();
    expect(pyme.getByText('Anual · $ 499.000 + IVA')).toBeTruthy();
    expect(pyme.getByText('Activa')).toBeTruthy();
    expect(pyme.getByText('1 de mar de 2027')).toBeTruthy();
    expect(pyme.getByText('2 de mar de 2027')).toBeTruthy();
    expect(pyme.getByText('Quedan 95 días')).toBeTruthy();
    expect(pyme.getByText('212 de 600 documentos usados')).toBeTruthy();
    const meter = pyme.getByRole('progressbar', { name: 'Documentos usados del plan' });
    expect(meter.getAttribute('aria-valuenow')).toBe('35');
    expect(pyme.getByRole('button', { name: 'Cambiar plan' })).toBeTruthy();
    await expectNoSeriousA11yViolations(document.body);
  });

  test('invoices-url: a link to the invoices, and to pay a pending renewal invoice', async () => {
    signIn();
    serve(subscription({ phase: 'renewal_due', renewalInvoiceId: '6d1c3b2a-4e6f-4a8b-9c0d-1e2f3a4b5c6d' }));
    await renderWidget(<SubscriptionManager apiBase={FAKE_API_BASE} invoicesUrl="/facturas" />);
    const pyme = await card();
    expect(pyme.getByText('Renovación pendiente')).toBeTruthy();
    expect(pyme.getByText(/Tu factura de renovación está pendiente de pago/)).toBeTruthy();
    expect(pyme.getByRole('link', { name: 'Pagarla en mis facturas' }).getAttribute('href')).toBe(
      '/facturas',
    );
    expect(screen.getByRole('link', { name: 'Ver mis facturas' }).getAttribute('href')).toBe('/facturas');
  });

  test('cancel asks for confirmation, then "No se renueva"; resuming undoes it', async () => {
    signIn();
    const api = serve(subscription({ renewalInvoiceId: '6d1c3b2a-4e6f-4a8b-9c0d-1e2f3a4b5c6d' }));
    const onSubscriptionChange = vi.fn();
    const view = await renderWidget(
      <SubscriptionManager apiBase={FAKE_API_BASE} onSubscriptionChange={onSubscriptionChange} />,
    );
    const pyme = await card();
    await userEvent.click(pyme.getByRole('button', { name: 'Cancelar suscripción' }));
    const confirm = pyme.getByRole('region', { name: '¿Cancelar Pyme?' });
    expect(within(confirm).getByText(/Seguirás usando el plan hasta el 1 de marzo de 2027/)).toBeTruthy();
    expect(within(confirm).getByText(/Anularemos con una nota crédito/)).toBeTruthy();
    expect(api.requests.some((request) => request.method === 'POST')).toBe(false);
    await expectNoSeriousA11yViolations(document.body);

    await userEvent.click(within(confirm).getByRole('button', { name: 'Sí, cancelar al final del periodo' }));
    const done = await pyme.findByText('Listo: tu plan se cancela el 1 de marzo de 2027.');
    // The confirmation is gone; focus moves to what happened.
    expect(document.activeElement?.contains(done)).toBe(true);
    expect(await pyme.findByText('No se renueva')).toBeTruthy();
    expect(onSubscriptionChange.mock.calls[0]?.[0].detail).toEqual({
      subscriptionId: ID,
      action: 'cancelled',
    });

    await userEvent.click(pyme.getByRole('button', { name: 'Seguir con el plan' }));
    expect(await pyme.findByText('Listo: tu plan se renovará normalmente.')).toBeTruthy();
    expect(await pyme.findByText('Activa')).toBeTruthy();
    expect(onSubscriptionChange.mock.calls[1]?.[0].detail).toEqual({ subscriptionId: ID, action: 'resumed' });
    expect(
      api.requests.filter((request) => request.method === 'POST').map((request) => request.path),
    ).toEqual([`${PATH}/cancel`, `${PATH}/resume`]);
    // The message on screen follows a change of language.
    await view.rerender(
      <SubscriptionManager apiBase={FAKE_API_BASE} onSubscriptionChange={onSubscriptionChange} locale="en" />,
    );
    expect(await screen.findByText('Done: your plan will renew as usual.')).toBeTruthy();
  });

  test('a step down is quoted, scheduled for the renewal, and can be dropped', async () => {
    signIn();
    const api = serve();
    const onSubscriptionChange = vi.fn();
    await renderWidget(
      <SubscriptionManager apiBase={FAKE_API_BASE} onSubscriptionChange={onSubscriptionChange} />,
    );
    const pyme = await card();
    const select = await openPlanChange(pyme);
    // The current plan in its current cycle is not offered.
    expect(within(select).queryByRole('option', { name: /^Pyme · Anual/ })).toBeNull();
    await userEvent.selectOptions(select, 'invoicing-start-120|annual');
    expect(await pyme.findByText(/Se aplica desde el 2 de marzo de 2027, en tu renovación/)).toBeTruthy();
    await expectNoSeriousA11yViolations(document.body);

    await userEvent.click(pyme.getByRole('button', { name: 'Programar cambio' }));
    expect(await pyme.findByText('Listo: el cambio se aplica el 2 de marzo de 2027.')).toBeTruthy();
    expect(
      await pyme.findByText('Cambio programado: desde el 2 de marzo de 2027 pasas a Emprendedor (anual).'),
    ).toBeTruthy();
    const put = api.requests.find((request) => request.method === 'PUT');
    expect(put?.body).toEqual({ plan_id: 'invoicing-start-120', billing_cycle: 'annual' });

    await userEvent.click(pyme.getByRole('button', { name: 'Mantener mi plan actual' }));
    expect(await pyme.findByText('Listo: en la renovación sigues con tu plan actual.')).toBeTruthy();
    await waitFor(() => expect(pyme.queryByText(/Cambio programado/)).toBeNull());
    expect(onSubscriptionChange.mock.calls.map(([event]) => event.detail.action)).toEqual([
      'plan_change_scheduled',
      'plan_change_unscheduled',
    ]);
  });

  test('a step up dispatches facturo-plan-change-checkout, then goes to checkout-url', async () => {
    signIn();
    serve();
    const navigate = vi.spyOn(navigation, 'navigateTo').mockImplementation(() => {});
    const onPlanChangeCheckout = vi.fn();
    await renderWidget(
      <SubscriptionManager
        apiBase={FAKE_API_BASE}
        checkoutUrl="https://tienda.example.co/pagar"
        onPlanChangeCheckout={onPlanChangeCheckout}
      />,
    );
    const pyme = await card();
    await pickPlanChange(pyme, 'invoicing-business-2400|annual');
    expect(await pyme.findByText('Pagas hoy $ 259.871.')).toBeTruthy();
    expect(pyme.getByText(/Te abonamos \$ 156.448 por 95 días no usados/)).toBeTruthy();
    await userEvent.click(pyme.getByRole('button', { name: 'Continuar al pago' }));
    expect(onPlanChangeCheckout.mock.calls[0]?.[0].detail).toEqual({
      subscriptionId: ID,
      planId: 'invoicing-business-2400',
      billingCycle: 'annual',
      amountDue: 259_871,
    });
    expect(navigate).toHaveBeenCalledWith(
      `https://tienda.example.co/pagar?subscription=${ID}&plan=invoicing-business-2400&cycle=annual`,
    );
  });

  test('a host that prevents the checkout event stays; without checkout-url the widget says where to set it', async () => {
    signIn();
    serve();
    const navigate = vi.spyOn(navigation, 'navigateTo').mockImplementation(() => {});
    let prevent = true;
    const { container } = await renderWidget(
      <SubscriptionManager
        apiBase={FAKE_API_BASE}
        onPlanChangeCheckout={(event) => {
          if (prevent) event.preventDefault();
        }}
      />,
    );
    const pyme = await card();
    await pickPlanChange(pyme, 'invoicing-business-2400|annual');
    await userEvent.click(await pyme.findByRole('button', { name: 'Continuar al pago' }));
    expect(pyme.queryByText(/no tiene configurado dónde pagar/)).toBeNull();

    prevent = false;
    await userEvent.click(pyme.getByRole('button', { name: 'Continuar al pago' }));
    expect(await pyme.findByText(/Quien la configuró debe darle al widget un checkout-url/)).toBeTruthy();
    expect(navigate).not.toHaveBeenCalled();
    expect(container.textContent).not.toBe('');
  });

  test('keyboard: the confirmation opens with Enter and "Mantener mi plan" returns focus to its button', async () => {
    signIn();
    const api = serve();
    await renderWidget(<SubscriptionManager apiBase={FAKE_API_BASE} />);
    const pyme = await card();
    const cancel = pyme.getByRole('button', { name: 'Cancelar suscripción' });
    cancel.focus();
    await userEvent.keyboard('{Enter}');
    expect(cancel.getAttribute('aria-expanded')).toBe('true');
    await userEvent.tab();
    expect(document.activeElement).toBe(
      pyme.getByRole('button', { name: 'Sí, cancelar al final del periodo' }),
    );
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    expect(pyme.queryByRole('region', { name: '¿Cancelar Pyme?' })).toBeNull();
    expect(document.activeElement).toBe(cancel);
    expect(api.requests.some((request) => request.method === 'POST')).toBe(false);
  });

  test('a widget session with subscriptions:read only shows, and says so', async () => {
    const token = widgetToken(['subscriptions:read']);
    const api = serve();
    await renderWidget(<SubscriptionManager apiBase={FAKE_API_BASE} accessToken={token} />);
    const pyme = await card();
    expect(screen.getByText(/Con este acceso puedes consultar tus planes, pero no cambiarlos/)).toBeTruthy();
    expect(pyme.queryByRole('button')).toBeNull();
    // Reading the history is reading: the API allows it with subscriptions:read.
    expect(pyme.getByText('Historial de cambios')).toBeTruthy();
    expect(api.requests[0]?.headers.get('Authorization')).toBe(`Bearer ${token}`);
    await expectNoSeriousA11yViolations(document.body);
  });

  test('a token without subscriptions:read is told so; nobody signed in is asked to sign in', async () => {
    serve();
    const view = await renderWidget(
      <SubscriptionManager apiBase={FAKE_API_BASE} accessToken={widgetToken(['invoices:read'])} />,
    );
    expect(await screen.findByText(/Este acceso no incluye tus planes/)).toBeTruthy();
    await view.rerender(<SubscriptionManager apiBase={FAKE_API_BASE} />);
    expect(await screen.findByText('Inicia sesión para ver y administrar tus planes.')).toBeTruthy();
  });

  test('an API refusal is shown translated and the card stays', async () => {
    signIn();
    serve(subscription(), { [`POST ${PATH}/cancel`]: () => apiError(409, 'subscription_not_active') });
    await renderWidget(<SubscriptionManager apiBase={FAKE_API_BASE} />);
    const pyme = await card();
    await userEvent.click(pyme.getByRole('button', { name: 'Cancelar suscripción' }));
    await userEvent.click(pyme.getByRole('button', { name: 'Sí, cancelar al final del periodo' }));
    const alert = await pyme.findByRole('alert');
    expect(alert.textContent).toContain('Esta suscripción no está en servicio');
    expect(alert.textContent).not.toContain('server text');
    expect(pyme.getByText('Activa')).toBeTruthy();
  });

  test('the history lists who changed what, with the plans by name', async () => {
    signIn();
    serve(subscription(), {
      [`GET ${PATH}/events`]: () =>
        wire({
          items: [
            subscriptionEvent({
              action: 'plan_change_scheduled',
              actor: {
                id: '8d1c3b2a-4e6f-4a8b-9c0d-1e2f3a4b5c6d',
                name: 'Ana Ospina',
                email: 'ana@example.co',
              },
              planChange: {
                fromPlanId: 'invoicing-pyme-600',
                fromBillingCycle: 'annual',
                planId: 'invoicing-start-120',
                billingCycle: 'annual',
              },
            }),
          ],
        }),
    });
    await renderWidget(<SubscriptionManager apiBase={FAKE_API_BASE} />);
    const pyme = await card();
    await userEvent.click(pyme.getByText('Historial de cambios'));
    expect(
      await pyme.findByText(
        /Ana Ospina programó el cambio de Pyme \(anual\) a Emprendedor \(anual\) para la renovación/,
      ),
    ).toBeTruthy();
  });

  test('an error loading the list is shown translated, with a retry', async () => {
    signIn();
    fakeApi({ 'GET /subscriptions': () => apiError(403, 'forbidden') });
    await renderWidget(<SubscriptionManager apiBase={FAKE_API_BASE} />);
    expect(await screen.findByText('No pudimos cargar tus planes')).toBeTruthy();
    expect(screen.getByText('No tienes permiso para hacer esto.')).toBeTruthy();
    expect(screen.getByRole('button', { name: /Reintentar|Intentar de nuevo/ })).toBeTruthy();
  });
});
