// `pnpm bench` for the billing endpoints: with 100,000 invoices seeded for one organization,
// requests/s and p99 of GET /plans and of the invoice page at 50 concurrent connections, PGlite and
// PostgreSQL side by side, and the time to stream the CSV export of every invoice. The API is the
// real `src/main.ts` in a child process; data is seeded beforehand straight into its database
// (batched SQL). The invoice page as the portal asks for it (page 1, page DEEP_PAGE through its
// cursor, page DEEP_PAGE by number) is held to 10× the same run's /health p99 with no error, on each
// engine; the page, count, CSV batch and a clinic list's queries are EXPLAINed into the log.
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { type BenchResult, report } from '../../../scripts/lib/bench-format.mjs';
import { createPglite, type DatabaseHandle, openPglite, openPostgres } from '../src/db/open-database';
import { freePort } from '../test/support/free-port';
import { prepareBillingBench } from './billing-bench-data';
import {
  deepPageCursor,
  deepPageParameter,
  explainClinicList,
  explainInvoicePages,
} from './invoice-page-plans';
import { measureOnPostgres, sideBySide } from './postgres-side';
import { spawnSourceApi } from './source-api';

const DURATION_SECONDS = Number(process.env.BENCH_DURATION ?? 10);
const INVOICES = Number(process.env.BENCH_INVOICES ?? 100_000);
const CONNECTIONS = 50;
const JWT_SECRET = randomBytes(32).toString('hex');
// A number fragment: with invoices numbered FCT1001…FCT101000 it matches about 110 of them, so the
// page is full (20 rows) and the total is real.
const SEARCH = '512';
// The page the issue measured (1.2 s with OFFSET paging), reached through `next_cursor`.
const DEEP_PAGE = Math.min(500, Math.floor(INVOICES / 20));
// Patients of a clinic seeded for the plan of a clinic list's cursor page.
const CLINIC_PATIENTS = 20_000;

/** The invoice pages held to the /health yardstick. */
const HELD = ['firstPage', 'deepPage', 'numberedPage'] as const;
type Held = (typeof HELD)[number];

/** What one load run saw: latency, throughput, and every answer that was not a 2xx or never came. */
type Load = { p99: number; p50: number; rps: number; failed: number; statuses: string };

type Measurement = Record<`${Held}P99` | `${Held}Failed`, number> & {
  seedSeconds: number;
  healthP99: number;
  plansRps: number;
  plansP99: number;
  pageRps: number;
  pageP99: number;
  conceptP99: number;
  exportSeconds: number;
};

