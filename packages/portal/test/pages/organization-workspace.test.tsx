import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { organizationKeys } from '../../src/data/organizations.queries';
import { expectNoSeriousA11yViolations } from '../support/axe';
import {
  BILLING_RULES,
  CLINIC,
  NEWCOMER_RULES,
  OWNER_MEMBER,
  OWNER_RULES,
  organizationMember,
  USER,
} from '../support/fixtures';
import { renderPortal } from '../support/render-portal';

const base = `/organizations/${CLINIC.id}`;
const prefix = {
  id: '3a1c2b4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
  organizationId: CLINIC.id,
  prefix: 'SETP',
  documentType: 'invoice',
  resolutionNumber: '18760000001',
  resolutionDate: '2025-01-10',
  validFrom: '2025-01-10',
  validTo: '2026-12-05',
  rangeFrom: 990000000,
  rangeTo: 995000000,
  technicalKey: null,
  nextNumber: 994100000,
  remainingNumbers: 900001,
  usedPercent: 82,
  daysToExpiry: 12,
  alerts: [
    { code: 'expires_within_30_days', severity: 'warning' },
    { code: 'range_80_percent_used', severity: 'warning' },
  ],
  createdAt: '2025-01-10T12:00:00.000Z',
  updatedAt: '2025-01-10T12:00:00.000Z',
};

function api(role: 'owner' | 'billing' = 'owner', onLeave?: () => void) {
  let left = false;
  return {
    'GET /organizations': () => ({ body: { items: left ? [] : [{ ...CLINIC, role }] } }),
    [`GET ${base}/members`]: () => ({
      body: {
        items: [
          OWNER_MEMBER,
          organizationMember(
            '1e2d3c4b-5a6f-4e7d-8c9b-0a1f2e3d4c5b',
            'Laura Cardona',
            'laura.cardona@saludaburra.test',
            'billing',
          ),
        ],
      },
    }),
    [`GET ${base}/invitations`]: () => ({ body: { items: [] } }),
    [`POST ${base}/invitations`]: ({ body }: { body: unknown }) => ({
      status: 201,
      body: {
        id: '2f3e4d5c-6b7a-4f8e-9d0c-1b2a3f4e5d6c',
        organizationId: CLINIC.id,
        ...(body as object),
        status: 'pending',
        expiresAt: '2026-12-01T00:00:00.000Z',
        createdAt: '2026-11-24T00:00:00.000Z',
      },
    }),
    [`DELETE ${base}/membership`]: () => {
      left = true;
      onLeave?.();
      return { status: 204 };
    },
    // Having left their only organization, the user keeps what every account may do (as the API
    // answers): the list of organizations stays open to them.
    'GET /me': () => ({ body: { userData: USER, userAbilityRules: left ? NEWCOMER_RULES : OWNER_RULES } }),
    [`GET ${base}/prefixes`]: () => ({ body: { items: [prefix] } }),
    [`GET ${base}/api-keys`]: () => ({ body: { items: [] } }),
    [`POST ${base}/api-keys`]: ({ body }: { body: unknown }) => ({
      status: 201,
      body: {
        id: '4c5d6e7f-8a9b-4c0d-9e1f-2a3b4c5d6e7f',
        organizationId: CLINIC.id,
        prefix: 'fk_live_3Gd9',
        createdAt: '2026-11-24T00:00:00.000Z',
        lastUsedAt: null,
        revokedAt: null,
        scopes: (body as { scopes: string[] }).scopes,
        name: (body as { name: string }).name,
        secret: 'fk_live_3Gd9wQ2xExampleSecret',
      },
    }),
    'GET /subscriptions': () => ({ body: { items: [] } }),
  };
}

