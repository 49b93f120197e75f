import { camelizeKeys } from '@facturo/sdk/http';
import type { BillingScheduleChange, BillingSchedulePlan } from '@facturo/sdk/schemas';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test, vi } from 'vitest';
import { BillingDate } from '../../src/index';
import { apiError } from '../support/accounts';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { schedule, signIn, widgetToken, wire } from '../support/billing';
import { AFTER_RETRIES, FAKE_API_BASE, fakeApi } from '../support/fake-api';
import { renderWidget } from '../support/render';

/** The API's plan for "every service on day 15" from the schedule fixture (as planBillingDateChange computes it). */
const UNIFIED_15: BillingSchedulePlan = {
  mode: 'unified',
  day: 15,
  adjustments: [
    {
      subscriptionId: '00000000-0000-4000-8000-0000000000b1',
      planName: { es: 'IPS 1.200', en: 'Clinic 1,200' },
      billingCycle: 'annual',
      currentNextDueDate: '2027-01-25',
      adjustmentDate: '2027-01-25',
      adjustmentDays: 21,
      adjustmentCost: 47_250,
      adjustmentIva: 0,
      newNextDueDate: '2027-02-15',
    },
    {
      subscriptionId: '00000000-0000-4000-8000-0000000000b2',
      planName: { es: 'Nómina 10', en: 'Payroll 10' },
      billingCycle: 'monthly',
      currentNextDueDate: '2026-11-25',
      adjustmentDate: '2026-11-25',
      adjustmentDays: 20,
      adjustmentCost: 16_667,
      adjustmentIva: 3_167,
      newNextDueDate: '2026-12-15',
    },
  ],
  totalAdjustmentCost: 63_917,
  acknowledgementRequired: false,
};

function serveSchedule(current = schedule(), plan: BillingSchedulePlan = UNIFIED_15) {
  let state = current;
  return fakeApi({
    'GET /billing/schedule': () => wire(state),
    'POST /billing/schedule/preview': ({ body }) => {
      const change = camelizeKeys(body) as BillingScheduleChange;
      return wire({ ...plan, mode: change.mode, day: change.day ?? null });
    },
    'PUT /billing/schedule': ({ body }) => {
      const change = camelizeKeys(body) as BillingScheduleChange;
      state = { ...state, mode: change.mode, day: change.day ?? null, pendingAdjustments: plan.adjustments };
      return wire({ ...plan, mode: change.mode, day: change.day ?? null });
    },
  });
}

/** The text of each cell of a table's body rows (and foot), spaces normalised. */
const cells = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      [...row.querySelectorAll('th, td')].map((cell) => cell.textContent?.replace(/\s/g, ' ') ?? ''),
    );

