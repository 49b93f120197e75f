// Browser journeys in Debian Chromium against the real API (CONTRIBUTING.md § Tests). The servers are
// started here from source on free ports, with a throwaway database; `pnpm build` must have run (the
// partner page serves the widgets' script-tag build). A new journey that needs another server (the
// portal, an example) adds an entry to `webServer` and its address to e2e/support/environment.ts.
import { delimiter, join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { billingEnvironment, billingWebServers } from './e2e/erp/support/billing-environment';
import { portalEnvironment, portalWebServers } from './e2e/portal/support/portal-environment';
import { DEBIAN_CHROMIUM } from './e2e/support/chromium';
import { e2eEnvironment, ROOT } from './e2e/support/environment';
import { reactHostEnvironment, reactHostWebServer } from './e2e/widgets/support/react-host-environment';

/** Journeys that read or change the demo clinic the API seeds: one at a time, in one worker. */
const DEMO_CLINIC_JOURNEYS = [
  '**/billing-date/**/*.e2e.ts',
  '**/clinic/**/*.e2e.ts',
  '**/erp/**/*.e2e.ts',
  '**/invoices/**/*.e2e.ts',
  '**/portal/full-app.e2e.ts',
  '**/portal/spanish-pages-full-app.e2e.ts',
];

const env = await e2eEnvironment();
const portal = await portalEnvironment();
const billing = await billingEnvironment(env.dataDir);
const reactHost = await reactHostEnvironment();
const PATH = [
  join(ROOT, '.tools', 'node_modules', '.bin'),
  join(ROOT, 'node_modules', '.bin'),
  process.env.PATH,
].join(delimiter);
const billingServers = billingWebServers(billing, env.dataDir, PATH);

export default defineConfig({
  testDir: './e2e',
  testMatch: '**/*.e2e.ts',
  // One API instance and one database for the whole run, shared by three workers: journeys create
  // their own users, so files run side by side; the journeys on the demo clinic (which change its
  // billing date, pay its invoices and crawl its pages) form a project of their own that runs one at a
  // time, on one worker, while the two others share the rest. Three on this 2-core machine: the
  // journeys wait on servers and timers, and without a trace per journey (below) the CPU has room
  // (two workers 167 s, three 144 s; four, with traces, had been slower and timed out).
  workers: 3,
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  // In CI a failed journey runs once more: one that then passes is reported as flaky (a defect to
  // fix, as with Vitest's retry in `npm test`), one that fails twice fails the run.
  retries: process.env.CI ? 1 : 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  outputDir: 'test-results',
  globalTeardown: './e2e/support/global-teardown.ts',
  use: {
    baseURL: env.partnerOrigin,
    locale: 'es-CO',
    // Recording a trace (DOM snapshots and screencast at every action) took ~30 % of the CPU of the
    // browser tests on this 2-core machine, for traces thrown away when the journey passes. In CI only
    // the retry of a failed journey records one (kept in test-results/ with its screenshot); a local
    // run, without retries, keeps the trace of each failure.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  // Started one after another, each once the previous one answers; the seeded billing API first and not
  // waited for, so its slow start overlaps the others' (e2e/erp/support/billing-environment.ts).
  webServer: [
    billingServers.api,
    {
      name: 'API',
      // The built server, as `npm start` runs it (its dependencies bundled: packages/api/tsup.config.ts),
      // so the journeys try what ships; the test command builds before it runs them.
      command: 'pnpm --filter @facturo/api serve',
      url: `${env.apiBase}/health`,
      env: {
        PATH,
        NODE_ENV: 'development',
        PORT: new URL(env.apiOrigin).port,
        DATA_DIR: join(env.dataDir, 'database'),
        DEMO_CREDENTIALS_FILE: join(env.dataDir, 'demo-credentials.json'),
        CORS_ORIGINS: [env.partnerOrigin, portal.landingOrigin, portal.appOrigin, reactHost].join(','),
        // E-mailed links (invitations, password resets) open the portal's full app.
        PUBLIC_APP_URL: portal.appOrigin,
        // Journeys sign up many users from one address; keep the limits, scaled out of their way.
        RATE_LIMIT_SCALE: '1000',
        // The shipped configuration (ALTCHA), with a cheap proof of work so journeys stay fast.
        CAPTCHA_PROVIDER: 'altcha',
        ALTCHA_COST: '20',
        // The demo seed carries the plan catalogue the pricing tables show.
        SEED_DEMO: process.env.FACTURO_E2E_SEED_DEMO ?? 'true',
        // Sandbox payments in process (card name CONT) settle after this long: the checkout journey waits for it.
        SANDBOX_SETTLE_DELAY_MS: '2500',
        LOG_LEVEL: 'warn',
      },
      timeout: 180_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      name: 'Partner page',
      command: 'node examples/script-tag/server.mjs',
      url: `${env.partnerOrigin}/`,
      env: {
        PATH,
        PORT: new URL(env.partnerOrigin).port,
        FACTURO_API_URL: env.apiOrigin,
        FACTURO_EXTRA_PAGES: join(ROOT, 'e2e', 'fixtures', 'pages'),
      },
      timeout: 30_000,
      reuseExistingServer: false,
    },
    ...portalWebServers(portal, env.apiOrigin, PATH),
    reactHostWebServer(reactHost, env.apiOrigin, PATH),
    billingServers.erp,
  ],
  projects: [
    // First, so one worker starts on the demo clinic's chain at once while the others take the
    // journeys (listed second, they would fill every worker and leave the chain to run alone at the end).
    {
      name: 'demo-clinic',
      testMatch: DEMO_CLINIC_JOURNEYS,
      workers: 1,
      use: { ...devices['Desktop Chrome'], launchOptions: DEBIAN_CHROMIUM },
    },
    {
      name: 'journeys',
      testIgnore: DEMO_CLINIC_JOURNEYS,
      use: { ...devices['Desktop Chrome'], launchOptions: DEBIAN_CHROMIUM },
    },
  ],
});
