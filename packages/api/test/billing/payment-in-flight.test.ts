import { describe, expect, test } from 'vitest';
import { recordProviderPayment } from '../../src/billing-core/payment-recorder';
import { DEFAULT_BILLING_CONFIG } from '../../src/config/billing-config';
import { runBillingJob } from '../../src/modules/subscriptions/billing-run';
import { sandboxOf } from '../../src/payment-providers/sandbox/sandbox-provider';
import { call } from '../support/api-client';
import { buy, payInvoice, TEST_CARDS, travel } from '../support/billing';
import { type SignedUpUser, signUp } from '../support/factories';
import { setupTestApp } from '../support/test-app';

// The billing job and a renewal payment in flight, in both orders: the job runs while the payment
// is in process (it must hold the suspension or cancellation), then the provider approves or rejects.
const t = setupTestApp();

/** A monthly plan bought on 2026-01-10 (paid through 2026-02-09) and its renewal invoice, issued on 2026-02-04. */
async function renewalDue() {
  await travel(t, '2026-01-10T15:00:00Z');
  const owner = await signUp(t);
  const purchase = await buy(t, owner, { items: [{ plan_id: 'payroll-10', billing_cycle: 'monthly' }] });
  expect(purchase.body.payment.status).toBe('approved');
  const { subscriptionId } = await t.deps.db
    .selectFrom('invoiceLines')
    .select('subscriptionId')
    .where('invoiceId', '=', purchase.body.invoice_id)
    .executeTakeFirstOrThrow();
  await travel(t, '2026-02-04T15:00:00Z', owner);
  await runBillingJob(t.deps);
  const { invoiceId } = await t.deps.db
    .selectFrom('invoiceLines')
    .select('invoiceId')
    .where('lineKey', '=', `renewal:${subscriptionId}:2026-02-10`)
    .executeTakeFirstOrThrow();
  return { owner, subscriptionId: subscriptionId as string, invoiceId };
}

/** Pays with CONT: the payment stays `in_process` until the test has the sandbox settle it. */
async function payInProcess(owner: SignedUpUser, invoiceId: string): Promise<string> {
  const slow = t.variant({
    config: { billing: { ...DEFAULT_BILLING_CONFIG, sandboxSettleDelayMs: 3_600_000 } },
  });
  const response = await payInvoice({ app: slow.app }, owner, invoiceId, 'CONT');
  expect(response.body.payment.status, response.text).toBe('in_process');
  await t.deps.db
    .updateTable('sandboxPayments')
    .set({ settleAt: new Date('2100-01-01T00:00:00Z') })
    .where('externalReference', '=', response.body.payment.id)
    .execute();
  return response.body.payment.id;
}

/** The provider decides now: the sandbox moves the payment and notifies the API, as its webhook does. */
async function decide(paymentId: string, decision: 'approved' | 'rejected' | 'refunded') {
  const now = t.clock.now();
  if (decision === 'approved') {
    await t.deps.db
      .updateTable('sandboxPayments')
      .set({ settleAt: now })
      .where('externalReference', '=', paymentId)
      .execute();
    expect(await sandboxOf(t.deps.paymentProvider)?.settleDue()).toBe(1);
    return;
  }
  await t.deps.db
    .updateTable('sandboxPayments')
    .set({
      status: decision,
      statusDetail: decision === 'rejected' ? 'cc_rejected_other_reason' : 'refunded',
      dateLastUpdated: now,
      settleAt: null,
    })
    .where('externalReference', '=', paymentId)
    .execute();
  const snapshot = await sandboxOf(t.deps.paymentProvider)?.findByReference(paymentId);
  if (!snapshot) throw new Error('the sandbox lost the payment');
  await recordProviderPayment(t.deps, paymentId, snapshot);
}

/**
 * The invoice that renews the subscription now: the one issued, or the one that replaced it when the
 * reconnection fee was added (an electronic invoice is voided by a credit note, never changed).
 */
const renewalInvoiceOf = async (subscriptionId: string) =>
  (
    await t.deps.db
      .selectFrom('invoiceLines')
      .select('invoiceId')
      .where('lineKey', '=', `renewal:${subscriptionId}:2026-02-10`)
      .executeTakeFirstOrThrow()
  ).invoiceId;

const stateOf = async (subscriptionId: string, _issued: string) => {
  const db = t.deps.db;
  const invoiceId = await renewalInvoiceOf(subscriptionId);
  return {
    subscription: await db
      .selectFrom('subscriptions')
      .select(['state', 'activeUntil'])
      .where('id', '=', subscriptionId)
      .executeTakeFirstOrThrow(),
    invoice: await db
      .selectFrom('invoices')
      .select(['status', 'total', 'amountPaid'])
      .where('id', '=', invoiceId)
      .executeTakeFirstOrThrow(),
    fees: (
      await db
        .selectFrom('invoiceLines')
        .select('id')
        .where('invoiceId', '=', invoiceId)
        .where('kind', '=', 'reconnection_fee')
        .execute()
    ).length,
  };
};

