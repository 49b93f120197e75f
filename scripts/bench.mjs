// `pnpm bench`: runs every package's `bench` script once, in one process tree, and prints all
// results side by side with the baseline each measured in the same run. Benchmarks never fail the
// build; targets are reported as PASS or MISS.
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseResults, renderTable } from './lib/bench-format.mjs';
import { childEnv, ensurePostgres, installDependencies, root, step } from './lib/toolchain.mjs';

const only = process.argv.slice(2);

function benchPackages() {
  return readdirSync(join(root, 'packages'))
    .map((name) => ({ name, dir: join(root, 'packages', name) }))
    .filter(({ dir }) => {
      try {
        return Boolean(JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')).scripts?.bench);
      } catch {
        return false;
      }
    })
    .filter(({ name }) => only.length === 0 || only.includes(name));
}

function runBench(dir) {
  return new Promise((resolve) => {
    const child = spawn('pnpm', ['run', '--silent', 'bench'], {
      cwd: dir,
      env: childEnv,
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
      for (const line of String(chunk).split('\n')) if (line && !line.startsWith('BENCH ')) console.log(line);
    });
    child.on('exit', (code) => resolve({ code, results: parseResults(output) }));
  });
}

if (!process.env.FACTURO_SKIP_INSTALL) await installDependencies();
// The API benchmarks compare PGlite with a throwaway PostgreSQL cluster, as `npm test` does. Without
// it (no apt, no network) they still run and print the PGlite side, marking PostgreSQL skipped.
if (only.length === 0 || only.includes('api')) {
  await ensurePostgres().catch((error) => {
    console.error(`Could not install PostgreSQL (${error.message}); the API benchmarks will skip it.`);
  });
}
const all = [];
let failed = false;
for (const { name, dir } of benchPackages()) {
  step(`Benchmarks: ${name}`);
  const { code, results } = await runBench(dir);
  if (code !== 0) {
    failed = true;
    console.error(`Benchmarks of ${name} exited with code ${code}.`);
  }
  all.push(...results);
}
step('Results (one run; baselines measured in the same run)');
console.log(renderTable(all));
process.exitCode = failed ? 1 : 0;
