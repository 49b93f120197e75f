import { camelizeKeys } from '@facturo/sdk/http';
import { fireEvent, waitFor, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { CLINIC, OWNER_RULES, USER } from '../support/fixtures';
import { renderPortal } from '../support/render-portal';

const RENEWAL_ID = '1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f';

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
  billingDate: '2026-12-01' as string | null,
  validForYears: null,
  valuePerDocument: 1140,
  documentsUsed: 265,
  documentsIncluded: 300,
  extraDocuments: 0,
  price: 342000,
  ivaTreatment: 'iva_19',
  renewalInvoiceId: null as string | null,
  cancelAtPeriodEnd: false,
  scheduledChange: null,
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
    expect(within(card).getByText('30 de nov de 2026')).toBeTruthy();
    expect(within(card).getByText('Quedan 3 días')).toBeTruthy();
    expect(within(card).getByText('265 de 300 documentos usados')).toBeTruthy();
    expect(within(card).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('88');
    await expectNoSeriousA11yViolations(view.container);
    // The renewal invoice is not issued yet: there is nothing to pay, and buying again would be refused.
    expect(within(card).queryByRole('button', { name: 'Renovar' })).toBeNull();
    expect(
      within(card).getByText('Tu factura de renovación se emite 5 días antes de que termine tu plan.'),
    ).toBeTruthy();
  });

  test.each([
    [
      'its renewal invoice is open: "Renovar" pays it',
      { renewalInvoiceId: RENEWAL_ID },
      'Renovar',
      '/checkout',
    ],
    [
      'it was cancelled: "Comprar de nuevo" puts the plan in the bag',
      { state: 'cancelled', status: 'inactive', phase: 'cancelled' },
      'Comprar de nuevo',
      '/checkout-cart',
    ],
  ])('when %s', async (_label, overrides, button, path) => {
    const view = await renderPortal({
      path: '/pages/landing-settings/subscriptions',
      config: { justLandingPage: true },
      user: USER,
      rules: OWNER_RULES,
      api: { ...api, 'GET /subscriptions': () => ({ body: { items: [subscription(overrides)] } }) },
    });
    fireEvent.click(await view.findByRole('button', { name: button }));
    await waitFor(() => expect(view.router.state.location.pathname).toBe(path));
  });

  test('cancelling at the end of the period: a confirmation says until when, then the card says so and offers to undo', async () => {
    let current = subscription({ renewalInvoiceId: RENEWAL_ID });
    const view = await renderPortal({
      path: '/pages/landing-settings/subscriptions',
      config: { justLandingPage: true },
      user: USER,
      rules: OWNER_RULES,
      api: {
        ...api,
        'GET /subscriptions': () => ({ body: { items: [current] } }),
        [`POST /subscriptions/${current.id}/cancel`]: () => {
          current = { ...current, cancelAtPeriodEnd: true, billingDate: null, renewalInvoiceId: null };
          return { body: current };
        },
        [`POST /subscriptions/${current.id}/resume`]: () => {
          current = { ...current, cancelAtPeriodEnd: false, billingDate: '2026-12-01' };
          return { body: current };
        },
        [`GET /subscriptions/${current.id}/events`]: () => ({
          body: {
            items: [
              {
                id: '0b1c2d3e-4f50-4a61-8b72-9c8d7e6f5a4b',
                subscriptionId: current.id,
                action: 'cancellation_scheduled',
                actor: { id: USER.id, name: 'Valentina Restrepo', email: USER.email },
                apiKey: null,
                activeUntil: '2026-11-30',
                voidedInvoices: ['SETP990000123'],
                creditedAmount: 406980,
                planChange: null,
                chargedAmount: 0,
                createdAt: '2026-11-27T15:00:00.000Z',
              },
            ],
          },
        }),
      },
    });
    fireEvent.click(await view.findByRole('button', { name: 'Cancelar suscripción' }));
    const dialog = await view.findByRole('region', { name: '¿Cancelar Emprendedor?' });
    expect(dialog.textContent).toContain('Seguirás usando el plan hasta el 30 de noviembre de 2026.');
    expect(dialog.textContent).toContain('Anularemos con una nota crédito la factura de renovación');
    await expectNoSeriousA11yViolations(view.container);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sí, cancelar al final del periodo' }));
    expect(await view.findByText('Listo: tu plan se cancela el 30 de noviembre de 2026.')).toBeTruthy();
    expect(await view.findByText('No se renueva')).toBeTruthy();
    expect(
      view.getByText('Cancelaste este plan: lo tienes hasta el 30 de noviembre de 2026 y no se renovará.'),
    ).toBeTruthy();
    expect(view.api.calls.filter((call) => call.path.endsWith('/cancel'))).toHaveLength(1);

    fireEvent.click(view.getByText('Historial de cambios'));
    expect(
      await view.findByText(
        /Valentina Restrepo canceló el plan al final del periodo \(30 de noviembre de 2026\)\./,
      ),
    ).toBeTruthy();
    expect(view.getByText(/Nota crédito para SETP990000123 por \$ 406\.980\./)).toBeTruthy();

    fireEvent.click(view.getByRole('button', { name: 'Seguir con el plan' }));
    expect(await view.findByText('Listo: tu plan se renovará normalmente.')).toBeTruthy();
    expect(await view.findByRole('button', { name: 'Cancelar suscripción' })).toBeTruthy();
  });

  test('a member who may only read sees the subscription but cannot cancel it', async () => {
    const view = await renderPortal({
      path: '/pages/landing-settings/subscriptions',
      config: { justLandingPage: true },
      user: USER,
      rules: [{ action: 'read', subject: 'Subscription', conditions: { organizationId: CLINIC.id } }],
      api,
    });
    await view.findByRole('heading', { level: 3, name: 'Emprendedor' });
    expect(view.queryByRole('button', { name: 'Cancelar suscripción' })).toBeNull();
    expect(view.queryByRole('button', { name: 'Cambiar plan' })).toBeNull();
    expect(view.getByText(/Tu rol en esta organización te deja consultar los planes/)).toBeTruthy();
    expect(view.getByText('Historial de cambios')).toBeTruthy();
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