describe('<BillingDate>', () => {
  test('first load: announced while the schedule is on its way, then the services', async () => {
    signIn();
    let answer: () => void = () => {};
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    fakeApi({
      'GET /billing/schedule': async () => {
        await answered;
        return wire(schedule());
      },
    });
    await renderWidget(<BillingDate apiBase={FAKE_API_BASE} />);
    const loading = await screen.findByRole('status');
    expect(loading.textContent).toBe('Cargando tu fecha de cobro…');
    expect(screen.getByRole('region', { name: 'Fecha de cobro' }).getAttribute('aria-busy')).toBe('true');
    expect(screen.queryByRole('table')).toBeNull();
    await expectNoSeriousA11yViolations(document.body);
    answer();
    expect(await screen.findByRole('table', { name: 'Tus servicios y su próximo cobro' })).toBeTruthy();
    expect(screen.queryByText('Cargando tu fecha de cobro…')).toBeNull();
  });

  test('lists each service with its cycle, activation date and next due date', async () => {
    signIn();
    serveSchedule();
    await renderWidget(<BillingDate apiBase={FAKE_API_BASE} />);
    const services = await screen.findByRole('table', { name: 'Tus servicios y su próximo cobro' });
    expect(cells(services)).toEqual([
      ['IPS 1.200', 'Anual', '25 de ene de 2025', '25 de ene de 2027'],
      ['Nómina 10', 'Mensual', '25 de sept de 2026', '25 de nov de 2026'],
    ]);
    expect(screen.getByText('Ahora: Cada servicio en su fecha de activación')).toBeTruthy();
    await expectNoSeriousA11yViolations(document.body);
  });

  test('unified on day 15: the API preview per service, the explanation, then confirm and the event', async () => {
    signIn();
    const api = serveSchedule();
    const onBillingDateChange = vi.fn();
    await renderWidget(<BillingDate apiBase={FAKE_API_BASE} onBillingDateChange={onBillingDateChange} />);
    await userEvent.click(await screen.findByRole('radio', { name: /Todos los servicios el mismo día/ }));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Día del mes' }), '15');

    const preview = await screen.findByRole('table', { name: 'Lo que cambia en cada servicio' });
    expect(
      api.requests.filter((request) => request.path === '/billing/schedule/preview').at(-1)?.body,
    ).toEqual({
      mode: 'unified',
      day: 15,
    });
    expect(cells(preview)).toEqual([
      ['IPS 1.200', '25 de ene de 2027', '21', '$ 47.250', '15 de feb de 2027'],
      ['Nómina 10', '25 de nov de 2026', '20', '$ 16.667+ IVA $ 3.167', '15 de dic de 2026'],
      ['Total de ajustes (antes de IVA)', '$ 63.917', ''],
    ]);
    expect(screen.getByRole('list', { name: 'Cómo funciona el cambio' }).textContent).toContain(
      'periodo de transición',
    );
    await expectNoSeriousA11yViolations(document.body);

    await userEvent.click(screen.getByRole('button', { name: 'Confirmar el cambio' }));
    expect(await screen.findByText('Listo: cambiaste tu fecha de cobro')).toBeTruthy();
    expect(api.requests.find((request) => request.method === 'PUT')?.body).toEqual({
      mode: 'unified',
      day: 15,
    });
    expect(onBillingDateChange.mock.calls[0]?.[0].detail).toEqual({
      mode: 'unified',
      day: 15,
      adjustments: UNIFIED_15.adjustments,
      totalAdjustmentCost: 63_917,
    });
    expect(await screen.findByText('Ahora: Todos los servicios el día 15 de cada mes')).toBeTruthy();
    expect(screen.getByRole('table', { name: 'Cobros de ajuste programados' })).toBeTruthy();
  });

  test('unified back to individual warns and needs the explicit acknowledgement', async () => {
    signIn();
    const api = serveSchedule(schedule({ mode: 'unified', day: 15 }), {
      ...UNIFIED_15,
      acknowledgementRequired: true,
    });
    await renderWidget(<BillingDate apiBase={FAKE_API_BASE} />);
    await userEvent.click(
      await screen.findByRole('radio', { name: /Cada servicio en su fecha de activación/ }),
    );
    expect(await screen.findByText('Antes de volver a las fechas individuales')).toBeTruthy();
    const confirm = screen.getByRole('button', { name: 'Confirmar el cambio' });
    expect((confirm as HTMLButtonElement).disabled).toBe(true);
    const acknowledge = screen.getByRole('button', { name: 'Entiendo' });
    expect(acknowledge.getAttribute('aria-pressed')).toBe('false');
    await userEvent.click(acknowledge);
    expect(acknowledge.getAttribute('aria-pressed')).toBe('true');
    await userEvent.click(confirm);
    await waitFor(() =>
      expect(api.requests.find((request) => request.method === 'PUT')?.body).toEqual({
        mode: 'individual',
        acknowledge: true,
      }),
    );
    await expectNoSeriousA11yViolations(document.body);
  });

  test('a refused preview explains why (an unpaid renewal)', async () => {
    signIn();
    fakeApi({
      'GET /billing/schedule': () => wire(schedule()),
      'POST /billing/schedule/preview': () => apiError(409, 'billing_date_service_overdue'),
    });
    await renderWidget(<BillingDate apiBase={FAKE_API_BASE} />);
    await userEvent.click(await screen.findByRole('radio', { name: /Todos los servicios el mismo día/ }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Tienes un servicio con la factura de renovación sin pagar.',
    );
  });

  test('a read-only widget session shows the schedule without the change; no scope, no data', async () => {
    const api = serveSchedule();
    const readOnly = widgetToken(['billing-date:read', 'invoices:read']);
    const { rerender } = await renderWidget(<BillingDate apiBase={FAKE_API_BASE} accessToken={readOnly} />);
    expect(
      await screen.findByText('Con este acceso puedes consultar la fecha de cobro, pero no cambiarla.'),
    ).toBeTruthy();
    expect(screen.queryByRole('radio')).toBeNull();
    expect(api.requests[0]?.headers.get('Authorization')).toBe(`Bearer ${readOnly}`);

    await rerender(<BillingDate apiBase={FAKE_API_BASE} accessToken={widgetToken(['invoices:read'])} />);
    expect(screen.getByText(/Este acceso no incluye la fecha de cobro/)).toBeTruthy();
    await rerender(<BillingDate apiBase={FAKE_API_BASE} accessToken={widgetToken(['billing-date:write'])} />);
    expect(await screen.findByRole('radio', { name: /Todos los servicios el mismo día/ })).toBeTruthy();
  });

  test('nobody signed in, no services, and a failed load with retry', async () => {
    serveSchedule(schedule({ services: [] }));
    const { rerender } = await renderWidget(<BillingDate apiBase={FAKE_API_BASE} />);
    expect(
      screen.getByText('Inicia sesión para ver y cambiar cuándo te cobramos tus servicios.'),
    ).toBeTruthy();
    signIn();
    await rerender(<BillingDate apiBase={FAKE_API_BASE} />);
    expect(await screen.findByText('Todavía no tienes servicios recurrentes')).toBeTruthy();
    await expectNoSeriousA11yViolations(document.body);
  });

  test('a failed load shows the reason and a retry', async () => {
    signIn();
    let fail = true;
    fakeApi({ 'GET /billing/schedule': () => (fail ? apiError(503, 'try_again_later') : wire(schedule())) });
    await renderWidget(<BillingDate apiBase={FAKE_API_BASE} locale="en" />);
    const alert = await screen.findByRole('alert', {}, AFTER_RETRIES);
    expect(alert.textContent).toContain('We could not load your billing date');
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: 'Your services and their next charge' })).toBeTruthy();
  });
});
