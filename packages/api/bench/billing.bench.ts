// `pnpm bench` for the billing endpoints: with 100,000 invoices seeded for one organization,
// requests/s and p99 of GET /plans and of an invoice page (20 rows, with a search) at 50 concurrent
// connections, PGlite and PostgreSQL side by side, and the time to stream the CSV export of every
// invoice. The API is the real `src/main.ts` in a child process; data is seeded beforehand straight
// into its database (batched SQL). Page DEEP_PAGE is reached through its cursor and held to 10× the
// same run's /health p99; the page and count queries are EXPLAINed into the log on both engines.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { type BenchResult, report } from '../../../scripts/lib/bench-format.mjs';
import { createPglite, type DatabaseHandle, openPglite, openPostgres } from '../src/db/open-database';
import { freePort } from '../test/support/free-port';
import { prepareBillingBench } from './billing-bench-data';
import { deepPageCursor, deepPageParameter, explainInvoicePages } from './invoice-page-plans';
import { measureOnPostgres, sideBySide } from './postgres-side';

const DURATION_SECONDS = Number(process.env.BENCH_DURATION ?? 10);
const INVOICES = Number(process.env.BENCH_INVOICES ?? 100_000);
const CONNECTIONS = 50;
const JWT_SECRET = randomBytes(32).toString('hex');
const packageDir = join(import.meta.dirname, '..');
// A number fragment: with invoices numbered FCT1001…FCT101000 it matches about 110 of them, so the
// page is full (20 rows) and the total is real.
const SEARCH = '512';
// The page the issue measured (1.2 s with OFFSET paging), reached through `next_cursor`.
const DEEP_PAGE = Math.min(500, Math.floor(INVOICES / 20));

type Measurement = {
  seedSeconds: number;
  healthP99: number;
  deepPageP99: number;
  numberedPageP99: number;
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
  const child = spawn(process.execPath, ['--conditions=@facturo/source', '--import', 'tsx', 'src/main.ts'], {
    cwd: packageDir,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      JWT_SECRET,
      BILLING_JOB_INTERVAL_SECONDS: '0',
      RATE_LIMIT_SCALE: '1000000',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
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

/** Warms the endpoint up for 2 s (JIT, caches, pool), then measures it. */
async function load(url: string, token?: string) {
  const options = {
    url,
    connections: CONNECTIONS,
    ...(token ? { headers: { authorization: `Bearer ${token}` } } : {}),
  };
  await autocannon({ ...options, duration: 2, timeout: 30 });
  const result = await autocannon({ ...options, duration: DURATION_SECONDS, timeout: 30 });
  if (result.non2xx) throw new Error(`${url}: ${result.non2xx} answers were not 2xx`);
  // Requests over 30 s count as errors: reported with the result rather than aborting the run.
  if (result.errors) console.log(`${url}: ${result.errors} requests timed out`);
  return result;
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
  // The embedded database belongs to one process at a time: the API's, from here on.
  await database.close();
  const api = await startApi({ DATA_DIR: dataDir, DATABASE_URL: engine.databaseUrl ?? '' });
  try {
    const { url } = api;
    console.log(`${label}: GET /plans, the invoice page and the export…`);
    const health = await load(`${url}/health`);
    const plans = await load(`${url}/plans`);
    const deep = await load(`${url}/invoices?page_size=20&cursor=${deepPageParameter(deepCursor)}`, token);
    const numbered = await load(`${url}/invoices?page_size=20&page=${DEEP_PAGE}`, token);
    const page = await load(`${url}/invoices?page_size=20&search=${SEARCH}`, token);
    const concept = await load(`${url}/invoices?page_size=20&search=nomina`, token);
    const started = performance.now();
    const csv = await fetch(`${url}/invoices/export.csv`, { headers: { authorization: `Bearer ${token}` } });
    const lines = (await csv.text()).split('\r\n').length - 2;
    if (lines !== INVOICES) throw new Error(`The export had ${lines} rows, not ${INVOICES}`);
    return {
      seedSeconds,
      healthP99: health.latency.p99,
      deepPageP99: deep.latency.p99,
      numberedPageP99: numbered.latency.p99,
      plansRps: plans.requests.average,
      plansP99: plans.latency.p99,
      pageRps: page.requests.average,
      pageP99: page.latency.p99,
      conceptP99: concept.latency.p99,
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
    'Invoice page p99 latency',
    'pageP99',
    'ms',
    {
      target: '< 50 ms on PostgreSQL',
      ...('measured' in postgres ? { pass: postgres.measured.pageP99 < 50 } : {}),
    },
  ],
  ['Invoice page p99, a common concept word ("nomina")', 'conceptP99', 'ms'],
  ['GET /health p99 latency (the yardstick of the deep page)', 'healthP99', 'ms'],
  [
    `Invoice page ${DEEP_PAGE} p99 through next_cursor (20 rows)`,
    'deepPageP99',
    'ms',
    {
      target: '≤ 10× /health p99 on both engines',
      pass:
        pglite.deepPageP99 <= 10 * pglite.healthP99 &&
        (!('measured' in postgres) || postgres.measured.deepPageP99 <= 10 * postgres.measured.healthP99),
    },
  ],
  [
    `Invoice page ${DEEP_PAGE} p99 by number (OFFSET over index ids, counted each time)`,
    'numberedPageP99',
    'ms',
  ],
  [`CSV export of ${INVOICES} invoices (streamed)`, 'exportSeconds', 's'],
  [`Seeding ${INVOICES} invoices (batched SQL)`, 'seedSeconds', 's'],
];
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
