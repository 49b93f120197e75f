import { LEGAL_DOCUMENTS } from '@facturo/sdk/schemas';
import { fireEvent, waitFor, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { CLINIC, OWNER_RULES, USER } from '../support/fixtures';
import { renderPortal } from '../support/render-portal';

const CURRENT = {
  termsVersion: LEGAL_DOCUMENTS.terms.version,
  privacyVersion: LEGAL_DOCUMENTS.privacy.version,
};

describe('legal pages and informed consent', () => {
  test.each([
    ['/legal/terminos', 'Términos y condiciones', /Renovación, cambios y cancelación/],
    ['/legal/privacidad', 'Política de tratamiento de datos personales', /Tus derechos como titular/],
  ])('%s is public, versioned and complete', async (path, title, section) => {
    const view = await renderPortal({ path, config: { justLandingPage: true } });
    expect(await view.findByRole('heading', { level: 1, name: title })).toBeTruthy();
    expect(view.getByText('Versión vigente desde el 27 de noviembre de 2026')).toBeTruthy();
    expect(view.getByRole('heading', { level: 2, name: section })).toBeTruthy();
    expect(
      view.getAllByRole('link', {
        name: title === 'Términos y condiciones' ? title : 'Política de datos personales',
      }).length,
    ).toBeGreaterThan(0);
    await expectNoSeriousA11yViolations(view.container);
  });

  test('a user who accepted an older version is asked again, and accepting records it', async () => {
    const outdated = {
      ...USER,
      legalAcceptance: { termsVersion: '2025-01-01', privacyVersion: '2025-01-01', required: true },
    };
    const view = await renderPortal({
      path: '/pages/landing-settings/account',
      config: { justLandingPage: true },
      user: outdated,
      rules: OWNER_RULES,
      api: {
        'GET /organizations': () => ({ body: { items: [CLINIC] } }),
        'GET /me': () => ({ body: { userData: outdated, userAbilityRules: OWNER_RULES } }),
        'POST /me/legal-acceptance': () => ({
          body: {
            userData: { ...USER, legalAcceptance: { ...CURRENT, required: false } },
            userAbilityRules: OWNER_RULES,
          },
        }),
      },
    });
    const dialog = await view.findByRole('dialog', { name: 'Actualizamos nuestros términos' });
    expect(within(dialog).getByRole('link', { name: 'Términos y condiciones' }).getAttribute('href')).toBe(
      '/legal/terminos',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Leí y acepto' }));
    await waitFor(() =>
      expect(view.queryByRole('dialog', { name: 'Actualizamos nuestros términos' })).toBeNull(),
    );
    const sent = view.api.calls.find((call) => call.path === '/me/legal-acceptance');
    expect(sent?.body).toEqual({
      terms_version: CURRENT.termsVersion,
      privacy_version: CURRENT.privacyVersion,
    });
  });
});
