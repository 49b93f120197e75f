// `pnpm bench` for the API's start: the built server (`node dist/main.js`, as `npm start` runs it) on
// a fresh, empty data folder, then restarted on the same folder. Measures the time until `/health`
// answers, the peak RSS (VmHWM) once the job worker runs, and each start-up phase from the server's
// debug lines (`startup phase`). Baselines in the same run: a bare PGlite opened on an empty folder
// and on an existing one (`SELECT 1`), and a bare Node HTTP server.
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { report } from '../../../scripts/lib/bench-format.mjs';
import { SERVER_NODE_FLAGS } from '../src/config/server-node-flags';
import { freePort } from '../test/support/free-port';

const packageDir = join(import.meta.dirname, '..');
const serverEntry = join(packageDir, 'dist', 'main.js');
const SUITE = 'api: cold start';

interface Start {
  /** From spawning to the first 200 of `/health`. */
  readyMs: number;
  /** Peak resident memory (VmHWM) once the server is up and its job worker runs. */
  peakMb: number;
  /** The server's `startup phase` lines: phase → its duration and the RSS at its end. */
  phases: Record<string, { ms: number; rssMb: number }>;
}

/** Peak resident memory of a process in MB, from /proc (Linux). */
function peakMemoryMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

const exited = (child: ChildProcess) =>
  new Promise<void>((resolve) => (child.exitCode !== null ? resolve() : child.once('exit', () => resolve())));

async function waitFor(check: () => boolean | Promise<boolean>, child: ChildProcess, what: string) {
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${what}: the process exited with code ${child.exitCode}`);
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`${what} did not happen within 180 s`);
}

/** Starts the built API on `dataDir`, waits until it answers and runs its jobs, then stops it. */
async function startApi(dataDir: string): Promise<Start> {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, serverEntry], {
    cwd: packageDir,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: String(port),
      DATA_DIR: dataDir,
      DEMO_CREDENTIALS_FILE: join(dataDir, 'demo-credentials.json'),
      LOG_LEVEL: 'debug',
      DATABASE_URL: '',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  try {
    let readyMs = 0;
    await waitFor(
      async () => {
        const ok = await fetch(`http://127.0.0.1:${port}/api/v1/health`).then(
          (response) => response.ok,
          () => false,
        );
        if (ok) readyMs = performance.now() - started;
        return ok;
      },
      child,
      'The API answering /health',
    );
    await waitFor(() => output.includes('job worker started'), child, 'The job worker starting');
    const peakMb = peakMemoryMb(child.pid ?? 0);
    const phases: Start['phases'] = {};
    for (const line of output.split('\n')) {
      if (!line.includes('"startup phase"')) continue;
      const entry = JSON.parse(line) as { phase: string; ms: number; rssMb: number };
      phases[entry.phase] = { ms: entry.ms, rssMb: entry.rssMb };
    }
    return { readyMs, peakMb, phases };
  } finally {
    child.kill('SIGTERM');
    await exited(child);
  }
}

// The floor: what PGlite alone costs to open a folder (running initdb when it is empty) and answer.
const BARE_PGLITE = `
const started = performance.now();
const { PGlite } = await import('@electric-sql/pglite');
const db = await PGlite.create({ dataDir: process.argv[1] });
await db.query('select 1');
const ms = performance.now() - started;
const status = (await import('node:fs')).readFileSync('/proc/self/status', 'utf8');
const peak = Number(/VmHWM:\\s+(\\d+)/.exec(status)[1]) / 1024;
await db.close();
console.log(JSON.stringify({ ms, peak }));
`;

async function barePglite(dataDir: string): Promise<{ ms: number; peak: number }> {
  const child = spawn(process.execPath, ['--input-type=module', '-e', BARE_PGLITE, dataDir], {
    cwd: packageDir,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  await exited(child);
  if (child.exitCode !== 0) throw new Error(`The bare PGlite baseline failed (exit ${child.exitCode})`);
  return JSON.parse(output.trim().split('\n').at(-1) ?? '{}');
}

/** Milliseconds from spawning a bare Node HTTP server to its first answer. */
async function bareHttpServer(): Promise<number> {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(
    process.execPath,
    ['-e', `require('node:http').createServer((q, s) => s.end('ok')).listen(${port})`],
    { stdio: 'ignore' },
  );
  try {
    let ms = 0;
    await waitFor(
      async () => {
        const ok = await fetch(`http://127.0.0.1:${port}/`).then(
          (response) => response.ok,
          () => false,
        );
        if (ok) ms = performance.now() - started;
        return ok;
      },
      child,
      'The bare HTTP server answering',
    );
    return ms;
  } finally {
    child.kill('SIGTERM');
    await exited(child);
  }
}

const phasesText = (start: Start) =>
  Object.entries(start.phases)
    .map(([phase, { ms, rssMb }]) => `${phase} ${ms} ms (${rssMb} MB)`)
    .join(', ');

if (!existsSync(serverEntry)) {
  report({ suite: SUITE, metric: 'cold start', unit: 'ms', skipped: 'build first: pnpm run build' });
} else {
  const workDir = mkdtempSync(join(tmpdir(), 'facturo-cold-start-'));
  try {
    const httpMs = await bareHttpServer();
    const pgliteEmpty = await barePglite(join(workDir, 'bare'));
    const pgliteExisting = await barePglite(join(workDir, 'bare'));
    const cold = await startApi(join(workDir, 'api'));
    const restart = await startApi(join(workDir, 'api'));
    const load = (await import('node:os')).loadavg()[0]?.toFixed(1);
    console.log(`cold start phases: ${phasesText(cold)}`);
    console.log(`restart phases: ${phasesText(restart)}`);
    const note = `load ${load}; bare HTTP server ${Math.round(httpMs)} ms`;
    report({
      suite: SUITE,
      metric: 'empty data folder → /health',
      value: Math.round(cold.readyMs),
      unit: 'ms',
      baseline: Math.round(pgliteEmpty.ms),
      baselineLabel: 'bare PGlite, empty folder',
      target: '≤ 5000 ms',
      pass: cold.readyMs <= 5000,
      note,
    });
    report({
      suite: SUITE,
      metric: 'empty data folder, peak RSS',
      value: Math.round(cold.peakMb),
      unit: 'MB',
      baseline: Math.round(pgliteEmpty.peak),
      baselineLabel: 'bare PGlite, empty folder',
      target: '≤ 400 MB',
      pass: cold.peakMb <= 400,
    });
    report({
      suite: SUITE,
      metric: 'restart → /health',
      value: Math.round(restart.readyMs),
      unit: 'ms',
      baseline: Math.round(pgliteExisting.ms),
      baselineLabel: 'bare PGlite, existing folder',
      target: '≤ 2000 ms',
      pass: restart.readyMs <= 2000,
      note,
    });
    report({
      suite: SUITE,
      metric: 'restart, peak RSS',
      value: Math.round(restart.peakMb),
      unit: 'MB',
      baseline: Math.round(pgliteExisting.peak),
      baselineLabel: 'bare PGlite, existing folder',
    });
  } finally {
    rmSync(workDir, { recursive: true, force: true });
  }
}
