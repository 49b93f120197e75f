// Where examples/react-host runs during the e2e run, served as `npm start` serves it (its `serve`
// script: Vite's dev server reading the widgets from source, so no build is needed). Like
// e2e/support/environment.ts, the port is chosen once in the runner and kept in the environment.
import { join } from 'node:path';
import { freePort } from '../../../packages/api/test/support/free-port';

/** Repository root. */
const ROOT = join(import.meta.dirname, '..', '..', '..');

/** Picks the port once per run (in the runner) and returns the React host's origin. */
export async function reactHostEnvironment(): Promise<string> {
  process.env.FACTURO_E2E_REACT_HOST_PORT ??= String(await freePort());
  return currentReactHost();
}

/** The React host's origin in a test worker (the runner already chose the port). */
export function currentReactHost(): string {
  const port = process.env.FACTURO_E2E_REACT_HOST_PORT;
  if (!port)
    throw new Error(
      'Run the browser tests with "pnpm test:e2e" (playwright.config.ts starts the React host).',
    );
  return `http://127.0.0.1:${port}`;
}

/**
 * The Playwright web server for the React host: the package's own `serve` script, with the PORT and
 * FACTURO_API_URL that `npm start` (scripts/start.mjs) hands every service.
 */
export function reactHostWebServer(origin: string, apiOrigin: string, PATH: string) {
  return {
    name: 'React host',
    command: 'pnpm run --silent serve',
    cwd: join(ROOT, 'examples', 'react-host'),
    url: `${origin}/`,
    env: { PATH, PORT: new URL(origin).port, FACTURO_API_URL: apiOrigin },
    timeout: 60_000,
    reuseExistingServer: false,
  };
}
