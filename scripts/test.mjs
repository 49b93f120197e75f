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

const installed =
  (await timed('Install dependencies', installDependencies)) &&
  (await timed('Install Debian chromium when missing', ensureChromium)) &&
  (await timed('Install Debian postgresql when missing (API tests on PostgreSQL)', ensurePostgres)) &&
  (await timed(
    'Install Debian libxml2-utils, poppler-utils and zbar-tools when missing (DIAN documents)',
    ensureDocumentTools,
  ));

/**
 * Runs steps side by side, each with its output held back, then reports them in order as if they had
 * run one after the other. For the build and the static checks: each is mostly one thread, and this
 * machine has two.
 */
async function timedTogether(steps) {
  const outcomes = await Promise.all(
    steps.map(async ([name, action]) => {
      const output = [];
      const started = performance.now();
      let ok = false;
      try {
        ok = (await action(output)) !== false;
      } catch (error) {
        output.push(`${error instanceof Error ? error.message : error}\n`);
      }
      return { name, ok, output, seconds: (performance.now() - started) / 1000 };
    }),
  );
  for (const { name, ok, output, seconds } of outcomes) {
    step(name);
    process.stdout.write(output.join(''));
    results.push({ name, ok, seconds });
  }
}

const capturedPnpm = (args) => async (output) => (await pnpm(args, { capture: output })) === 0;

if (installed) {
  // The build and the static checks side by side: none reads another's output (the type-check follows
  // the sources through the `@facturo/source` condition and writes under node_modules/.cache; Biome
  // and knip skip `dist/`), and each leaves part of a core idle on its own.
  let built = false;
  await timedTogether([
    [
      'Build packages',
      async (output) => {
        built = (await pnpm(['run', 'build'], { capture: output })) === 0;
        return built;
      },
    ],
    [
      'Type-check (one pass over every package, type tests included, tsc -b)',
      capturedPnpm(['run', 'typecheck']),
    ],
    ['Lint and format check (Biome)', capturedPnpm(['run', 'lint'])],
    ['Unused files, exports and dependencies (knip)', capturedPnpm(['run', 'lint:unused'])],
  ]);
  if (built) {
    await timed(
      'Size budgets (first downloads)',
      async () => (await run(process.execPath, [join(root, 'scripts/size-budgets.mjs')])) === 0,
    );
  } else {
    results.push({ name: 'Size budgets (skipped: the build failed)', ok: false, seconds: 0 });
  }
  rmSync(vitestRecap, { force: true });
  // One retry: a test that fails only under this machine's load passes the run but is named as flaky
  // in the summary; a test that fails twice fails the run.
  await timed('Unit, component and API tests (Vitest)', async () => {
    const code = await pnpm(
      ['run', 'test:unit', '--retry=1', '--reporter=default', `--reporter=${recapReporter}`],
      // The type-check step above compiled the type tests (`*.test-d.ts`) with everything else: Vitest
      // need not start a second compiler for them (see packages/sdk/vitest.config.ts).
      { env: { ...childEnv, FACTURO_VITEST_RECAP: vitestRecap, FACTURO_TYPE_TESTS_IN_TSC: '1' } },
    );
    recaps.push(['Vitest', vitestRecapLines(vitestRecap)]);
    rmSync(vitestRecap, { force: true });
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
