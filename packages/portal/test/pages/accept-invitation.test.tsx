import { fireEvent, waitFor } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { CLINIC, OWNER_RULES, USER } from '../support/fixtures';
import { renderPortal } from '../support/render-portal';

const preview = (overrides: Record<string, unknown> = {}) => ({
  organizationName: 'Salud del Aburrá',
  role: 'clinician',
  invitedBy: 'Juliana Mejía',
  email: USER.email,
  status: 'pending',
  expiresAt: '2026-12-04T15:00:00.000Z',
  ...overrides,
});

describe('accepting an invitation', () => {
  test('the page names the organization, the role and who invited before accepting', async () => {
    const view = await renderPortal({
      path: '/invitations/accept?token=abc123',
      user: USER,
      rules: OWNER_RULES,
      api: {
        'GET /invitations/preview': () => ({ body: preview() }),
        'POST /invitations/accept': () => ({ body: CLINIC }),
        'GET /organizations': () => ({ body: { items: [CLINIC] } }),
        'GET /me': () => ({ body: { userData: USER, userAbilityRules: OWNER_RULES } }),
      },
    });
    expect(
      await view.findByText(
        'Juliana Mejía te invitó a unirte a Salud del Aburrá como profesional de salud.',
        {},
        { timeout: 5000 },
      ),
    ).toBeTruthy();
    await expectNoSeriousA11yViolations(view.container);
    fireEvent.click(view.getByRole('button', { name: 'Aceptar invitación' }));
    await waitFor(() =>
      expect(view.router.state.location.pathname).toMatch(/^\/organization\/.+\/overview$/),
    );
  });

  test.each([
    [{ status: 'expired' }, 'Esta invitación venció. Pide una nueva a quien te invitó.'],
    [{ status: 'accepted' }, 'Esta invitación ya se aceptó.'],
    [
      { email: 'otra.persona@saludaburra.test' },
      'Esta invitación se envió a otra.persona@saludaburra.test. Inicia sesión con esa cuenta para aceptarla.',
    ],
  ])('%j says why it cannot be accepted, and offers no button', async (overrides, message) => {
    const view = await renderPortal({
      path: '/invitations/accept?token=abc123',
      user: USER,
      rules: OWNER_RULES,
      api: { 'GET /invitations/preview': () => ({ body: preview(overrides) }) },
    });
    expect(await view.findByText(message, {}, { timeout: 5000 })).toBeTruthy();
    expect(view.queryByRole('button', { name: 'Aceptar invitación' })).toBeNull();
  });
});
