// `npm start`: installs what is missing, builds, then runs every service of the workspace (the API on
// its embedded database, the portal, the examples) and prints where to open them.
//
// A package becomes a service by declaring, in its package.json:
//   "facturo": { "service": { "label": "…", "script": "serve", "port": 8000, "path": "/…", "order": 1 } }
// The script receives PORT (and the URLs of the services started before it) in its environment.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { childEnv, installDependencies, mustPnpm, root, step } from './lib/toolchain.mjs';

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
function stopAll() {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
}
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
  step('Building packages');
  await mustPnpm(['run', 'build']);

  const services = discoverServices();
  if (services.length === 0) {
    console.log('No services are declared yet; the build is ready in packages/*/dist.');
  } else {
    /** @type {NodeJS.ProcessEnv} */
    const env = { ...childEnv, NODE_ENV: process.env.NODE_ENV ?? 'development' };
    const portOf = (service) => Number(process.env[service.portEnv ?? ''] ?? service.port);
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
