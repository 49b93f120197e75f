// The servers the first-plan benchmark measures against: the real API from source on a throwaway
// embedded database (its plans come from the migrations, as in production), and the shipped partner
// page (examples/script-tag, its own server: CSP, caching, the newest script-tag build at /facturo/),
// with the benchmark's other pages mounted at /extra/.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SERVER_NODE_FLAGS } from '../../api/src/config/server-node-flags';
import { freePort } from '../../api/test/support/free-port';

/** Waits until `url` answers 2xx, or throws after `timeoutMs`. */
async function waitFor(url: string, timeoutMs: number): Promise<void> {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

const stop = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });

/** The real API and the shipped partner page, started for the benchmark. */
export interface FirstPlanServers {
  /** The partner page's origin: `/` is examples/script-tag/public, `/extra/` is `extraDir`. */
  readonly pageOrigin: string;
  readonly apiOrigin: string;
  close(): Promise<void>;
}

/**
 * Starts the API (`packages/api/src/main.ts` with tsx, as `pnpm start` does, on an empty PGlite data
 * folder) and the partner page's own `server.mjs` pointed at it, serving `extraDir` at `/extra/`.
 */
export async function startFirstPlanServers(root: string, extraDir: string): Promise<FirstPlanServers> {
  const [apiPort, pagePort] = [await freePort(), await freePort()];
  const apiOrigin = `http://127.0.0.1:${apiPort}`;
  const pageOrigin = `http://127.0.0.1:${pagePort}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'facturo-widgets-bench-'));
  const tsx = join(root, 'node_modules', '.bin', 'tsx');
  const api = spawn(tsx, [...SERVER_NODE_FLAGS, '--conditions=@facturo/source', 'src/main.ts'], {
    cwd: join(root, 'packages', 'api'),
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: String(apiPort),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DEMO_CREDENTIALS_FILE: join(dataDir, 'demo-credentials.json'),
      SEED_DEMO: 'false',
      CORS_ORIGINS: pageOrigin,
      PUBLIC_APP_URL: pageOrigin,
      RATE_LIMIT_SCALE: '1000',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const page = spawn(process.execPath, ['server.mjs'], {
    cwd: join(root, 'examples', 'script-tag'),
    env: {
      ...process.env,
      PORT: String(pagePort),
      FACTURO_API_URL: apiOrigin,
      FACTURO_EXTRA_PAGES: extraDir,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const close = async () => {
    await Promise.all([stop(api), stop(page)]);
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitFor(`${apiOrigin}/api/v1/health`, 180_000);
    await waitFor(`${pageOrigin}/`, 30_000);
    return { pageOrigin, apiOrigin, close };
  } catch (error) {
    await close();
    throw error;
  }
}
