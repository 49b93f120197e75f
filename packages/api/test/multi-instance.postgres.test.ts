import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { addDays, dateInBogota } from '@facturo/sdk/co';
import { type Kysely, sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import type { Database } from '../src/db/database.types';
import { migrateToLatest } from '../src/db/migrate';
import { openPostgres } from '../src/db/open-database';
import { apiModules } from '../src/modules/index';
import { call } from './support/api-client';
import { type ApiProcess, remoteApp, startApiProcess, waitFor } from './support/api-process';
import { freePort } from './support/free-port';
import { purchaseThroughBoth } from './support/multi-instance';

// A deployment in miniature: two API processes (API_ROLE=web) and one job worker on one throwaway
// PostgreSQL database. Purchases (each sent to both instances at once), a renewal by the billing job,
// webhooks and e-mails (queued by the web instances, sent by the worker) go through them; every
// effect must have happened exactly once.

const EVENT_TYPES = ['invoice.issued', 'invoice.paid', 'payment.approved', 'subscription.created'];
const processes: ApiProcess[] = [];
let admin: pg.Client;
let databaseName: string;
let db: Kysely<Database>;
let close: () => Promise<void>;
let receiver: Server;
let receiverUrl: string;
const received: { path: string; eventId: string }[] = [];
type Remote = ReturnType<typeof remoteApp>;
let web: Remote[];
let webUrls: string[];
let workerUrl: string;
let dataDir: string | undefined;

beforeAll(async () => {
  const url = new URL(inject('databaseUrl'));
  databaseName = `multi_${randomBytes(5).toString('hex')}`;
  admin = new pg.Client({ connectionString: url.toString() });
  await admin.connect();
  await admin.query(`create database "${databaseName}"`);
  url.pathname = `/${databaseName}`;
  const handle = openPostgres({ url: url.toString(), maxConnections: 4 });
  ({ db, close } = handle);
  // Migrated once up front, as a deployment's release step does before the new instances start.
  await migrateToLatest(db, apiModules);

  receiver = createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      received.push({ path: request.url ?? '', eventId: String(request.headers['facturo-event-id']) });
      response.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;

  // Shared like a deployment's volume: the development DIAN certificate the instances generate.
  dataDir = mkdtempSync(join(tmpdir(), 'facturo-multi-'));
  const env = {
    DATABASE_URL: url.toString(),
    DATA_DIR: dataDir,
    JWT_SECRET: 'multi-instance-secret-that-is-long-enough-for-hs256',
    CAPTCHA_PROVIDER: 'none',
    TRUST_PROXY: '1',
    SEED_DEMO: '0',
    ARGON2_MEMORY_COST: '1024',
    ARGON2_TIME_COST: '1',
    BILLING_JOB_INTERVAL_SECONDS: '2',
  };
  const ports = [await freePort(), await freePort()];
  webUrls = ports.map((port) => `http://127.0.0.1:${port}`);
  workerUrl = `http://127.0.0.1:${await freePort()}`;
  processes.push(
    ...ports.map((port, index) =>
      startApiProcess(`web-${index}`, 'main', { ...env, API_ROLE: 'web', PORT: String(port) }),
    ),
    startApiProcess('worker', 'worker', { ...env, PORT: new URL(workerUrl).port }),
  );
  web = webUrls.map(remoteApp);
  const alive = (process: ApiProcess) => {
    if (process.child.exitCode !== null)
      throw new Error(`${process.name} exited:\n${process.output.join('')}`);
  };
  for (const base of webUrls) {
    await waitFor(
      async () => {
        processes.forEach(alive);
        return (await fetch(`${base}/api/v1/health/ready`).catch(() => undefined))?.status === 200;
      },
      `${base} ready`,
      90_000,
    );
  }
  const worker = processes[2] as ApiProcess;
  await waitFor(
    () => {
      alive(worker);
      return worker.output.join('').includes('job worker started');
    },
    'the worker started',
    60_000,
  );
}, 150_000);

afterAll(async () => {
  await Promise.all(processes.map((process) => process.stop()));
  await new Promise<void>((resolve) => (receiver ? receiver.close(() => resolve()) : resolve()));
  await close?.();
  await admin?.query(`drop database if exists "${databaseName}" with (force)`).catch(() => undefined);
  await admin?.end();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}, 30_000);

const count = async (query: Promise<{ count: string | number }[]>) => Number((await query)[0]?.count ?? 0);

describe('two API instances and a worker on one PostgreSQL', () => {
  test('purchases, a renewal, e-mails and webhooks each happen exactly once', async () => {
    const cluster = { web, db, receiverUrl };
    const buyers = await Promise.all(
      [0, 1, 2, 3].map((index) => purchaseThroughBoth(cluster, index, EVENT_TYPES)),
    );
    const organizations = buyers.map((buyer) => buyer.organizationId);

    // The billing job renews the first subscription: its paid period now ends in 3 days.
    const today = dateInBogota(new Date());
    await db
      .updateTable('subscriptions')
      .set({ activeUntil: addDays(today, 3) })
      .where('organizationId', '=', organizations[0] as string)
      .execute();
    const invoicesOf = (organizationId: string) =>
      count(
        db
          .selectFrom('invoices')
          .select((eb) => eb.fn.countAll<string>().as('count'))
          .where('organizationId', '=', organizationId)
          .execute(),
      );
    await waitFor(
      async () => (await invoicesOf(organizations[0] as string)) === 2,
      'the renewal invoice',
      30_000,
    );

    // Every delivery answered; then two more billing periods pass, in which nothing may repeat.
    const pending = () =>
      count(
        db
          .selectFrom('webhookDeliveries')
          .select((eb) => eb.fn.countAll<string>().as('count'))
          .where('status', '<>', 'succeeded')
          .execute(),
      );
    await waitFor(
      async () => (await pending()) === 0 && received.length > 0,
      'every webhook delivered',
      30_000,
    );
    // Every invoice went to DIAN (the simulator) and was e-mailed to its buyer by a billing run.
    const delivered = () =>
      count(
        db
          .selectFrom('dianDocuments')
          .select((eb) => eb.fn.countAll<string>().as('count'))
          .where('deliveredAt', 'is not', null)
          .execute(),
      );
    await waitFor(async () => (await delivered()) === 5, 'the five invoices e-mailed', 30_000);
    // Every e-mail (codes, invoices) was queued by whichever process made the change and sent by the worker.
    const unsent = () =>
      count(
        db
          .selectFrom('queuedEmails')
          .select((eb) => eb.fn.countAll<string>().as('count'))
          .where('status', '<>', 'sent')
          .execute(),
      );
    await waitFor(async () => (await unsent()) === 0, 'every queued e-mail sent', 30_000);
    const runs = () =>
      sql<{
        count: string;
      }>`select count(*) from pgboss.job where name = 'billing-run' and state = 'completed'`
        .execute(db)
        .then((result) => Number(result.rows[0]?.count));
    const runsNow = await runs();
    await waitFor(async () => (await runs()) >= runsNow + 2, 'two more billing runs', 20_000);

    for (const [index, { organizationId, billingEmail, organizationEmail }] of buyers.entries()) {
      // One invoice per purchase (and the renewal's), one payment and one charge per purchase.
      expect(await invoicesOf(organizationId)).toBe(index === 0 ? 2 : 1);
      const payments = await db
        .selectFrom('payments')
        .select('id')
        .where('organizationId', '=', organizationId)
        .execute();
      expect(payments).toHaveLength(1);
      const charges = await db
        .selectFrom('sandboxPayments')
        .select('id')
        .where('externalReference', '=', payments[0]?.id as string)
        .execute();
      expect(charges).toHaveLength(1);
      // One e-mail per invoice to its buyer.
      const documents = await db
        .selectFrom('dianDocuments')
        .select('id')
        .where('organizationId', '=', organizationId)
        .execute();
      expect(documents).toHaveLength(index === 0 ? 2 : 1);
      const emails = await db
        .selectFrom('outboxEmails')
        .select('subject')
        .where('to', 'in', [billingEmail, organizationEmail])
        .execute();
      expect(emails).toHaveLength(documents.length);
      // One delivery per event at the organization's endpoint.
      const events = await db
        .selectFrom('webhookEvents')
        .select('id')
        .where('organizationId', '=', organizationId)
        .where('type', 'in', EVENT_TYPES as never)
        .execute();
      const arrived = received
        .filter((item) => item.path === `/hooks/${organizationId}`)
        .map((item) => item.eventId);
      expect(arrived.sort()).toEqual(events.map((event) => event.id).sort());
      expect(events.length).toBeGreaterThanOrEqual(index === 0 ? 5 : 4);
    }

    // One e-mail per message: no message went out twice.
    const repeated = await db
      .selectFrom('outboxEmails')
      .select(['to', 'subject', (eb) => eb.fn.countAll<string>().as('count')])
      .groupBy(['to', 'subject', 'text'])
      .having((eb) => eb.fn.countAll(), '>', 1)
      .execute();
    expect(repeated).toEqual([]);
    // Each queued e-mail was sent in one attempt, and is exactly one message in the outbox.
    const queued = await db
      .selectFrom('queuedEmails')
      .select(['status', 'attempts', 'messageCiphertext'])
      .execute();
    expect(queued.length).toBeGreaterThan(0);
    expect(
      queued.every((mail) => mail.status === 'sent' && mail.attempts === 1 && !mail.messageCiphertext),
    ).toBe(true);
    const outbox = await db
      .selectFrom('outboxEmails')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .executeTakeFirstOrThrow();
    expect(Number(outbox.count)).toBe(queued.length);
    // One billing run per period across the processes.
    const periods = await sql<{ count: string }>`
      select count(*) from pgboss.job where name = 'billing-run' group by singleton_on having count(*) > 1`.execute(
      db,
    );
    expect(periods.rows).toEqual([]);

    // The web instances ran no job; the worker did; any instance shows the queues to operators.
    for (const process of processes.slice(0, 2))
      expect(process.output.join('')).not.toContain('job finished');
    expect(processes[2]?.output.join('')).toContain('job finished');
    const queues = await call(web[1] as Remote, 'GET', '/platform/jobs');
    expect(queues.status, queues.text).toBe(200);
    expect(queues.body.queues.map((queue: { name: string }) => queue.name)).toEqual([
      'billing-run',
      'embedded-database-upkeep',
      'mail-delivery',
      'payment-follow-up',
      'webhook-delivery',
    ]);
    for (const queue of queues.body.queues) expect(queue).toMatchObject({ failed: 0 });
    const completed = (name: string) =>
      queues.body.queues.find((queue: { name: string }) => queue.name === name)?.completed;
    expect(completed('payment-follow-up')).toBeGreaterThan(0);
    // Autovacuum's work, done by the API on the embedded database only.
    expect(completed('embedded-database-upkeep')).toBe(0);
    // At least one run per e-mail (a job fed again just after its e-mail went out finds it sent and skips it).
    expect(completed('mail-delivery')).toBeGreaterThanOrEqual(queued.length);
    const metrics = await fetch(`${webUrls[0]}/api/v1/metrics`).then((response) => response.text());
    expect(metrics).toMatch(/facturo_jobs\{queue="webhook-delivery",state="completed"\} [1-9]/);
    expect(metrics).toMatch(/facturo_jobs\{queue="mail-delivery",state="completed"\} [1-9]/);
    expect(metrics).toMatch(/facturo_queue_depth\{queue="email"\} 0/);
    // The worker answers its probes and its own job counters, and nothing of the API itself.
    expect((await fetch(`${workerUrl}/api/v1/health/ready`)).status).toBe(200);
    const workerMetrics = await fetch(`${workerUrl}/api/v1/metrics`).then((response) => response.text());
    expect(workerMetrics).toMatch(/facturo_job_runs_total\{job="billing-run",outcome="succeeded"\} [1-9]/);
    expect((await fetch(`${workerUrl}/api/v1/plans`)).status).toBe(404);
  }, 120_000);
});
