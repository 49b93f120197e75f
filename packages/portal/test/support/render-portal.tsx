import { parseConfig, type RuntimeConfigInput } from '@facturo/sdk/config';
import { createMemoryCookieJar, createMemoryStorage } from '@facturo/sdk/core';
import type { AbilityRule } from '@facturo/sdk/permissions';
import type { UserDataResponse } from '@facturo/sdk/schemas';
import { render } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { App } from '../../src/app/app';
import { bindPreferences } from '../../src/app/bind-preferences';
import { portalRouteTree } from '../../src/app/portal-route-tree';
import { createPortalServices, type PortalServices } from '../../src/services/portal-services';
import { createFakeApi, type FakeHandler } from './fake-api';
import { fakeAccessToken } from './fixtures';

/** Options of {@link renderPortal}. */
export interface RenderPortalOptions {
  /** The URL the visitor opens. */
  path: string;
  /** Overrides of the runtime configuration (`justLandingPage`, `allowAuth`…). */
  config?: Partial<RuntimeConfigInput>;
  /** Signs this user in before the first navigation. */
  user?: UserDataResponse;
  rules?: AbilityRule[];
  /** Fake API endpoints, `'GET /organizations': () => ({ body })`. */
  api?: Record<string, FakeHandler>;
  /** Another network instead of the fake API (the real API in-process); `api` is ignored then. */
  fetch?: typeof globalThis.fetch;
}

let apis = 0;

/**
 * Renders the whole portal (services, data cache, guarded router, layouts) at `path`, in memory:
 * storage, cookies and the network are fakes, so each test starts from a clean browser.
 */
export async function renderPortal(options: RenderPortalOptions) {
  // A new API per render: the widgets keep one session per API, and each test starts logged out.
  apis += 1;
  const input: RuntimeConfigInput = {
    apiBaseUrl: `https://api-${apis}.facturo.test/api/v1`,
    justLandingPage: false,
    ...options.config,
  };
  const api = createFakeApi(options.api ?? {});
  const services: PortalServices = await createPortalServices(parseConfig(input), input, {
    storage: createMemoryStorage(),
    cookies: createMemoryCookieJar(),
    fetch: options.fetch ?? api.fetch,
  });
  if (options.user) {
    services.session.start({
      userData: options.user,
      accessToken: fakeAccessToken(),
      userAbilityRules: options.rules ?? [],
    });
  }
  const unbind = bindPreferences(services);
  const router = createMemoryRouter(portalRouteTree(services), { initialEntries: [options.path] });
  const view = render(<App services={services} router={router} />);
  return { ...view, services, router, api, unbind };
}
