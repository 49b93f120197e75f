import { pricePlan } from '@facturo/sdk/billing';
import type { Plan } from '@facturo/sdk/schemas';
import { fireEvent, waitFor, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { CLINIC, OWNER_RULES, USER } from '../support/fixtures';
import { renderPortal } from '../support/render-portal';

const plan = (
  id: string,
  name: string,
  monthlyPrice: number,
  annualPrice: number,
  sortOrder: number,
): Plan => ({
  id,
  serviceId: 'electronic_payroll',
  name: { es: name, en: name },
  documentsIncluded: 10,
  documentsPeriod: 'month',
  monthlyPrice,
  annualPrice,
  ivaTreatment: 'excluded',
  features: { es: ['Nómina electrónica'], en: ['Electronic payroll'] },
  highlighted: false,
  sortOrder,
});
const PLANS = [
  pricePlan(plan('payroll-10', 'Nómina 10', 25_000, 255_000, 1)),
  pricePlan(plan('payroll-50', 'Nómina 50', 69_000, 702_000, 2)),
];

let current = {
  id: '7a6b5c4d-3e2f-4a1b-9c8d-7e6f5a4b3c2d',
  organizationId: CLINIC.id,
  planId: 'payroll-50',
  serviceId: 'electronic_payroll',
  planName: { es: 'Nómina 50', en: 'Payroll 50' },
  billingCycle: 'monthly',
  status: 'active',
  state: 'active',
  phase: 'active',
  activationDate: '2026-10-10',
  activeUntil: '2026-12-09',
  daysRemaining: 12,
  billingDate: '2026-12-10',
  validForYears: null,
  valuePerDocument: 1380,
  documentsUsed: 20,
  documentsIncluded: 50,
  extraDocuments: 0,
  price: 69_000,
  ivaTreatment: 'excluded',
  renewalInvoiceId: null as string | null,
  cancelAtPeriodEnd: false,
  scheduledChange: null as null | Record<string, unknown>,
  createdAt: '2026-10-10T10:00:00.000Z',
};

const quote = (to: { planId: string; billingCycle: string }) => ({
  subscriptionId: current.id,
  from: { planId: 'payroll-50', planName: { es: 'Nómina 50', en: 'Payroll 50' }, billingCycle: 'monthly' },
  to: { ...to, planName: { es: 'Nómina', en: 'Payroll' } },
  ...(to.billingCycle === 'annual'
    ? {
        timing: 'now',
        effectiveDate: '2026-11-28',
        credit: { days: 12, subtotal: 27_600, iva: 0, total: 27_600 },
        charge: {
          days: 365,
          subtotal: 702_000,
          iva: 0,
          total: 702_000,
          periodStart: '2026-11-28',
          periodEnd: '2027-11-27',
        },
        amountDue: 674_400,
        activeUntil: '2027-11-27',
      }
    : {
        timing: 'next_renewal',
        effectiveDate: '2026-12-10',
        credit: { days: 0, subtotal: 0, iva: 0, total: 0 },
        charge: {
          days: 31,
          subtotal: 25_000,
          iva: 0,
          total: 25_000,
          periodStart: '2026-12-10',
          periodEnd: '2027-01-09',
        },
        amountDue: 0,
        activeUntil: '2026-12-09',
      }),
});

const render = () =>
  renderPortal({
    path: '/pages/landing-settings/subscriptions',
    config: { justLandingPage: true },
    user: USER,
    rules: OWNER_RULES,
    api: {
      'GET /organizations': () => ({ body: { items: [CLINIC] } }),
      'GET /me': () => ({ body: { userData: USER, userAbilityRules: OWNER_RULES } }),
      'GET /subscriptions': () => ({ body: { items: [current] } }),
      'GET /plans': () => ({ body: { items: PLANS } }),
      [`POST /subscriptions/${current.id}/plan-change/preview`]: ({ body }: { body: unknown }) => {
        const wanted = body as { plan_id: string; billing_cycle: string };
        return { body: quote({ planId: wanted.plan_id, billingCycle: wanted.billing_cycle }) };
      },
      [`PUT /subscriptions/${current.id}/scheduled-change`]: () => {
        current = {
          ...current,
          scheduledChange: {
            planId: 'payroll-10',
            planName: { es: 'Nómina 10', en: 'Payroll 10' },
            billingCycle: 'monthly',
            effectiveDate: '2026-12-10',
          },
        };
        return { body: current };
      },
      [`DELETE /subscriptions/${current.id}/scheduled-change`]: () => {
        current = { ...current, scheduledChange: null };
        return { body: current };
      },
    },
  });

describe('changing a subscription’s plan in the portal', () => {
  test('a step up shows the credit and what is paid today, then goes to the payment', async () => {
    const view = await render();
    fireEvent.click(await view.findByRole('button', { name: 'Cambiar plan' }));
    const dialog = await view.findByRole('region', { name: 'Cambiar Nómina 50' });
    const select = (await within(dialog).findByLabelText('Nuevo plan')) as HTMLSelectElement;
    await waitFor(() => expect(select.disabled).toBe(false));
    // The plan and cycle it already has is not offered.
    expect([...select.options].map((option) => option.textContent?.replace(/\s/g, ' '))).toEqual([
      'Elige un plan',
      'Nómina 10 · Mensual · $ 25.000 IVA excluido',
      'Nómina 10 · Anual · $ 255.000 IVA excluido',
      'Nómina 50 · Anual · $ 702.000 IVA excluido',
    ]);
    fireEvent.change(select, { target: { value: 'payroll-50|annual' } });
    expect(await within(dialog).findByText('Pagas hoy $ 674.400.')).toBeTruthy();
    expect(dialog.textContent?.replace(/\s/g, ' ')).toContain(
      'Te abonamos $ 27.600 por 12 días no usados de tu plan actual',
    );
    await expectNoSeriousA11yViolations(view.container);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Continuar al pago' }));
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/checkout'));
    expect(new URLSearchParams(view.router.state.location.search).get('cycle')).toBe('annual');
  });

  test('a step down is scheduled for the renewal, shown on the card, and can be dropped', async () => {
    const view = await render();
    fireEvent.click(await view.findByRole('button', { name: 'Cambiar plan' }));
    const dialog = await view.findByRole('region', { name: 'Cambiar Nómina 50' });
    const select = (await within(dialog).findByLabelText('Nuevo plan')) as HTMLSelectElement;
    await waitFor(() => expect(select.disabled).toBe(false));
    fireEvent.change(select, {
      target: { value: 'payroll-10|monthly' },
    });
    expect(
      await within(dialog).findByText(/Se aplica desde el 10 de diciembre de 2026, en tu renovación/),
    ).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Programar cambio' }));
    expect(await view.findByText('Listo: el cambio se aplica el 10 de diciembre de 2026.')).toBeTruthy();
    expect(
      await view.findByText(
        'Cambio programado: desde el 10 de diciembre de 2026 pasas a Nómina 10 (mensual).',
      ),
    ).toBeTruthy();
    fireEvent.click(view.getByRole('button', { name: 'Mantener mi plan actual' }));
    expect(await view.findByText('Listo: en la renovación sigues con tu plan actual.')).toBeTruthy();
    await waitFor(() => expect(view.queryByText(/Cambio programado/)).toBeNull());
  });

  test('while the renewal invoice is open, a step up asks to pay the renewal first', async () => {
    const renewal = '1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f';
    current = { ...current, renewalInvoiceId: renewal, scheduledChange: null };
    const view = await render();
    fireEvent.click(await view.findByRole('button', { name: 'Cambiar plan' }));
    const dialog = await view.findByRole('region', { name: 'Cambiar Nómina 50' });
    const select = (await within(dialog).findByLabelText('Nuevo plan')) as HTMLSelectElement;
    await waitFor(() => expect(select.disabled).toBe(false));
    fireEvent.change(select, {
      target: { value: 'payroll-50|annual' },
    });
    expect(
      await within(dialog).findByText(/La renovación de esta suscripción ya está facturada/),
    ).toBeTruthy();
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Renovar' }));
    await waitFor(() => expect(view.router.state.location.search).toBe(`?invoice=${renewal}`));
  });
});
