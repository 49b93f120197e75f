import { camelizeKeys } from '@facturo/sdk/http';
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
  state: 'active',
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
  ivaTreatment: 'iva_19',
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
      // The request arrives in snake_case; the answer is the user with the changes applied.
      userData: { ...USER, ...(camelizeKeys(body) as object), firstName: 'Valentina María' },
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

  test.each([
    ['iva_19', 'Anual · $ 342.000 + IVA'],
    ['excluded', 'Anual · $ 342.000 IVA excluido'],
  ])('a plan with IVA %s says so next to its price', async (ivaTreatment, text) => {
    const view = await renderPortal({
      path: '/pages/landing-settings/subscriptions',
      config: { justLandingPage: true },
      user: USER,
      rules: OWNER_RULES,
      api: { ...api, 'GET /subscriptions': () => ({ body: { items: [subscription({ ivaTreatment })] } }) },
    });
    const heading = await view.findByRole('heading', { level: 3, name: 'Emprendedor' });
    expect(heading.nextElementSibling?.textContent?.replace(/\s+/g, ' ')).toBe(text);
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

  test('the website header shows a signed-in customer’s notices, leading into the customer area', async () => {
    const view = await renderPortal({
      path: '/landing-page',
      config: { justLandingPage: true },
      user: USER,
      rules: OWNER_RULES,
      api: {
        ...api,
        'GET /notifications': () => ({
          body: {
            items: [
              {
                id: `renewal_due:${CLINIC.id}`,
                kind: 'renewal_due',
                severity: 'warning',
                title: 'Renueva tu plan Emprendedor',
                message: 'Vence en 3 días. Renueva para no quedarte sin facturar.',
                organizationId: CLINIC.id,
                organizationName: CLINIC.name,
                resource: { type: 'subscription', id: '7a6b5c4d-3e2f-4a1b-9c8d-7e6f5a4b3c2d' },
                occurredAt: new Date().toISOString(),
              },
            ],
          },
        }),
      },
    });
    const header = (await view.findAllByRole('banner'))[0] as HTMLElement;
    const bell = await within(header).findByRole('button', { name: 'Notificaciones, 1 nueva' });
    fireEvent.click(bell);
    const link = await view.findByRole('link', { name: /Renueva tu plan Emprendedor/ });
    expect(link.getAttribute('href')).toBe('/pages/landing-settings/subscriptions');
    await expectNoSeriousA11yViolations(view.container);
  });

  test('a visitor who is not signed in gets no bell', async () => {
    const view = await renderPortal({ path: '/landing-page', config: { justLandingPage: true }, api });
    const header = (await view.findAllByRole('banner'))[0] as HTMLElement;
    expect(within(header).getByRole('link', { name: 'Iniciar sesión' })).toBeTruthy();
    expect(within(header).queryByRole('button', { name: /^Notificaciones/ })).toBeNull();
  });
});
