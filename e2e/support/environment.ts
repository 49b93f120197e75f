// Where the e2e run's servers live. Ports and the temporary data folder are chosen once, in the
// runner process, and kept in environment variables: Playwright loads the config again in every
// worker, and the workers must agree with the servers the runner started.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../../packages/api/test/support/free-port';

/** Repository root. */
export const ROOT = join(import.meta.dirname, '..', '..');

async function port(variable: string): Promise<number> {
  process.env[variable] ??= String(await freePort());
  return Number(process.env[variable]);
}

/** The addresses every journey and page object use. */
export interface E2eEnvironment {
  /** The API origin, e.g. `http://127.0.0.1:41234` (its routes are under `/api/v1`). */
  apiOrigin: string;
  /** The API base the widgets use. */
  apiBase: string;
  /** The partner page served by `examples/script-tag` (script-tag widgets, strict CSP). */
  partnerOrigin: string;
  /** Temporary folder for the API's database and demo credentials; removed after the run. */
  dataDir: string;
}

/** Picks free ports and a temporary folder once per run and returns them. */
export async function e2eEnvironment(): Promise<E2eEnvironment> {
  const apiPort = await port('FACTURO_E2E_API_PORT');
  const partnerPort = await port('FACTURO_E2E_PARTNER_PORT');
  if (!process.env.FACTURO_E2E_DATA_DIR) {
    const dataDir = mkdtempSync(join(tmpdir(), 'facturo-e2e-'));
    process.env.FACTURO_E2E_DATA_DIR = dataDir;
    // Also when a server fails to start and Playwright skips the global teardown.
    process.once('exit', () => rmSync(dataDir, { recursive: true, force: true }));
  }
  const apiOrigin = `http://127.0.0.1:${apiPort}`;
  return {
    apiOrigin,
    apiBase: `${apiOrigin}/api/v1`,
    partnerOrigin: `http://127.0.0.1:${partnerPort}`,
    dataDir: process.env.FACTURO_E2E_DATA_DIR as string,
  };
}

/** The environment in a test worker (the runner already chose it). */
export function currentEnvironment(): E2eEnvironment {
  const {
    FACTURO_E2E_API_PORT: api,
    FACTURO_E2E_PARTNER_PORT: partner,
    FACTURO_E2E_DATA_DIR: dataDir,
  } = process.env;
  if (!api || !partner || !dataDir)
    throw new Error('Run the browser tests with "pnpm test:e2e" (playwright.config.ts sets up the servers).');
  const apiOrigin = `http://127.0.0.1:${api}`;
  return { apiOrigin, apiBase: `${apiOrigin}/api/v1`, partnerOrigin: `http://127.0.0.1:${partner}`, dataDir };
}
