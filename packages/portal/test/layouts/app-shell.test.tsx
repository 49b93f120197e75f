import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { BILLING_RULES, CLINIC, OWNER_RULES, USER } from '../support/fixtures';
import { renderPortal } from '../support/render-portal';

const api = (role: 'owner' | 'billing' = 'owner') => ({
  'GET /organizations': () => ({ body: { items: [{ ...CLINIC, role }] } }),
  'GET /notifications': () => ({
    body: {
      items: [
        {
          id: `prefix_expiring:${CLINIC.id}`,
          kind: 'prefix_expiring',
          severity: 'warning',
          title: 'Tu numeración SETP vence pronto',
          message: 'La resolución vence en 12 días. Pide una nueva ante la DIAN.',
          organizationId: CLINIC.id,
          organizationName: CLINIC.name,
          resource: { type: 'prefix', id: '3a1c2b4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d' },
          occurredAt: new Date().toISOString(),
        },
      ],
    },
  }),
  'GET /subscriptions': () => ({ body: { items: [] } }),
});

describe('the app shell', () => {
  test('shows the menu the role allows, the notifications and the user, accessibly', async () => {
    const view = await renderPortal({
      path: '/organizations',
      user: USER,
      rules: BILLING_RULES,
      api: api('billing'),
    });
    await view.findByRole('heading', { level: 1, name: 'Mis organizaciones' });
    const menus = view.getAllByRole('navigation', { name: 'Menú principal' });
    const menu = menus[0] as HTMLElement;
    await waitFor(() =>
      expect(within(menu).getByRole('link', { name: 'Prefijos de numeración' })).toBeTruthy(),
    );
    expect(within(menu).queryByRole('link', { name: 'Llaves de API' })).toBeNull();
    await waitFor(() => expect(view.getByRole('button', { name: 'Notificaciones, 1 nueva' })).toBeTruthy());
    fireEvent.click(view.getByRole('button', { name: 'Notificaciones, 1 nueva' }));
    const link = await view.findByRole('link', { name: /Tu numeración SETP vence pronto/ });
    expect(link.getAttribute('href')).toBe('/organization/salud-del-aburra/prefixes');
    await expectNoSeriousA11yViolations(view.container);
  });

  test('below 960 px the menu opens as an overlay and closes on navigation', async () => {
    const view = await renderPortal({ path: '/organizations', user: USER, rules: OWNER_RULES, api: api() });
    await view.findByRole('heading', { level: 1, name: 'Mis organizaciones' });
    // The shell may still re-render once its background data (notifications, organizations) lands
    // and, on a loaded machine, that can come after the heading; opening is idempotent, so press
    // again until the overlay is open, as a user would.
    const overlay = await waitFor(() => {
      fireEvent.click(view.getByRole('button', { name: 'Abrir menú' }));
      const dialog = screen.getByRole('dialog', { name: 'Menú principal' });
      expect(dialog.hasAttribute('open')).toBe(true);
      return dialog;
    });
    fireEvent.click(within(overlay).getByRole('link', { name: 'Centro de ayuda' }));
    await view.findByRole('heading', { level: 1, name: '¿En qué te podemos ayudar?' });
    await waitFor(() => expect(overlay.hasAttribute('open')).toBe(false));
  });

  test('the customizer switches the layout and the language, and <html lang> follows', async () => {
    const view = await renderPortal({ path: '/organizations', user: USER, rules: OWNER_RULES, api: api() });
    await view.findByRole('heading', { level: 1, name: 'Mis organizaciones' });
    fireEvent.click(view.getByRole('button', { name: 'Personalizar' }));
    const sheet = await screen.findByRole('dialog', { name: 'Personalizar' });
    fireEvent.click(within(sheet).getByRole('radio', { name: 'Superior' }));
    expect(view.services.preferences.get('layout')).toBe('horizontal');
    fireEvent.click(within(sheet).getByRole('radio', { name: 'English' }));
    await view.findByRole('heading', { level: 1, name: 'My organizations' });
    expect(document.documentElement.lang).toBe('en');
  });
});
