import { describe, expect, test } from 'vitest';
import { MAIL_RETRY_WINDOW_MS } from '../src/mail/mail-delivery';
import { queueMail } from '../src/mail/mail-queue';
import { mailDeliveryJob } from '../src/modules/platform/mail-delivery.job';
import { uniqueEmail } from './support/factories';
import { createFailingMailer } from './support/failing-mailer';
import { sendPendingMail } from './support/mail';
import { setupTestApp } from './support/test-app';

const t = setupTestApp();

const message = (to: string) => ({
  to,
  subject: '123456 es tu código de verificación de Facturo',
  text: 'Tu código es 123456. https://portal.facturo.test/reset-password?token=secreto-de-prueba',
  html: '<p>Tu código es 123456.</p>',
});

/** Queues one message (outside any transaction) and answers its row id. */
async function queue(to: string): Promise<string> {
  await sendPendingMail(t.deps);
  await queueMail(t.deps, t.deps.db, message(to));
  const row = await t.deps.db
    .selectFrom('queuedEmails')
    .select('id')
    .where('status', '=', 'pending')
    .orderBy('createdAt', 'desc')
    .executeTakeFirstOrThrow();
  return row.id;
}

const row = (id: string) =>
  t.deps.db.selectFrom('queuedEmails').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const outbox = (to: string) =>
  t.deps.db.selectFrom('outboxEmails').selectAll().where('to', '=', to).execute();

describe('the mail queue', () => {
  test('a queued message is sealed at rest, sent by the job, and cleared once sent', async () => {
    const to = uniqueEmail('cola');
    const id = await queue(to);
    const stored = JSON.stringify(await row(id));
    for (const secret of [to, '123456', 'secreto-de-prueba']) expect(stored).not.toContain(secret);
    expect(await mailDeliveryJob.run(t.deps, { mailId: id })).toEqual({ mailId: id, outcome: 'sent' });
    expect(await outbox(to)).toEqual([expect.objectContaining(message(to))]);
    expect(await row(id)).toMatchObject({
      status: 'sent',
      attempts: 1,
      messageCiphertext: null,
      lastError: null,
    });
    // A repeated job (pg-boss retries, or a second worker) finds it sent and sends nothing.
    expect(await mailDeliveryJob.run(t.deps, { mailId: id })).toMatchObject({ outcome: 'skipped' });
    expect(await outbox(to)).toHaveLength(1);
  });

  test('two workers running the same message at once send it once', async () => {
    const to = uniqueEmail('cola');
    const id = await queue(to);
    const outcomes = await Promise.all([
      mailDeliveryJob.run(t.deps, { mailId: id }),
      mailDeliveryJob.run(t.deps, { mailId: id }),
    ]);
    expect(outcomes.map((outcome) => (outcome as { outcome: string }).outcome).sort()).toEqual([
      'sent',
      'skipped',
    ]);
    expect(await outbox(to)).toHaveLength(1);
  });

  test('a failing mail server is retried with backoff for a day, then the message is given up', async () => {
    const to = uniqueEmail('cola');
    const id = await queue(to);
    const { mailer, attempted } = createFailingMailer();
    const { deps } = t.variant({ mailer });
    expect(await mailDeliveryJob.run(deps, { mailId: id })).toMatchObject({ outcome: 'retried' });
    const first = await row(id);
    expect(first).toMatchObject({ status: 'pending', attempts: 1 });
    expect(first.nextAttemptAt?.getTime()).toBe(t.clock.now().getTime() + 60_000);
    expect(first.lastError).toContain('550');
    expect(first.lastError).not.toContain(to);
    // Not due yet: a job now does nothing.
    expect(await mailDeliveryJob.run(deps, { mailId: id })).toMatchObject({ outcome: 'skipped' });
    t.clock.advance(60);
    expect(await mailDeliveryJob.run(deps, { mailId: id })).toMatchObject({ outcome: 'retried' });
    expect((await row(id)).nextAttemptAt?.getTime()).toBe(t.clock.now().getTime() + 5 * 60_000);
    t.clock.advance(MAIL_RETRY_WINDOW_MS / 1000);
    expect(await mailDeliveryJob.run(deps, { mailId: id })).toMatchObject({ outcome: 'failed' });
    expect(await row(id)).toMatchObject({
      status: 'failed',
      attempts: 3,
      messageCiphertext: null,
      nextAttemptAt: null,
    });
    expect(attempted).toHaveLength(3);
    expect(await outbox(to)).toHaveLength(0);
    const logs = t.logs.join('\n');
    expect(logs).toContain('an e-mail could not be sent for a day: given up');
    expect(logs).not.toContain(to);
    expect(logs).not.toContain('secreto-de-prueba');
  });

  test('the pending messages are a metric', async () => {
    await sendPendingMail(t.deps);
    await queueMail(t.deps, t.deps.db, message(uniqueEmail('cola')));
    const metrics = await t.deps.metrics.registry.metrics();
    expect(metrics).toMatch(/facturo_queue_depth\{queue="email"\} 1\b/);
    await sendPendingMail(t.deps);
    expect(await t.deps.metrics.registry.metrics()).toMatch(/facturo_queue_depth\{queue="email"\} 0\b/);
  });
});
