import { createI18nFor, es } from '@facturo/sdk/i18n';
import type { LoaderFunctionArgs } from 'react-router';
import { describe, expect, test } from 'vitest';
import { pageNamespaces, portalRouteTree } from '../../src/app/portal-route-tree';
import { LANDING_NAMESPACES, PORTAL_NAMESPACES } from '../../src/services/portal-services';

describe('the texts a page starts with', () => {
  test.each(['/landing-page', '/'])('%s, the landing page, needs only its own', (path) => {
    expect(pageNamespaces(path)).toBe(LANDING_NAMESPACES);
  });

  test.each(['/login', '/register', '/organizations', '/checkout-cart', '/no-such-page'])(
    '%s needs every page’s',
    (path) => {
      expect(pageNamespaces(path)).toBe(PORTAL_NAMESPACES);
    },
  );

  test('the landing page’s texts leave out sign-in, validation and the signed-in app', () => {
    expect(LANDING_NAMESPACES).not.toContain('login');
    expect(LANDING_NAMESPACES).not.toContain('validation');
    expect(PORTAL_NAMESPACES).toEqual(expect.arrayContaining([...LANDING_NAMESPACES, 'portalApp']));
  });

  test('opening another page after the landing page adds the rest of the texts before it renders', async () => {
    const i18n = await createI18nFor(LANDING_NAMESPACES, { locale: 'es', document: null });
    const [root] = portalRouteTree({ i18n } as unknown as Parameters<typeof portalRouteTree>[0]);
    const load = root?.loader as (args: LoaderFunctionArgs) => Promise<unknown>;
    const visit = (path: string) =>
      load({ request: new Request(`http://portal.test${path}`), params: {} } as LoaderFunctionArgs);

    await visit('/landing-page');
    expect(i18n.t('login.email')).toBe('login.email');
    expect(i18n.t('portal.heroTitle')).toBe(es.portal.heroTitle);

    await visit('/login');
    expect(i18n.t('login.email')).toBe(es.login.email);
    expect(i18n.t('portal.legalUpdateTitle')).toBe(es.portal.legalUpdateTitle);
    expect(i18n.t('validation.required')).toBe(es.validation.required);
  });
});
