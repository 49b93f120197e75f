// The servers the portal's benchmark measures against: the real API (its catalogue comes from
// migrations, so no demo seed is needed) and the built portal in its shipped, landing-only configuration.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startPortalServer } from '../server/portal-server.mjs';

/** A free TCP port on the loopback interface. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
      server.close(() => resolve(port));
    });
  });
}

/** Waits until `url` answers 2xx, or throws after `timeoutMs`. */
export async function waitFor(url, timeoutMs) {
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

/**
 * Starts the API from source on a throwaway embedded database and the portal from `dist/`, in its
 * shipped landing-only configuration and, with `fullApp`, also as the full app.
 * @param {{ root: string, dist: string, seedDemo?: boolean, fullApp?: boolean }} options `root` is the
 * repository root; `seedDemo` adds the demo clinic and its users (for screenshots).
 */
export async function startBenchServers({ root, dist, seedDemo = false, fullApp = false }) {
  const [apiPort, portalPort, appPort] = [await freePort(), await freePort(), await freePort()];
  const apiOrigin = `http://127.0.0.1:${apiPort}`;
  const portalOrigin = `http://127.0.0.1:${portalPort}`;
  const appOrigin = `http://127.0.0.1:${appPort}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'facturo-portal-bench-'));
  const api = spawn(
    join(root, 'node_modules', '.bin', 'tsx'),
    ['--conditions=@facturo/source', 'src/main.ts'],
    {
      cwd: join(root, 'packages', 'api'),
      env: {
        ...process.env,
        NODE_ENV: 'development',
        PORT: String(apiPort),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        DEMO_CREDENTIALS_FILE: join(dataDir, 'demo-credentials.json'),
        SEED_DEMO: String(seedDemo),
        CORS_ORIGINS: [portalOrigin, appOrigin].join(','),
        PUBLIC_APP_URL: appOrigin,
        RATE_LIMIT_SCALE: '1000',
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  const stopApi = () => {
    if (api.exitCode === null) api.kill('SIGTERM');
  };
  try {
    await waitFor(`${apiOrigin}/api/v1/health`, 180_000);
    const portals = [
      await startPortalServer({
        root: dist,
        port: portalPort,
        host: '127.0.0.1',
        env: { FACTURO_API_URL: apiOrigin },
      }),
    ];
    if (fullApp) {
      const env = { FACTURO_API_URL: apiOrigin, PORTAL_CONFIG: '{"justLandingPage":false}' };
      portals.push(await startPortalServer({ root: dist, port: appPort, host: '127.0.0.1', env }));
    }
    return {
      apiOrigin,
      portalOrigin,
      appOrigin,
      credentialsFile: join(dataDir, 'demo-credentials.json'),
      async close() {
        await Promise.all(portals.map((portal) => new Promise((resolve) => portal.close(resolve))));
        stopApi();
        await new Promise((resolve) =>
          api.exitCode === null ? api.once('exit', resolve) : resolve(undefined),
        );
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    stopApi();
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
}
