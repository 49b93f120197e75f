import { parseConfig } from '@facturo/sdk/config';
import { createMemoryCookieJar, createMemoryStorage } from '@facturo/sdk/core';
import { createSession } from '@facturo/sdk/session';
import { waitFor } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { createPortalServices } from '../../src/services/portal-services';
import { createFakeApi } from '../support/fake-api';
import { CLINIC, fakeAccessToken, OWNER_RULES, USER } from '../support/fixtures';
import { renderPortal } from '../support/render-portal';

// A purchase or an accepted invitation changes a user's rules on the server; the copy kept in the
// browser must not lock the pages that the server now allows.
describe('permission rules kept in the browser follow the server', () => {
  test('at start-up, a stored session takes the rules `/me` answers now', async () => {
    const storage = createMemoryStorage();
    const stored = createSession({ storage });
    await stored.ready;
    stored.start({ userData: USER, accessToken: fakeAccessToken(), userAbilityRules: [] });
    await waitFor(() => expect(storage.getItem('userData')).toBeTruthy());

    const api = createFakeApi({
      'GET /me': () => ({ body: { userData: USER, userAbilityRules: OWNER_RULES } }),
    });
    const input = { apiBaseUrl: 'https://api-stale-rules.facturo.test/api/v1' };
    const services = await createPortalServices(parseConfig(input), input, {
      storage,
      cookies: createMemoryCookieJar(),
      fetch: api.fetch,
    });
    // The pages start at once with what was stored…
    expect(services.ability.can('update', 'Organization')).toBe(false);
    // …and follow the server as soon as it answers.
    await waitFor(() => expect(services.ability.can('update', 'Organization')).toBe(true));
    expect(api.calls.filter((call) => call.path === '/me')).toHaveLength(1);
  });

  test('a signed-out visitor costs no `/me` request', async () => {
    const api = createFakeApi({});
    const input = { apiBaseUrl: 'https://api-signed-out.facturo.test/api/v1' };
    await createPortalServices(parseConfig(input), input, {
      storage: createMemoryStorage(),
      cookies: createMemoryCookieJar(),
      fetch: api.fetch,
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(api.calls).toHaveLength(0);
  });

  test('an open billing-information form unlocks when the session gains the owner rules', async () => {
    const view = await renderPortal({
      path: '/pages/landing-settings/billing-info',
      config: { justLandingPage: true },
      user: USER,
      rules: [],
      api: { 'GET /organizations': () => ({ body: { items: [CLINIC] } }) },
    });
    // A read-only form is a disabled fieldset without a save button.
    const address = await view.findByLabelText('Dirección', { exact: true });
    expect(address.matches(':disabled')).toBe(true);
    expect(view.queryByRole('button', { name: 'Guardar' })).toBeNull();
    view.services.session.update({ userAbilityRules: OWNER_RULES });
    await waitFor(() => {
      expect(view.getByLabelText('Dirección', { exact: true }).matches(':disabled')).toBe(false);
    });
    expect(view.getByRole('button', { name: 'Guardar' })).toBeTruthy();
  });
});
