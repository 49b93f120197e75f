import { camelizeKeys } from '@facturo/sdk/http';
import type { BillingSchedule, BillingScheduleChange, BillingSchedulePlan } from '@facturo/sdk/schemas';
import { fireEvent, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { CLINIC, OWNER_RULES, USER } from '../support/fixtures';
import { renderPortal } from '../support/render-portal';

const SERVICE_ID = '00000000-0000-4000-8000-0000000000b1';

/** The clinic's one service, billed each year on its activation date, with nothing pending. */
const SCHEDULE: BillingSchedule = {
  organizationId: CLINIC.id,
  mode: 'individual',
  day: null,
  services: [
    {
      subscriptionId: SERVICE_ID,
      planId: 'health-ips-1200',
      serviceId: 'health_billing',
      planName: { es: 'IPS 1.200', en: 'Clinic 1,200' },
      billingCycle: 'annual',
      price: 810_000,
      activationDate: '2025-01-25',
      nextDueDate: '2027-01-25',
    },
  ],
  pendingAdjustments: [],
};

/** What moving that service to day 15 schedules: one adjustment of 21 days. */
const DAY_15: BillingSchedulePlan = {
  mode: 'unified',
  day: 15,
  adjustments: [
    {
      subscriptionId: SERVICE_ID,
      planName: { es: 'IPS 1.200', en: 'Clinic 1,200' },
      billingCycle: 'annual',
      currentNextDueDate: '2027-01-25',
      adjustmentDate: '2027-01-25',
      adjustmentDays: 21,
      adjustmentCost: 47_250,
      adjustmentIva: 0,
      newNextDueDate: '2027-02-15',
    },
  ],
  totalAdjustmentCost: 47_250,
  acknowledgementRequired: false,
};

/** The API of the billing tab: the schedule changes when the billing date is confirmed. */
function billingApi() {
  let schedule = SCHEDULE;
  const planFor = (body: unknown) => {
    const change = camelizeKeys(body) as BillingScheduleChange;
    return { ...DAY_15, mode: change.mode, day: change.day ?? null };
  };
  return {
    'GET /organizations': () => ({ body: { items: [CLINIC] } }),
    'GET /invoices': () => ({ body: { items: [], total: 0, page: 1, pageSize: 10 } }),
    'GET /billing/schedule': () => ({ body: schedule }),
    'POST /billing/schedule/preview': ({ body }: { body: unknown }) => ({ body: planFor(body) }),
    'PUT /billing/schedule': ({ body }: { body: unknown }) => {
      schedule = { ...schedule, mode: 'unified', day: 15, pendingAdjustments: DAY_15.adjustments };
      return { body: planFor(body) };
    },
  };
}

describe('the billing tab', () => {
  test('after a new billing date is confirmed, the pending adjustments show it without a reload', async () => {
    const view = await renderPortal({
      path: '/pages/landing-settings/billing',
      config: { justLandingPage: true },
      user: USER,
      rules: OWNER_RULES,
      api: billingApi(),
    });
    const adjustments = (
      await view.findByRole('heading', { name: 'Ajustes del periodo de facturación' })
    ).closest('section') as HTMLElement;
    expect(await within(adjustments).findByText('No tienes ajustes pendientes')).toBeTruthy();

    fireEvent.click(await view.findByRole('radio', { name: /Todos los servicios el mismo día/ }));
    fireEvent.change(view.getByRole('combobox', { name: 'Día del mes' }), { target: { value: '15' } });
    fireEvent.click(await view.findByRole('button', { name: 'Confirmar el cambio' }));
    expect(await view.findByText('Listo: cambiaste tu fecha de cobro')).toBeTruthy();

    const table = await within(adjustments).findByRole('table', { name: 'Ajustes pendientes por facturar' });
    expect(within(table).getByText('IPS 1.200')).toBeTruthy();
    expect(within(table).getByText('21')).toBeTruthy();
    expect(within(adjustments).queryByText('No tienes ajustes pendientes')).toBeNull();
  });
});
