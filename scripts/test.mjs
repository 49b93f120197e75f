// `npm test`: installs what is missing (pnpm, dependencies, Debian chromium, postgresql, xmllint,
// Poppler and ZBar), then builds, checks sizes, type-checks, lints (Biome, knip) and runs every unit,
// component, API and browser test.
// Exits non-zero when any step fails; every step runs so one report shows all failures.
import { existsSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  childEnv,
  ensureChromium,
  ensureDocumentTools,
  ensurePostgres,
  installDependencies,
  pnpm,
  root,
  run,
  step,
} from './lib/toolchain.mjs';
import { vitestRecapLines } from './lib/vitest-recap.mjs';

const results = [];
const recaps = [];
const recapReporter = join(root, 'scripts', 'lib', 'vitest-recap-reporter.mjs');
const vitestRecap = join(tmpdir(), `facturo-vitest-recap-${process.pid}.json`);

async function timed(name, action) {
  step(name);
  const started = performance.now();
  let ok = false;
  try {
    ok = (await action()) !== false;
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
  }
  results.push({ name, ok, seconds: (performance.now() - started) / 1000 });
  return ok;
}

const pnpmStep = (args) => async () => (await pnpm(args)) === 0;
const runNode = async (script) => (await run(process.execPath, [join(root, script)])) === 0;

const installed =
  (await timed('Install dependencies', installDependencies)) &&
  (await timed('Install Debian chromium when missing', ensureChromium)) &&
  (await timed('Install Debian postgresql when missing (API tests on PostgreSQL)', ensurePostgres)) &&
  (await timed(
    'Install Debian libxml2-utils, poppler-utils and zbar-tools when missing (DIAN documents)',
    ensureDocumentTools,
  ));

if (installed) {
  const built = await timed('Build packages', pnpmStep(['run', 'build']));
  if (built) await timed('Size budgets (first downloads)', () => runNode('scripts/size-budgets.mjs'));
  await timed('Type-check', pnpmStep(['run', 'typecheck']));
  await timed('Lint and format check (Biome)', pnpmStep(['run', 'lint']));
  await timed('Unused files, exports and dependencies (knip)', pnpmStep(['run', 'lint:unused']));
  rmSync(vitestRecap, { force: true });
  // One retry: a test that fails only under this machine's load passes the run but is named as flaky
  // in the summary; a test that fails twice fails the run.
  await timed('Unit, component and API tests (Vitest)', async () => {
    const code = await pnpm(
      ['run', 'test:unit', '--retry=1', '--reporter=default', `--reporter=${recapReporter}`],
      { env: { ...childEnv, FACTURO_VITEST_RECAP: vitestRecap } },
    );
    recaps.push(['Vitest', vitestRecapLines(vitestRecap)]);
    return code === 0;
  });
  if (existsSync(join(root, 'playwright.config.ts'))) {
    if (built) await timed('Browser tests (Playwright, Debian chromium)', pnpmStep(['run', 'test:e2e']));
    else results.push({ name: 'Browser tests (skipped: the build failed)', ok: false, seconds: 0 });
  }
}

step('Summary');
for (const { name, ok, seconds } of results) {
  console.log(`${ok ? 'PASS' : 'FAIL'}  ${name}  (${seconds.toFixed(1)} s)`);
}
for (const [title, lines] of recaps) {
  if (lines.length === 0) continue;
  console.log(`\n${title}:`);
  for (const line of lines) console.log(line);
}
const failed = results.filter((result) => !result.ok);
console.log(failed.length ? `\n${failed.length} step(s) failed.` : '\nAll steps passed.');
process.exitCode = failed.length ? 1 : 0;
