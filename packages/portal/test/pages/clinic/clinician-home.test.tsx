import type { AbilityRule } from '@facturo/sdk/permissions';
import type { Organization } from '@facturo/sdk/schemas';
import { fireEvent, waitFor, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { CLINIC, fakeAccessToken, USER } from '../../support/fixtures';
import { renderPortal } from '../../support/render-portal';
import { CLINICIAN_RULES, clinicApi } from './clinic-fixtures';

const clinician = {
  ...USER,
  organizations: [
    { organizationId: CLINIC.id, name: CLINIC.name, kind: 'clinic' as const, role: 'clinician' as const },
  ],
};

/** A company the same user owns ("Tienda…" sorts after "Salud…", so the clinic stays the working one). */
const COMPANY: Organization = {
  ...CLINIC,
  id: '2f5e4d3c-1b0a-4f9e-8d7c-6b5a4f3e2d1c',
  kind: 'company',
  name: 'Tienda La Esquina',
  role: 'owner',
};

const OWNER_OF_COMPANY: AbilityRule[] = [
  ...CLINICIAN_RULES,
  { action: 'manage', subject: 'Organization', conditions: { id: COMPANY.id } },
  { action: 'manage', subject: ['Member', 'Invoice'], conditions: { organizationId: COMPANY.id } },
];

describe('a clinician in the full app', () => {
  test('signs in to their agenda; no billing entry in the menu; the logo leads back to the agenda', async () => {
    const view = await renderPortal({
      path: '/login',
      api: clinicApi('clinician', {
        'POST /auth/login': () => ({
          body: {
            userData: clinician,
            accessToken: fakeAccessToken(),
            expiresIn: 3600,
            userAbilityRules: CLINICIAN_RULES,
          },
        }),
      }),
    });
    fireEvent.change(await view.findByLabelText('Correo electrónico'), { target: { value: USER.email } });
    fireEvent.change(view.getByLabelText('Contraseña'), { target: { value: 'Secreta#2026' } });
    fireEvent.click(view.getByRole('button', { name: 'Iniciar sesión' }));
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/appointments'));
    await view.findByRole('heading', { level: 1, name: 'Citas' });
    const menu = view.getAllByRole('navigation', { name: 'Menú principal' })[0] as HTMLElement;
    await waitFor(() => expect(within(menu).getByRole('link', { name: 'Citas' })).toBeTruthy());
    expect(within(menu).queryByRole('link', { name: 'Facturas', hidden: true })).toBeNull();
    expect(view.getAllByRole('link', { name: 'Facturo' })[0]?.getAttribute('href')).toBe('/appointments');
  });

  test('invoices refused in the clinic say whom to ask in the organization, not who set up the page', async () => {
    const view = await renderPortal({
      path: '/accounts/billing/invoice-list',
      user: {
        ...clinician,
        organizations: [
          ...clinician.organizations,
          { organizationId: COMPANY.id, name: COMPANY.name, kind: 'company', role: 'owner' },
        ],
      },
      rules: OWNER_OF_COMPANY,
      api: clinicApi('clinician', {
        'GET /organizations': () => ({ body: { items: [{ ...CLINIC, role: 'clinician' }, COMPANY] } }),
        'GET /invoices': () => ({ status: 403, body: { code: 'forbidden', message: 'No puedes ver esto.' } }),
      }),
    });
    expect(await view.findByText('Facturas no disponibles')).toBeTruthy();
    expect(
      view.getByText(
        'Tu rol en la organización no incluye esta sección. Si la necesitas, pídesela a un propietario o administrador de tu organización.',
      ),
    ).toBeTruthy();
    expect(view.queryByText(/quien configuró esta página/)).toBeNull();
    // Working in the clinic, the menu offers no invoices either (the company's are one switch away);
    // its groups are closed here, so hidden links count too.
    const menu = view.getAllByRole('navigation', { name: 'Menú principal' })[0] as HTMLElement;
    await waitFor(() => expect(within(menu).getByRole('link', { name: 'Citas', hidden: true })).toBeTruthy());
    expect(within(menu).queryByRole('link', { name: 'Facturas', hidden: true })).toBeNull();
  });

  test('a user with no invoices anywhere is refused the invoices page by the portal', async () => {
    const view = await renderPortal({
      path: '/accounts/billing/invoice-list',
      user: clinician,
      rules: CLINICIAN_RULES,
      api: clinicApi('clinician'),
    });
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/not-authorized'));
    expect(await view.findByRole('link', { name: 'Ir al inicio' })).toHaveProperty(
      'href',
      expect.stringMatching(/\/appointments$/),
    );
  });
});
