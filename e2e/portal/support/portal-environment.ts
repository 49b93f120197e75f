// Where the portal's two deployments live during the e2e run: the shipped landing-only configuration
// and the full app (`justLandingPage: false`). Like e2e/support/environment.ts, ports are chosen once in
// the runner and kept in environment variables so every worker agrees with the servers it started.
import { freePort } from '../../../packages/api/test/support/free-port';

/** The portal's addresses in this run. */
export interface PortalEnvironment {
  /** The shipped configuration: landing page, sign-in, purchase and the customer area. */
  landingOrigin: string;
  /** The full app: organizations, accounts, settings, front pages. */
  appOrigin: string;
}

/** Picks the ports once per run (in the runner) and returns the origins. */
export async function portalEnvironment(): Promise<PortalEnvironment> {
  process.env.FACTURO_E2E_PORTAL_PORT ??= String(await freePort());
  process.env.FACTURO_E2E_PORTAL_APP_PORT ??= String(await freePort());
  return currentPortal();
}

/** The origins in a test worker (the runner already chose them). */
export function currentPortal(): PortalEnvironment {
  const { FACTURO_E2E_PORTAL_PORT: landing, FACTURO_E2E_PORTAL_APP_PORT: app } = process.env;
  if (!landing || !app)
    throw new Error('Run the browser tests with "pnpm test:e2e" (playwright.config.ts starts the portal).');
  return { landingOrigin: `http://127.0.0.1:${landing}`, appOrigin: `http://127.0.0.1:${app}` };
}

/**
 * Playwright web servers for both deployments, from the built portal (`pnpm build` first): the same
 * `dist/`, two `/config.json`s.
 */
export function portalWebServers(portal: PortalEnvironment, apiOrigin: string, PATH: string) {
  const server = (name: string, origin: string, config?: object) => ({
    name,
    command: 'node packages/portal/server/serve.mjs',
    url: `${origin}/config.json`,
    env: {
      PATH,
      PORT: new URL(origin).port,
      HOST: '127.0.0.1',
      FACTURO_API_URL: apiOrigin,
      ...(config ? { PORTAL_CONFIG: JSON.stringify(config) } : {}),
    },
    timeout: 30_000,
    reuseExistingServer: false,
  });
  return [
    server('Portal (landing only)', portal.landingOrigin),
    server('Portal (full app)', portal.appOrigin, { justLandingPage: false }),
  ];
}