/** Starts `src/main.ts` (quiet: logs cost throughput) and resolves with its base URL once it answers. */
async function startApi(env: Record<string, string>) {
  const port = await freePort();
  const child = spawnSourceApi({
    PORT: String(port),
    JWT_SECRET,
    BILLING_JOB_INTERVAL_SECONDS: '0',
    RATE_LIMIT_SCALE: '1000000',
    ...env,
  });
  const url = `http://127.0.0.1:${port}/api/v1`;
  for (let attempt = 0; attempt < 600 && child.exitCode === null; attempt++) {
    if (
      await fetch(`${url}/health`)
        .then((response) => response.ok)
        .catch(() => false)
    )
      return { child, url };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill('SIGTERM');
  throw new Error('The API did not start within 120 s');
}

/**
 * Warms the endpoint up for 2 s (JIT, caches, pool), then measures it. Failures (non-2xx answers,
 * requests over 30 s) are counted and printed with their statuses, not thrown: they are a result.
 */
async function load(name: string, url: string, token?: string): Promise<Load> {
  const options = {
    url,
    connections: CONNECTIONS,
    ...(token ? { headers: { authorization: `Bearer ${token}` } } : {}),
  };
  await autocannon({ ...options, duration: 2, timeout: 30 });
  const result = await autocannon({ ...options, duration: DURATION_SECONDS, timeout: 30 });
  const statuses = Object.entries(result.statusCodeStats ?? {})
    .map(([status, stats]) => `${status}×${stats.count ?? 0}`)
    .join(' ');
  const measured = {
    p99: result.latency.p99,
    p50: result.latency.p50,
    rps: result.requests.average,
    failed: result.non2xx + result.errors,
    statuses: `${statuses}${result.errors ? ` timeouts×${result.errors}` : ''}`,
  };
  console.log(
    `  ${name}: p50 ${measured.p50} ms, p99 ${measured.p99} ms, ${Math.round(measured.rps)} req/s, ${measured.statuses}`,
  );
  return measured;
}

async function measure(label: string, engine: { databaseUrl?: string }): Promise<Measurement> {
  const dataDir = mkdtempSync(join(tmpdir(), 'facturo-billing-bench-'));
  let database: DatabaseHandle;
  if (engine.databaseUrl) {
    database = openPostgres({ url: engine.databaseUrl });
  } else {
    mkdirSync(join(dataDir, 'pglite'), { recursive: true });
    database = openPglite(await createPglite({ dataDir: join(dataDir, 'pglite') }));
  }
  console.log(`${label}: seeding ${INVOICES} invoices…`);
  const { token, organizationId, seedSeconds } = await prepareBillingBench(database, {
    invoices: INVOICES,
    jwtSecret: JWT_SECRET,
  });
  const deepCursor = await deepPageCursor(database, organizationId, DEEP_PAGE, INVOICES);
  await explainInvoicePages(label, database, organizationId, { search: SEARCH, deepCursor });
  await explainClinicList(label, database, CLINIC_PATIENTS);
  // The embedded database belongs to one process at a time: the API's, from here on.
  await database.close();
  const api = await startApi({ DATA_DIR: dataDir, DATABASE_URL: engine.databaseUrl ?? '' });
  try {
    const { url } = api;
    console.log(`${label}: GET /plans, the invoice page and the export…`);
    const health = await load('/health', `${url}/health`);
    const plans = await load('/plans', `${url}/plans`);
    const first = await load('page 1', `${url}/invoices?page_size=20`, token);
    const deep = await load(
      `page ${DEEP_PAGE} by cursor`,
      `${url}/invoices?page_size=20&cursor=${deepPageParameter(deepCursor)}`,
      token,
    );
    const numbered = await load(
      `page ${DEEP_PAGE} by number`,
      `${url}/invoices?page_size=20&page=${DEEP_PAGE}`,
      token,
    );
    const page = await load(`search ${SEARCH}`, `${url}/invoices?page_size=20&search=${SEARCH}`, token);
    const concept = await load('search nomina', `${url}/invoices?page_size=20&search=nomina`, token);
    const started = performance.now();
    const csv = await fetch(`${url}/invoices/export.csv`, { headers: { authorization: `Bearer ${token}` } });
    const lines = (await csv.text()).split('\r\n').length - 2;
    if (lines !== INVOICES) throw new Error(`The export had ${lines} rows, not ${INVOICES}`);
    return {
      seedSeconds,
      healthP99: health.p99,
      firstPageP99: first.p99,
      firstPageFailed: first.failed,
      deepPageP99: deep.p99,
      deepPageFailed: deep.failed,
      numberedPageP99: numbered.p99,
      numberedPageFailed: numbered.failed,
      plansRps: plans.rps,
      plansP99: plans.p99,
      pageRps: page.rps,
      pageP99: page.p99,
      conceptP99: concept.p99,
      exportSeconds: (performance.now() - started) / 1000,
    };
  } finally {
    api.child.kill('SIGTERM');
    await new Promise((resolve) => api.child.once('exit', resolve));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const pglite = await measure('PGlite', {});
const postgres = await measureOnPostgres((databaseUrl) => measure('PostgreSQL', { databaseUrl }));

const rows: [string, keyof Measurement, string, Pick<BenchResult, 'target' | 'pass'>?][] = [
  [`GET /plans throughput (${CONNECTIONS} connections)`, 'plansRps', 'req/s'],
  ['GET /plans p99 latency', 'plansP99', 'ms'],
  [`Invoice page throughput (20 rows, search "${SEARCH}", ${INVOICES} invoices)`, 'pageRps', 'req/s'],
  [
    'Invoice page p99 latency, search',
    'pageP99',
    'ms',
    {
      target: '< 50 ms on PostgreSQL',
      ...('measured' in postgres ? { pass: postgres.measured.pageP99 < 50 } : {}),
    },
  ],
  ['Invoice page p99, a common concept word ("nomina")', 'conceptP99', 'ms'],
  ['GET /health p99 latency (the yardstick of the invoice pages)', 'healthP99', 'ms'],
  [`CSV export of ${INVOICES} invoices (streamed)`, 'exportSeconds', 's'],
  [`Seeding ${INVOICES} invoices (batched SQL)`, 'seedSeconds', 's'],
];
const HELD_NAMES: Record<Held, string> = {
  firstPage: 'page 1 (counted)',
  deepPage: `page ${DEEP_PAGE} through next_cursor (count carried)`,
  numberedPage: `page ${DEEP_PAGE} by number (OFFSET over index ids at the first request, then from the position it remembered; counted)`,
};
// Each held page on each engine: its p99 beside that engine's /health p99 of the same run.
for (const [engine, measured] of [
  ['PGlite', pglite],
  ['PostgreSQL', 'measured' in postgres ? postgres.measured : undefined],
] as const) {
  for (const held of HELD) {
    const metric = `Invoice ${HELD_NAMES[held]} p99 on ${engine}, ${INVOICES} invoices, 20 rows`;
    if (!measured) {
      report({ suite: 'api invoice page at 50 connections', metric, unit: 'ms', skipped: 'no PostgreSQL' });
      continue;
    }
    const p99 = measured[`${held}P99`];
    const failed = measured[`${held}Failed`];
    report({
      suite: 'api invoice page at 50 connections',
      metric,
      unit: 'ms',
      value: p99,
      baseline: measured.healthP99,
      baselineLabel: `${engine} /health p99`,
      target: '≤ 10× /health p99, 0 errors',
      pass: p99 <= 10 * measured.healthP99 && failed === 0,
      note: `${failed} errors; loopback, autocannon`,
    });
  }
}
for (const [metric, key, unit, target] of rows) {
  report({
    suite: 'api billing: PostgreSQL vs PGlite',
    metric,
    unit,
    ...sideBySide(postgres, pglite, key),
    note: 'loopback, autocannon',
    ...target,
  });
}
