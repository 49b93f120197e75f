// The billing API of the browser tests: the reference API on its own throwaway database, with the demo
// data and 1,000 more invoices for the demo clinic (the invoice list's journeys page, filter and export
// them). The demo organization exists only once the API has started, so: start it, stop it, seed the
// invoices with the API's own command, start it again (and stay in the foreground). Each runs the built
// program (`dist/`, what `npm start` serves; the test command builds first).
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

const apiDir = join(import.meta.dirname, '..', '..', '..', 'packages', 'api');
const dist = join(apiDir, 'dist');
if (!existsSync(join(dist, 'main.js')) || !existsSync(join(dist, 'seed-invoices.js'))) {
  console.error('The API is not built: run `pnpm run build` (npm test builds before the browser tests).');
  process.exit(1);
}
// The first start (which creates the demo organization) listens on another loopback address, so the
// test runner's readiness check on 127.0.0.1 cannot pass before the seeded API is the one answering.
const FIRST_HOST = '127.0.0.2';
const health = (host) => `http://${host}:${process.env.PORT}/api/v1/health`;
const COUNT = process.env.FACTURO_E2E_INVOICES ?? '1000';

function run(args, { wait = true, env = process.env } = {}) {
  const child = spawn(process.execPath, args, {
    cwd: apiDir,
    stdio: 'inherit',
    env,
  });
  if (!wait) return child;
  return new Promise((resolve, reject) =>
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${args.join(' ')} exited with ${code}`)),
    ),
  );
}

async function healthy(child, url) {
  for (let waited = 0; waited < 180_000; waited += 500) {
    if (child.exitCode !== null) throw new Error(`the API exited with ${child.exitCode} before answering`);
    if (
      await fetch(url).then(
        (answer) => answer.ok,
        () => false,
      )
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} did not answer within 3 minutes`);
}

const first = run(['dist/main.js'], { wait: false, env: { ...process.env, HOST: FIRST_HOST } });
await healthy(first, health(FIRST_HOST));
await new Promise((resolve) => {
  first.once('exit', resolve);
  first.kill('SIGTERM');
});
await run(['dist/seed-invoices.js', '--count', COUNT]);
const api = run(['dist/main.js'], { wait: false });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => api.kill(signal));
api.on('exit', (code) => process.exit(code ?? 0));
