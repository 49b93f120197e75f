import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { buildDeps } from '../../src/app/build-deps';
import { createApp } from '../../src/app/create-app';
import { recordProviderPayment } from '../../src/billing-core/payment-recorder';
import { DEFAULT_BILLING_CONFIG } from '../../src/config/billing-config';
import { migrateToLatest } from '../../src/db/migrate';
import { createPglite, type DatabaseHandle, openPglite } from '../../src/db/open-database';
import type { AppDeps } from '../../src/kernel/app-deps';
import { createLogger } from '../../src/logging/logger';
import { apiModules } from '../../src/modules/index';
import { sandboxOf } from '../../src/payment-providers/sandbox/sandbox-provider';
import { buy } from '../support/billing';
import { signUp } from '../support/factories';
import { createTestClock, type TestApp, testConfig } from '../support/test-app';

// The crash test with a real process: a settlement is killed (SIGKILL) between its writes,
// and the embedded database on disk, opened again, holds none of them; the provider's next
// notification then applies everything once.
const apiDir = join(import.meta.dirname, '..', '..');
const folder = mkdtempSync(join(tmpdir(), 'facturo-crash-'));
const dataDir = join(folder, 'pglite');
const config = testConfig({ billing: { ...DEFAULT_BILLING_CONFIG, sandboxSettleDelayMs: 3_600_000 } });

afterAll(() => rmSync(folder, { recursive: true, force: true }));

async function open(): Promise<{ handle: DatabaseHandle; deps: AppDeps }> {
  const handle = openPglite(await createPglite({ dataDir }));
  const deps = buildDeps({
    config,
    database: handle,
    clock: createTestClock(new Date('2026-06-01T15:00:00Z')),
    logger: createLogger({ level: 'silent' }),
  });
  return { handle, deps };
}

function settleAndDie(paymentId: string) {
  // Node itself with tsx's loader (not the tsx wrapper), so the signal reaches the process watched.
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      '--conditions=@facturo/source',
      'test/support/settle-and-die.ts',
      dataDir,
      paymentId,
      config.jwtSecret,
    ],
    { cwd: apiDir, stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let stderr = '';
  child.stderr.on('data', (chunk) => {
    stderr += chunk;
  });
  return new Promise<{ signal: NodeJS.Signals | null; stderr: string }>((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (_code, signal) => resolve({ signal, stderr }));
  });
}

const stateOf = async (deps: AppDeps, paymentId: string) => {
  const payment = await deps.db
    .selectFrom('payments')
    .select(['status', 'invoiceId', 'organizationId'])
    .where('id', '=', paymentId)
    .executeTakeFirstOrThrow();
  return {
    payment: payment.status,
    // A purchase's invoice is issued in the approval's transaction.
    invoice: payment.invoiceId
      ? await deps.db
          .selectFrom('invoices')
          .select(['status', 'amountPaid', 'total'])
          .where('id', '=', payment.invoiceId)
          .executeTakeFirstOrThrow()
      : null,
    numbersUsed: (await deps.db.selectFrom('dianNumbering').select('lastConsecutive').execute()).map((row) =>
      Number(row.lastConsecutive),
    ),
    subscriptions: (
      await deps.db
        .selectFrom('subscriptions')
        .select('state')
        .where('organizationId', '=', payment.organizationId)
        .execute()
    ).map((row) => row.state),
  };
};

describe('a settlement killed half-way', () => {
  test('leaves the database on disk as before it; the next notification applies it once', async () => {
    // A purchase in process (CONT), on an embedded database in a folder.
    const setup = await open();
    await migrateToLatest(setup.handle.db, apiModules);
    const t = { app: createApp(setup.deps), deps: setup.deps } as unknown as TestApp;
    const purchase = await buy(t, await signUp(t), { cardholder: 'CONT' });
    expect(purchase.body.payment.status, purchase.text).toBe('in_process');
    const paymentId: string = purchase.body.payment.id;
    const before = await stateOf(setup.deps, paymentId);
    expect(before).toEqual({
      payment: 'in_process',
      invoice: null,
      numbersUsed: [],
      subscriptions: ['pending'],
    });
    await setup.handle.close();

    // Another process approves it and is killed inside the transaction.
    const crash = await settleAndDie(paymentId);
    expect(crash.signal, crash.stderr).toBe('SIGKILL');

    // Opened again: nothing of the settlement is there.
    const after = await open();
    try {
      expect(await stateOf(after.deps, paymentId)).toEqual(before);
      // The provider notifies again (its state did not change): everything happens, once.
      const snapshot = await sandboxOf(after.deps.paymentProvider)?.findByReference(paymentId);
      if (!snapshot) throw new Error('the sandbox lost the payment');
      const approved = { ...snapshot, status: 'approved' as const, statusDetail: 'accredited' };
      const at = new Date(snapshot.updatedAt.getTime() + 1000);
      await recordProviderPayment(after.deps, paymentId, { ...approved, updatedAt: at });
      await recordProviderPayment(after.deps, paymentId, { ...approved, updatedAt: at });
      const { rangeFrom } = after.deps.eInvoicing.settings.authorization;
      expect(await stateOf(after.deps, paymentId)).toEqual({
        payment: 'approved',
        invoice: { status: 'paid', amountPaid: snapshot.amount, total: snapshot.amount },
        numbersUsed: [rangeFrom],
        subscriptions: ['active'],
      });
    } finally {
      await after.handle.close();
    }
  }, 300_000);
});
