// `npm start`: installs what is missing, builds, then runs every service of the workspace (the API on
// its embedded database, the portal, the examples) and prints where to open them.
//
// A package becomes a service by declaring, in its package.json:
//   "facturo": { "service": { "label": "…", "script": "serve", "port": 8000, "path": "/…", "order": 1 } }
// The script receives PORT (and the URLs of the services started before it) in its environment.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { childEnv, installDependencies, mustPnpm, root, step } from './lib/toolchain.mjs';

/** Whether nothing listens on `port` (any address, IPv4 or IPv6). @param {number} port */
function portIsFree(port) {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, () => probe.close(() => resolve(true)));
  });
}

/** Fails before building when a service's port is taken (typically an earlier `npm start`). */
async function checkPorts(services, portOf) {
  const busy = [];
  for (const service of services) {
    if (!(await portIsFree(portOf(service)))) busy.push(`${portOf(service)} (${service.label})`);
  }
  if (busy.length > 0) {
    throw new Error(
      `${busy.length > 1 ? 'ports' : 'port'} ${busy.join(', ')} already in use. Is another "npm start" still running? Stop it (Ctrl+C in its terminal) or free the port, then run "npm start" again.`,
    );
  }
}

function discoverServices() {
  const services = [];
  for (const group of ['packages', 'examples']) {
    const groupDir = join(root, group);
    if (!existsSync(groupDir)) continue;
    for (const name of readdirSync(groupDir)) {
      const manifestPath = join(groupDir, name, 'package.json');
      if (!existsSync(manifestPath)) continue;
      const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
      const service = manifest.facturo?.service;
      if (service) services.push({ ...service, dir: join(groupDir, name), packageName: manifest.name });
    }
  }
  return services.sort((a, b) => (a.order ?? 99) - (b.order ?? 99));
}

async function waitForHttp(url, child, timeoutMs = 120_000) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (child.exitCode !== null) throw new Error(`${url}: the process exited with code ${child.exitCode}`);
    try {
      const response = await fetch(url);
      if (response.status < 500) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

const children = [];
// Each service runs in its own process group (`detached`), so stopping it reaches what `pnpm run`
// started below it (a shell, then node or vite); killing only pnpm would leave those running.
function stopAll() {
  for (const child of children) {
    if (child.exitCode !== null || child.pid === undefined) continue;
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      child.kill('SIGTERM');
    }
  }
}
process.on('exit', stopAll);
process.on('SIGINT', () => {
  stopAll();
  process.exit(130);
});
process.on('SIGTERM', () => {
  stopAll();
  process.exit(143);
});

try {
  await installDependencies();
  const services = discoverServices();
  const portOf = (service) => Number(process.env[service.portEnv ?? ''] ?? service.port);
  await checkPorts(services, portOf);
  step('Building packages');
  await mustPnpm(['run', 'build']);

  if (services.length === 0) {
    console.log('No services are declared yet; the build is ready in packages/*/dist.');
  } else {
    /** @type {NodeJS.ProcessEnv} */
    const env = { ...childEnv, NODE_ENV: process.env.NODE_ENV ?? 'development' };
    // The API answers browsers only from allow-listed origins: the portal and the example pages.
    const origins = services.flatMap((service) => [
      `http://localhost:${portOf(service)}`,
      `http://127.0.0.1:${portOf(service)}`,
    ]);
    env.CORS_ORIGINS ??= origins.join(',');
    const portal = services.find((service) => service.packageName === '@facturo/portal');
    if (portal) env.PUBLIC_APP_URL ??= `http://localhost:${portOf(portal)}`;
    const started = [];
    for (const service of services) {
      const port = portOf(service);
      step(`Starting ${service.label} on port ${port}`);
      const child = spawn('pnpm', ['run', '--silent', service.script], {
        cwd: service.dir,
        env: { ...env, PORT: String(port) },
        stdio: 'inherit',
        detached: process.platform !== 'win32',
      });
      children.push(child);
      const url = `http://localhost:${port}${service.path ?? '/'}`;
      await waitForHttp(url, child);
      started.push({ ...service, url });
      if (service.urlEnv) env[service.urlEnv] = `http://localhost:${port}`;
    }

    step('Facturo is running');
    for (const service of started) console.log(`  ${service.label.padEnd(28)} ${service.url}`);
    const credentialsFile = join(root, 'packages', 'api', 'demo-credentials.json');
    if (existsSync(credentialsFile)) {
      const credentials = JSON.parse(readFileSync(credentialsFile, 'utf8'));
      console.log('\n  Demo account');
      for (const account of credentials.accounts ?? []) {
        console.log(`    ${account.role.padEnd(10)} ${account.email}  /  ${account.password}`);
      }
      if (credentials.note) console.log(`    ${credentials.note}`);
    }
    console.log('\n  Press Ctrl+C to stop.');
    await Promise.race(children.map((child) => new Promise((resolve) => child.on('exit', resolve))));
    stopAll();
    process.exitCode = 1;
  }
} catch (error) {
  console.error(`\nnpm start failed: ${error instanceof Error ? error.message : error}`);
  stopAll();
  process.exitCode = 1;
}
