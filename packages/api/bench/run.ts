// `pnpm bench` for the API: requests/s and p99 latency of POST /auth/login and GET /me under load on
// loopback (autocannon), on PGlite and on PostgreSQL side by side, plus the server's idle and peak
// memory. The server is the real `src/main.ts` in a child process, so its memory is its own.
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { report } from '../../../scripts/lib/bench-format.mjs';
import { freePort } from '../test/support/free-port';
import { measureOnPostgres, sideBySide } from './postgres-side';
import { spawnSourceApi } from './source-api';

const DURATION_SECONDS = Number(process.env.BENCH_DURATION ?? 10);

type Measurement = {
  loginRps: number;
  loginP99: number;
  meRps: number;
  meP99: number;
  idleMb: number;
  peakMb: number;
};

/** VmRSS and VmHWM (peak) of a process, in MB, from /proc. */
function memoryOf(pid: number): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return { rss: kb('VmRSS') / 1024, peak: kb('VmHWM') / 1024 };
}

async function waitForHealth(url: string, child: ChildProcess): Promise<void> {
  for (let attempt = 0; attempt < 600; attempt++) {
    if (child.exitCode !== null) throw new Error(`The API exited with code ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/health`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('The API did not start within 120 s');
}

/** POSTs JSON and returns the parsed answer, failing loudly on an error status. */
async function post(url: string, body: unknown): Promise<Record<string, string>> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${url} answered ${response.status}: ${await response.text()}`);
  return response.json() as Promise<Record<string, string>>;
}

/** The subject of the first e-mail to `to`; e-mail leaves through the mail queue, so it is waited for. */
async function firstSubject(url: string, to: string): Promise<string> {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    const mailbox = (await (await fetch(`${url}/dev/mailbox?to=${to}`)).json()) as {
      items: { subject: string }[];
    };
    if (mailbox.items[0]) return mailbox.items[0].subject;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`No e-mail reached ${to} within 15 s: is the API's job worker running (API_ROLE=all)?`);
}

/** Signs a user up through the public API, reading the code from the development mailbox. */
async function signUp(url: string): Promise<{ email: string; password: string }> {
  const account = { email: 'bench.user@example.co', password: 'Clave.Segura2026' };
  await post(`${url}/auth/register`, {
    ...account,
    first_name: 'Ana',
    first_surname: 'Díaz',
    accepted_terms: true,
  });
  const code = /\d{6}/.exec(await firstSubject(url, account.email))?.[0];
  const { registration_token } = await post(`${url}/auth/verify-email`, { email: account.email, code });
  await post(`${url}/auth/complete-registration`, {
    registration_token,
    first_name: 'Ana',
    first_surname: 'Díaz',
    taxpayer_type: '2',
    document_type: '13',
    document_number: '1020304050',
    iva_responsible: false,
    electronic_biller: false,
  });
  return account;
}

function load(options: autocannon.Options): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    autocannon(options, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

async function measure(label: string, databaseUrl?: string): Promise<Measurement> {
  const dataDir = mkdtempSync(join(tmpdir(), 'facturo-bench-'));
  const port = await freePort();
  const child = spawnSourceApi({
    PORT: String(port),
    DATA_DIR: dataDir,
    // Throughput of argon2id sign-in, not of the proof of work each real sign-in also carries.
    CAPTCHA_PROVIDER: 'none',
    // The point is throughput, not the brute-force guard.
    RATE_LIMIT_SCALE: '1000000',
    DATABASE_URL: databaseUrl ?? '',
  });
  try {
    const url = `http://127.0.0.1:${port}/api/v1`;
    await waitForHealth(url, child);
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const idle = memoryOf(child.pid as number);
    const account = await signUp(url);
    const body = JSON.stringify(account);
    const session = await post(`${url}/auth/login`, account);
    console.log(`${label}: POST /auth/login for ${DURATION_SECONDS} s…`);
    const login = await load({
      url: `${url}/auth/login`,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
      connections: 10,
      duration: DURATION_SECONDS,
    });
    console.log(`${label}: GET /me for ${DURATION_SECONDS} s…`);
    const me = await load({
      url: `${url}/me`,
      headers: { authorization: `Bearer ${session.access_token}` },
      connections: 50,
      duration: DURATION_SECONDS,
    });
    for (const [name, result] of [
      ['login', login],
      ['me', me],
    ] as const) {
      if (result.non2xx || result.errors)
        throw new Error(`${label} ${name}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
    }
    return {
      loginRps: login.requests.average,
      loginP99: login.latency.p99,
      meRps: me.requests.average,
      meP99: me.latency.p99,
      idleMb: idle.rss,
      peakMb: memoryOf(child.pid as number).peak,
    };
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const pglite = await measure('PGlite');
const postgres = await measureOnPostgres((url) => measure('PostgreSQL', url));

const rows: [string, keyof Measurement, string][] = [
  ['POST /auth/login throughput (10 connections, argon2id 19 MiB)', 'loginRps', 'req/s'],
  ['POST /auth/login p99 latency', 'loginP99', 'ms'],
  ['GET /me throughput (50 connections)', 'meRps', 'req/s'],
  ['GET /me p99 latency', 'meP99', 'ms'],
  ['API idle memory (RSS)', 'idleMb', 'MB'],
  ['API peak memory (RSS high-water mark)', 'peakMb', 'MB'],
];
for (const [metric, key, unit] of rows) {
  report({
    suite: 'api: PostgreSQL vs PGlite',
    metric,
    unit,
    ...sideBySide(postgres, pglite, key),
    note: 'loopback, autocannon',
  });
}
