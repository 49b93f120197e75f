// The billing journeys' servers (invoice list on 1,000 invoices, billing date, the ERP example): a second
// API with its own database, seeded by e2e/invoices/support/seeded-api.mjs, and the ERP example in front of
// it. Like e2e/support/environment.ts, ports are chosen once in the runner and kept in the environment.
import { join } from 'node:path';
import type { PlaywrightTestConfig } from '@playwright/test';
import { freePort } from '../../../packages/api/test/support/free-port';

/** Where the billing journeys' servers live in this run. */
export interface BillingEnvironment {
  /** The seeded API's origin (routes under `/api/v1`). */
  apiOrigin: string;
  apiBase: string;
  /** The ERP example's page. */
  erpOrigin: string;
  /** The seeded API's demo credentials (the demo owner signs in with them). */
  credentialsFile: string;
  /** Where the ERP example keeps its webhook endpoint and secret (journeys sign test deliveries with it). */
  webhookFile: string;
}

function environment(dataDir: string): BillingEnvironment {
  const { FACTURO_E2E_BILLING_API_PORT: api, FACTURO_E2E_ERP_PORT: erp } = process.env;
  if (!api || !erp)
    throw new Error(
      'Run the browser tests with "pnpm test:e2e" (playwright.config.ts starts the billing API).',
    );
  const apiOrigin = `http://127.0.0.1:${api}`;
  return {
    apiOrigin,
    apiBase: `${apiOrigin}/api/v1`,
    erpOrigin: `http://127.0.0.1:${erp}`,
    credentialsFile: join(dataDir, 'billing', 'demo-credentials.json'),
    webhookFile: join(dataDir, 'billing', 'erp-webhook.json'),
  };
}

/** Picks the ports once per run (in the runner). */
export async function billingEnvironment(dataDir: string): Promise<BillingEnvironment> {
  process.env.FACTURO_E2E_BILLING_API_PORT ??= String(await freePort());
  process.env.FACTURO_E2E_ERP_PORT ??= String(await freePort());
  return environment(dataDir);
}

/** The environment in a test worker. */
export function currentBilling(): BillingEnvironment {
  const dataDir = process.env.FACTURO_E2E_DATA_DIR;
  if (!dataDir) throw new Error('Run the browser tests with "pnpm test:e2e".');
  return environment(dataDir);
}

type WebServers = Extract<NonNullable<PlaywrightTestConfig['webServer']>, readonly unknown[]>;

/**
 * Playwright web servers: the seeded API, then the ERP example in front of it. Playwright starts its
 * servers one after another, each once the previous one answers; the seeded API (two API starts and the
 * seeding) is the slowest, so {@link billingApiWebServer} is listed first and not waited for: it starts
 * while the other servers do, and the ERP example's readiness (last in the list) covers it.
 */
export function billingWebServers(billing: BillingEnvironment, dataDir: string, PATH: string) {
  return { api: billingApiWebServer(billing, dataDir, PATH), erp: erpWebServer(billing, dataDir, PATH) };
}

/** The seeded API, without a readiness check of its own (see {@link billingWebServers}). */
function billingApiWebServer(billing: BillingEnvironment, dataDir: string, PATH: string): WebServers[number] {
  const apiPort = new URL(billing.apiOrigin).port;
  return {
    name: 'Billing API (1,000 invoices)',
    command: 'node e2e/invoices/support/seeded-api.mjs',
    // No `url`: Playwright starts it and goes on to the next server. It answers on 127.0.0.1 only once
    // seeded (e2e/invoices/support/seeded-api.mjs), and the ERP example is ready only once it has its
    // API key from it, so the ERP example's check waits for the seeded API.
    env: {
      PATH,
      NODE_ENV: 'development',
      PORT: apiPort,
      DATA_DIR: join(dataDir, 'billing', 'database'),
      DEMO_CREDENTIALS_FILE: billing.credentialsFile,
      CORS_ORIGINS: billing.erpOrigin,
      RATE_LIMIT_SCALE: '1000',
      CAPTCHA_PROVIDER: 'none',
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
    },
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
  };
}

/** The ERP example in front of the seeded API; its readiness is also the seeded API's. */
function erpWebServer(billing: BillingEnvironment, dataDir: string, PATH: string): WebServers[number] {
  return {
    name: 'ERP example',
    command: 'node examples/erp-integration/server.mjs',
    // Ready once it holds its API key (the first widget session would otherwise wait for it) and its
    // webhook endpoint exists (a change made before would not reach the page).
    url: `${billing.erpOrigin}/ready`,
    // The seeded API's start (it had 420 s when it was waited for on its own) plus the example's.
    timeout: 480_000,
    env: {
      PATH,
      PORT: new URL(billing.erpOrigin).port,
      ERP_ORIGIN: billing.erpOrigin,
      FACTURO_API_URL: billing.apiOrigin,
      FACTURO_DEMO_CREDENTIALS: billing.credentialsFile,
      FACTURO_API_KEY_CACHE: join(dataDir, 'billing', 'erp-api-key.json'),
      // The seeded API delivers its webhooks here (its background sender runs as in production).
      FACTURO_WEBHOOK_URL: `${billing.erpOrigin}/webhooks/facturo`,
      FACTURO_WEBHOOK_CACHE: billing.webhookFile,
    },
    reuseExistingServer: false,
  };
}