describe('the billing job and a renewal payment in flight', () => {
  test('suspension waits for the payment; its approval then pays the invoice in full and renews', async () => {
    const { owner, subscriptionId, invoiceId } = await renewalDue();
    await travel(t, '2026-02-15T15:00:00Z', owner);
    const paymentId = await payInProcess(owner, invoiceId);
    const before = await stateOf(subscriptionId, invoiceId);
    // Day 12 after the last paid day: suspended, were it not for the payment in process.
    await travel(t, '2026-02-21T15:00:00Z', owner);
    expect(await runBillingJob(t.deps)).toMatchObject({ suspended: 0, cancelled: 0, heldForPayment: 1 });
    expect(await stateOf(subscriptionId, invoiceId)).toEqual({
      subscription: { state: 'active', activeUntil: '2026-02-09' },
      invoice: { status: 'in_process', total: before.invoice.total, amountPaid: 0 },
      fees: 0,
    });
    await decide(paymentId, 'approved');
    expect(await stateOf(subscriptionId, invoiceId)).toEqual({
      subscription: { state: 'active', activeUntil: '2026-03-09' },
      invoice: { status: 'paid', total: before.invoice.total, amountPaid: before.invoice.total },
      fees: 0,
    });
    expect(await runBillingJob(t.deps)).toMatchObject({ suspended: 0, heldForPayment: 0 });
  });

  test('a rejection releases the hold: the next run suspends and adds the reconnection fee', async () => {
    const { owner, subscriptionId, invoiceId } = await renewalDue();
    await travel(t, '2026-02-15T15:00:00Z', owner);
    const paymentId = await payInProcess(owner, invoiceId);
    await travel(t, '2026-02-21T15:00:00Z', owner);
    expect(await runBillingJob(t.deps)).toMatchObject({ suspended: 0, heldForPayment: 1 });
    await decide(paymentId, 'rejected');
    expect((await stateOf(subscriptionId, invoiceId)).invoice.status).toBe('unpaid');
    expect(await runBillingJob(t.deps)).toMatchObject({ suspended: 1, heldForPayment: 0 });
    expect(await stateOf(subscriptionId, invoiceId)).toMatchObject({
      subscription: { state: 'suspended' },
      invoice: { status: 'unpaid', amountPaid: 0 },
      fees: 1,
    });
    // The fee is not added to the issued invoice: a credit note voids it and a new invoice carries both.
    const replacement = await renewalInvoiceOf(subscriptionId);
    expect(replacement).not.toBe(invoiceId);
    const voided = (await call(t.app, 'GET', `/invoices/${invoiceId}`, { token: owner.accessToken })).body;
    expect(voided).toMatchObject({
      status: 'cancelled',
      credit_notes: [{ concept_code: '2', total: voided.total }],
    });
  });

  test('cancellation waits for the payment; its approval reconnects the subscription', async () => {
    const { owner, subscriptionId, invoiceId } = await renewalDue();
    await travel(t, '2026-02-21T15:00:00Z', owner);
    expect(await runBillingJob(t.deps)).toMatchObject({ suspended: 1 });
    await travel(t, '2026-02-23T15:00:00Z', owner);
    const paymentId = await payInProcess(owner, await renewalInvoiceOf(subscriptionId));
    // Day 17: cancelled for good, were it not for the payment in process.
    await travel(t, '2026-02-26T15:00:00Z', owner);
    expect(await runBillingJob(t.deps)).toMatchObject({ heldForPayment: 1 });
    const held = await stateOf(subscriptionId, invoiceId);
    expect(held).toMatchObject({
      subscription: { state: 'suspended', activeUntil: '2026-02-09' },
      invoice: { status: 'in_process' },
      fees: 1,
    });
    await decide(paymentId, 'approved');
    expect(await stateOf(subscriptionId, invoiceId)).toEqual({
      subscription: { state: 'active', activeUntil: '2026-03-09' },
      invoice: { status: 'paid', total: held.invoice.total, amountPaid: held.invoice.total },
      fees: 1,
    });
  });

  test('an approval for an invoice that can no longer take it is not booked: it is owed back', async () => {
    const { owner, subscriptionId, invoiceId } = await renewalDue();
    await travel(t, '2026-02-15T15:00:00Z', owner);
    const paymentId = await payInProcess(owner, invoiceId);
    // Closed under the payment (by hand, or by a job run from before the hold existed).
    await t.deps.db
      .updateTable('subscriptions')
      .set({ state: 'cancelled' })
      .where('id', '=', subscriptionId)
      .execute();
    await t.deps.db.updateTable('invoices').set({ status: 'expired' }).where('id', '=', invoiceId).execute();
    const logged = t.logs.length;
    await decide(paymentId, 'approved');
    const payment = await call(t.app, 'GET', `/payments/${paymentId}`, { token: owner.accessToken });
    expect(payment.body.status).toBe('approved');
    const row = await t.deps.db
      .selectFrom('payments')
      .select(['refundReason', 'amount'])
      .where('id', '=', paymentId)
      .executeTakeFirstOrThrow();
    expect(row.refundReason).toBe('invoice_expired');
    const closed = await stateOf(subscriptionId, invoiceId);
    expect(closed).toMatchObject({
      subscription: { state: 'cancelled', activeUntil: '2026-02-09' },
      invoice: { status: 'expired', amountPaid: 0 },
    });
    const alert = t.logs
      .slice(logged)
      .map((line) => JSON.parse(line))
      .find((entry) => entry.paymentId === paymentId && /refund it/.test(entry.msg));
    expect(alert).toMatchObject({ refundReason: 'invoice_expired', amount: row.amount, invoiceId });
    expect(JSON.stringify(alert)).not.toContain(TEST_CARDS.visa.number.replaceAll(' ', ''));
    expect(Object.keys(alert)).not.toContain('cardLastFour');
    // Once the provider reports the refund, the payment is closed and the invoice stays as it was.
    await decide(paymentId, 'refunded');
    expect(
      (await call(t.app, 'GET', `/payments/${paymentId}`, { token: owner.accessToken })).body.status,
    ).toBe('refunded');
    expect(await stateOf(subscriptionId, invoiceId)).toEqual(closed);
  });
});
