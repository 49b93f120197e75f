// `pnpm bench` for the billing endpoints: with 100,000 invoices seeded for one organization,
// requests/s and p99 of GET /plans and of an invoice page (20 rows, with a search) at 50 concurrent
// connections, PGlite and PostgreSQL side by side, and the time to stream the CSV export of every
// invoice. The API is the real `src/main.ts` in a child process; data is seeded beforehand straight
// into its database (batched SQL), and the PostgreSQL page query is EXPLAINed into the log.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { sql } from 'kysely';
import { type BenchResult, report } from '../../../scripts/lib/bench-format.mjs';
import { createPglite, type DatabaseHandle, openPglite, openPostgres } from '../src/db/open-database';
import { invoicePageQuery } from '../src/modules/invoices/invoices.repository';
import { freePort } from '../test/support/free-port';
import { prepareBillingBench } from './billing-bench-data';
import { measureOnPostgres, sideBySide } from './postgres-side';

const DURATION_SECONDS = Number(process.env.BENCH_DURATION ?? 10);
const INVOICES = Number(process.env.BENCH_INVOICES ?? 100_000);
const CONNECTIONS = 50;
const JWT_SECRET = randomBytes(32).toString('hex');
const packageDir = join(import.meta.dirname, '..');
// A number fragment: with invoices numbered FCT1001…FCT101000 it matches about 110 of them, so the
// page is full (20 rows) and the total is real.
const SEARCH = '512';

type Measurement = {
  seedSeconds: number;
  plansRps: number;
  plansP99: number;
  pageRps: number;
  pageP99: number;
  conceptP99: number;
  exportSeconds: number;
};

/** Logs PostgreSQL's plan of the benchmarked page, so the index use is visible in the output. */
async function explainPage(database: DatabaseHandle, organizationId: string): Promise<void> {
  const query = { search: SEARCH, page: 1, pageSize: 20, sort: '-created_at' } as const;
  const plan = await invoicePageQuery(database.db, organizationId, query).explain(
    undefined,
    sql`analyze, buffers`,
  );
  console.log(
    `EXPLAIN ANALYZE of the invoice page (search "${SEARCH}"):\n${plan.map((row) => `  ${Object.values(row)[0]}`).join('\n')}`,
  );
}

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
  if (engine.databaseUrl) await explainPage(database, organizationId);
  // The embedded database belongs to one process at a time: the API's, from here on.
  await database.close();
  const api = await startApi({ DATA_DIR: dataDir, DATABASE_URL: engine.databaseUrl ?? '' });
  try {
    const { url } = api;
    console.log(`${label}: GET /plans, the invoice page and the export…`);
    const plans = await load(`${url}/plans`);
    const page = await load(`${url}/invoices?page_size=20&search=${SEARCH}`, token);
    const concept = await load(`${url}/invoices?page_size=20&search=nomina`, token);
    const started = performance.now();
    const csv = await fetch(`${url}/invoices/export.csv`, { headers: { authorization: `Bearer ${token}` } });
    const lines = (await csv.text()).split('\r\n').length - 2;
    if (lines !== INVOICES) throw new Error(`The export had ${lines} rows, not ${INVOICES}`);
    return {
      seedSeconds,
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
