import { fireEvent, waitFor, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { CLINIC, OWNER_RULES, USER } from '../support/fixtures';
import { renderPortal } from '../support/render-portal';

const subscription = (overrides: Record<string, unknown> = {}) => ({
  id: '7a6b5c4d-3e2f-4a1b-9c8d-7e6f5a4b3c2d',
  organizationId: CLINIC.id,
  planId: 'fe-emprendedor',
  serviceId: 'electronic_invoicing',
  planName: { es: 'Emprendedor', en: 'Entrepreneur' },
  billingCycle: 'annual',
  status: 'active',
  phase: 'renewal_due',
  activationDate: '2025-12-01',
  activeUntil: '2026-11-30',
  daysRemaining: 3,
  billingDate: '2026-12-01',
  validForYears: null,
  valuePerDocument: 1140,
  documentsUsed: 265,
  documentsIncluded: 300,
  extraDocuments: 0,
  price: 342000,
  renewalInvoiceId: null,
  createdAt: '2025-12-01T10:00:00.000Z',
  ...overrides,
});

const api = {
  'GET /organizations': () => ({ body: { items: [CLINIC] } }),
  'GET /subscriptions': () => ({ body: { items: [subscription()] } }),
  'GET /me': () => ({ body: { userData: USER, userAbilityRules: OWNER_RULES } }),
  'PATCH /me': ({ body }: { body: unknown }) => ({
    body: {
      userData: { ...USER, ...(body as object), first_name: undefined, firstName: 'Valentina María' },
      userAbilityRules: OWNER_RULES,
    },
  }),
};

describe('the customer area (landing-only deployments)', () => {
  test('subscriptions show phase, active until, days remaining and documents used; renewing opens the bag', async () => {
    const view = await renderPortal({
      path: '/pages/landing-settings/subscriptions',
      config: { justLandingPage: true },
      user: USER,
      rules: OWNER_RULES,
      api,
    });
    const card = (await view.findByRole('heading', { level: 3, name: 'Emprendedor' })).closest('div[class]')
      ?.parentElement as HTMLElement;
    expect(within(card).getByText('Renovación pendiente')).toBeTruthy();
    expect(within(card).getByText('30 de noviembre de 2026')).toBeTruthy();
    expect(within(card).getByText('Quedan 3 días')).toBeTruthy();
    expect(within(card).getByText('265 de 300 documentos usados')).toBeTruthy();
    expect(within(card).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('88');
    await expectNoSeriousA11yViolations(view.container);
    fireEvent.click(within(card).getByRole('button', { name: 'Renovar' }));
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/checkout-cart'));
  });

  test('the account tab saves the profile with PATCH /me', async () => {
    const view = await renderPortal({
      path: '/pages/landing-settings/account',
      config: { justLandingPage: true },
      user: USER,
      rules: OWNER_RULES,
      api,
    });
    const secondName = await view.findByLabelText(/Segundo nombre/);
    fireEvent.change(secondName, { target: { value: 'María' } });
    fireEvent.click(view.getByRole('button', { name: 'Guardar' }));
    expect(await view.findByText('Los cambios se guardaron correctamente.')).toBeTruthy();
    const patch = view.api.calls.find((call) => call.method === 'PATCH');
    expect(patch?.body).toMatchObject({
      first_name: 'Valentina',
      second_name: 'María',
      document_number: '43876521',
      company_name: null,
    });
  });
});