describe('an organization’s workspace', () => {
  test('members: the owner invites by e-mail with a role', async () => {
    const view = await renderPortal({
      path: '/organization/salud-del-aburra/members',
      user: USER,
      rules: OWNER_RULES,
      api: api(),
    });
    await view.findByText('Laura Cardona');
    const form = (await view.findByRole('heading', { name: 'Invitar a alguien' })).closest(
      'section',
    ) as HTMLElement;
    fireEvent.change(within(form).getByLabelText('Correo electrónico'), {
      target: { value: 'contador@saludaburra.test' },
    });
    fireEvent.change(within(form).getByLabelText('Rol'), { target: { value: 'billing' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Enviar invitación' }));
    expect(await within(form).findByText('Enviamos la invitación a contador@saludaburra.test.')).toBeTruthy();
    expect(
      view.api.calls.find((call) => call.method === 'POST' && call.path.endsWith('/invitations'))?.body,
    ).toEqual({ email: 'contador@saludaburra.test', role: 'billing' });
    await expectNoSeriousA11yViolations(view.container);
  });

  test('leaving asks for confirmation, then goes back to the list', async () => {
    const view = await renderPortal({
      path: '/organization/salud-del-aburra/overview',
      user: USER,
      rules: OWNER_RULES,
      api: api(),
    });
    fireEvent.click(await view.findByRole('button', { name: 'Salir de la organización' }));
    const dialog = await screen.findByRole('dialog', { name: '¿Salir de Salud del Aburrá?' });
    expect(view.api.calls.some((call) => call.method === 'DELETE')).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sí, salir' }));
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/organizations'));
    expect(await view.findByText('Aún no perteneces a ninguna organización')).toBeTruthy();
  });

  test('the list dropping the organization before the page is gone does not lead to "not found"', async () => {
    // React commits the navigation to the list in a transition, the refreshed organizations at once:
    // here the list is refetched (the organization gone) while the navigation is still on its way.
    let refetchOrganizations = (): void => undefined;
    const handlers = api('owner', () => queueMicrotask(() => refetchOrganizations()));
    const view = await renderPortal({
      path: '/organization/salud-del-aburra/overview',
      user: USER,
      rules: OWNER_RULES,
      api: handlers,
    });
    refetchOrganizations = () =>
      void view.services.queryClient.invalidateQueries({ queryKey: organizationKeys.all });
    const visited: string[] = [];
    const stop = view.router.subscribe((state) => visited.push(state.location.pathname));
    fireEvent.click(await view.findByRole('button', { name: 'Salir de la organización' }));
    const dialog = await screen.findByRole('dialog', { name: '¿Salir de Salud del Aburrá?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sí, salir' }));
    expect(await view.findByText('Aún no perteneces a ninguna organización')).toBeTruthy();
    stop();
    expect(visited.filter((path) => path.includes('not-found'))).toEqual([]);
    expect(view.router.state.location.pathname).toBe('/organizations');
  });

  test('the permissions dropping the organization before the page is gone do not lead to "not authorized"', async () => {
    // The refreshed permissions (no longer a member) arrive once the router is at the list, while
    // React still shows the workspace (it commits the navigation in a transition).
    const view = await renderPortal({
      path: '/organization/salud-del-aburra/overview',
      user: USER,
      rules: OWNER_RULES,
      api: api(),
    });
    const visited: string[] = [];
    const stop = view.router.subscribe((state) => {
      visited.push(state.location.pathname);
      if (state.location.pathname === '/organizations' && visited.length === 1) {
        view.services.session.update({ userAbilityRules: NEWCOMER_RULES });
      }
    });
    fireEvent.click(await view.findByRole('button', { name: 'Salir de la organización' }));
    const dialog = await screen.findByRole('dialog', { name: '¿Salir de Salud del Aburrá?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sí, salir' }));
    expect(await view.findByText('Aún no perteneces a ninguna organización')).toBeTruthy();
    stop();
    expect(visited.filter((path) => path.includes('not-authorized'))).toEqual([]);
    expect(view.router.state.location.pathname).toBe('/organizations');
  });

  test('prefixes show their DIAN alerts', async () => {
    const view = await renderPortal({
      path: '/organization/salud-del-aburra/prefixes',
      user: USER,
      rules: OWNER_RULES,
      api: api(),
    });
    expect(await view.findByText('Vence en 12 días')).toBeTruthy();
    expect(view.getByText('Usaste el 82 % del rango')).toBeTruthy();
  });

  test('a new API key’s secret is shown once', async () => {
    const view = await renderPortal({
      path: '/organization/salud-del-aburra/api-keys',
      user: USER,
      rules: OWNER_RULES,
      api: api(),
    });
    const name = await view.findByLabelText('Nombre');
    fireEvent.change(name, { target: { value: 'ERP producción' } });
    fireEvent.click(view.getByRole('button', { name: 'Crear llave' }));
    expect(await view.findByText('fk_live_3Gd9wQ2xExampleSecret')).toBeTruthy();
    fireEvent.click(view.getByRole('button', { name: 'Ya la guardé' }));
    expect(view.queryByText('fk_live_3Gd9wQ2xExampleSecret')).toBeNull();
  });

  test('a tab the role does not allow is not offered, and its URL is not authorized', async () => {
    const view = await renderPortal({
      path: '/organization/salud-del-aburra/overview',
      user: USER,
      rules: BILLING_RULES,
      api: api('billing'),
    });
    const tabs = await view.findByRole('navigation', { name: 'Secciones de Salud del Aburrá' });
    expect(within(tabs).queryByRole('link', { name: 'Llaves de API' })).toBeNull();
    expect(within(tabs).getByRole('link', { name: 'Prefijos de numeración' })).toBeTruthy();
    await view.router.navigate('/organization/salud-del-aburra/api-keys');
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/not-authorized'));
  });
});
