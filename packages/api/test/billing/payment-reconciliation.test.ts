import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, test, vi } from 'vitest';
import { runBillingJob } from '../../src/modules/subscriptions/billing-run';
import { call } from '../support/api-client';
import { checkoutBody, UNIT_ITEMS } from '../support/billing';
import { type SignedUpUser, signUp } from '../support/factories';
import { setupTestApp } from '../support/test-app';

// A process that dies in the middle of a checkout leaves a payment `pending`; the billing job's
// reconciliation finishes it from what the provider knows (reconcilePayments).
const t = setupTestApp();
let buyer: SignedUpUser;

beforeAll(async () => {
  t.clock.set(new Date('2026-05-04T15:00:00Z'));
  buyer = await signUp(t);
});

const checkout = (key: string, body: unknown) =>
  call(t.app, 'POST', '/checkout', { token: buyer.accessToken, headers: { 'Idempotency-Key': key }, body });

/** The order of `key`, its payment and invoice as stored, and the charges the provider holds for it. */
async function stored(key: string) {
  const db = t.deps.db;
  const order = await db
    .selectFrom('orders')
    .selectAll()
    .where('idempotencyKey', '=', key)
    .where('userId', '=', buyer.userId)
    .executeTakeFirstOrThrow();
  const payment = await db
    .selectFrom('payments')
    .select(['id', 'status', 'statusDetail', 'providerPaymentId', 'amount'])
    .where('id', '=', order.paymentId as string)
    .executeTakeFirstOrThrow();
  // A purchase's invoice exists only once its payment is approved.
  const invoice = order.invoiceId
    ? await db
        .selectFrom('invoices')
        .select(['status', 'total', 'amountPaid'])
        .where('id', '=', order.invoiceId)
        .executeTakeFirstOrThrow()
    : null;
  const subscriptionIds = (order.purchase?.lines ?? []).flatMap((line) =>
    line.subscriptionId ? [line.subscriptionId] : [],
  );
  const subscriptions = await db
    .selectFrom('subscriptions')
    .select('state')
    .where('id', 'in', subscriptionIds)
    .execute();
  const charges = await db
    .selectFrom('sandboxPayments')
    .select('id')
    .where('externalReference', '=', payment.id)
    .execute();
  return {
    payment,
    invoice,
    subscriptions: subscriptions.map((row) => row.state),
    charges: charges.length,
  };
}

describe('payment reconciliation after a crash', () => {
  test('charged, then the process died: the job records the approval, pays the invoice once and charges once', async () => {
    const provider = t.deps.paymentProvider;
    const original = provider.charge;
    const charge = vi.spyOn(provider, 'charge').mockImplementationOnce(async (request) => {
      await original(request);
      throw new Error('the process died before recording the charge');
    });
    const key = randomUUID();
    const body = await checkoutBody(t, { items: UNIT_ITEMS });
    try {
      expect((await checkout(key, body)).status).toBe(500);
    } finally {
      charge.mockRestore();
    }
    const crashed = await stored(key);
    expect(crashed).toMatchObject({
      payment: { status: 'pending', statusDetail: 'pending_submission', providerPaymentId: null },
      invoice: null,
      subscriptions: ['pending'],
      charges: 1,
    });
    // Left alone for longer than the reconciliation threshold (2 minutes), the job asks the provider by our id.
    t.clock.advance(121);
    expect(await runBillingJob(t.deps)).toMatchObject({ reconciledPayments: 1 });
    const reconciled = await stored(key);
    expect(reconciled).toMatchObject({
      payment: { status: 'approved', statusDetail: 'accredited', providerPaymentId: expect.any(String) },
      invoice: { status: 'paid', amountPaid: crashed.payment.amount, total: crashed.payment.amount },
      subscriptions: ['active'],
      charges: 1,
    });
    // The buyer's retry with the same key answers the outcome without charging again; so does the next run.
    const retry = await checkout(key, body);
    expect(retry.status, retry.text).toBe(201);
    expect(retry.body.payment).toEqual({
      id: reconciled.payment.id,
      status: 'approved',
      status_detail: 'accredited',
    });
    expect(await runBillingJob(t.deps)).toMatchObject({ reconciledPayments: 0 });
    expect(await stored(key)).toEqual(reconciled);
  });

  test('never sent (the process died before charging): after an hour the payment is cancelled and the purchase voided', async () => {
    const charge = vi
      .spyOn(t.deps.paymentProvider, 'charge')
      .mockRejectedValueOnce(new Error('the process died before the charge left'));
    const key = randomUUID();
    try {
      expect((await checkout(key, await checkoutBody(t, { items: UNIT_ITEMS }))).status).toBe(500);
    } finally {
      charge.mockRestore();
    }
    t.clock.advance(121);
    await runBillingJob(t.deps);
    // The provider has never heard of it, but it may still be on its way: it stays pending.
    expect(await stored(key)).toMatchObject({ payment: { status: 'pending' }, charges: 0 });
    t.clock.advance(3600);
    expect(await runBillingJob(t.deps)).toMatchObject({ reconciledPayments: 1 });
    expect(await stored(key)).toMatchObject({
      payment: { status: 'cancelled', statusDetail: 'expired_not_submitted' },
      // Never paid: no invoice was issued, so no number was used.
      invoice: null,
      subscriptions: ['void'],
      charges: 0,
    });
  });
});
