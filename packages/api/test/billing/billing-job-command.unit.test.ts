import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { EMBEDDED_LOCK_FILE } from '../../src/db/embedded-database-lock';

// `pnpm --filter @facturo/api billing-job` as a process, on the embedded database of a temporary
// DATA_DIR (no DATABASE_URL): it migrates, runs, and refuses a folder a live process has open.
const apiDir = join(import.meta.dirname, '..', '..');
const tsx = join(apiDir, '..', '..', 'node_modules', '.bin', 'tsx');
const folders: string[] = [];

afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

function dataDir(): string {
  const folder = mkdtempSync(join(tmpdir(), 'facturo-billing-job-'));
  folders.push(folder);
  return folder;
}

function billingJob(folder: string, args: string[] = []) {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: folder,
    NODE_ENV: 'development',
    LOG_LEVEL: 'warn',
  };
  delete env.DATABASE_URL;
  const child = spawn(tsx, ['--conditions=@facturo/source', 'src/billing-job.ts', ...args], {
    cwd: apiDir,
    env,
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk) => {
    stdout += chunk;
  });
  child.stderr.on('data', (chunk) => {
    stderr += chunk;
  });
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

const lockOf = (folder: string, owner: { pid: number; purpose: string }) =>
  writeFileSync(
    join(folder, EMBEDDED_LOCK_FILE),
    JSON.stringify({ ...owner, since: '2026-07-01T15:00:00.000Z' }),
  );

describe('the billing-job command on the embedded database', () => {
  test('refuses, without opening it, a DATA_DIR a running server holds', async () => {
    const folder = dataDir();
    // This test process stands for the server: alive, and holding the lock.
    lockOf(folder, { pid: process.pid, purpose: 'API server' });
    const run = await billingJob(folder);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(`in use by the API server (process ${process.pid}`);
    expect(run.stderr).toContain('DATABASE_URL');
    expect(existsSync(join(folder, 'pglite', 'PG_VERSION'))).toBe(false);
    expect(JSON.parse(readFileSync(join(folder, EMBEDDED_LOCK_FILE), 'utf8')).pid).toBe(process.pid);
  }, 60_000);

  test('migrates a fresh DATA_DIR, runs on the day given and releases the lock; a dead owner’s lock is taken over', async () => {
    const folder = dataDir();
    const gone = spawnSync(process.execPath, ['-e', '']).pid as number;
    lockOf(folder, { pid: gone, purpose: 'API server' });
    const first = await billingJob(folder, ['--at', '2026-07-01T10:00:00-05:00']);
    expect(first.code, first.stderr).toBe(0);
    expect(first.stdout).toMatch(/Applied migrations: 0001-accounts, .*0310-payments-refund-due/);
    const report = JSON.parse(first.stdout.slice(first.stdout.indexOf('{')));
    expect(report).toMatchObject({ today: '2026-07-01', renewalInvoices: 0, reconciledPayments: 0 });
    expect(existsSync(join(folder, EMBEDDED_LOCK_FILE))).toBe(false);
  }, 180_000);
});
