import { sql } from 'kysely';
import { beforeAll, describe, expect, test, vi } from 'vitest';
import { recordProviderPayment } from '../../src/billing-core/payment-recorder';
import { DEFAULT_BILLING_CONFIG } from '../../src/config/billing-config';
import { type ProviderPayment, ProviderUnavailableError } from '../../src/payment-providers/payment-provider';
import { sandboxOf, sandboxWebhookSecret } from '../../src/payment-providers/sandbox/sandbox-provider';
import { signWebhook } from '../../src/payment-providers/webhook-signature';
import { call } from '../support/api-client';
import { buy, invoiceIdOfPayment, TEST_CARDS, UNIT_ITEMS } from '../support/billing';
import { expectProblem, type SignedUpUser, signUp } from '../support/factories';
import { setupTestApp } from '../support/test-app';

const t = setupTestApp({ config: { billing: { ...DEFAULT_BILLING_CONFIG, sandboxSettleDelayMs: 30 } } });
let user: SignedUpUser;

beforeAll(async () => {
  user = await signUp(t);
});

const get = (path: string) => call(t.app, 'GET', path, { token: user.accessToken });

/** A notification about sandbox payment `id`, signed as the sandbox signs them. */
function notification(id: string, options: { secret?: string; at?: Date; tamperedId?: string } = {}) {
  const headers = signWebhook(
    options.secret ?? sandboxWebhookSecret(t.deps),
    id,
    options.at ?? t.clock.now(),
  );
  return call(t.app, 'POST', `/webhooks/payments/sandbox?data.id=${options.tamperedId ?? id}&type=payment`, {
    headers,
    body: { action: 'payment.updated', type: 'payment', data: { id: options.tamperedId ?? id } },
  });
}

const providerIdOf = async (paymentId: string) =>
  (
    await t.deps.db
      .selectFrom('payments')
      .select('providerPaymentId')
      .where('id', '=', paymentId)
      .executeTakeFirstOrThrow()
  ).providerPaymentId as string;

describe('CONT: in process, then approved by the sandbox webhook', () => {
  test('the payment settles by itself; the invoice is paid and the subscription starts', async () => {
    const purchase = await buy(t, user, { cardholder: 'CONT' });
    expect(purchase.body.payment).toMatchObject({
      status: 'in_process',
      status_detail: 'pending_contingency',
    });
    await vi.waitFor(
      async () => expect((await get(`/payments/${purchase.body.payment.id}`)).body.status).toBe('approved'),
      {
        timeout: 10_000,
        interval: 50,
      },
    );
    const payment = (await get(`/payments/${purchase.body.payment.id}`)).body;
    expect(payment).toMatchObject({
      status_detail: 'accredited',
      transaction_id: expect.stringMatching(/^\d+$/),
    });
    expect(purchase.body.invoice_id).toBeNull();
    expect(payment.invoice_id).toEqual(expect.any(String));
    const invoice = (await get(`/invoices/${payment.invoice_id}`)).body;
    expect(invoice).toMatchObject({
      number: payment.invoice_number,
      status: 'paid',
      amount_paid: invoice.total,
      paid_at: expect.any(String),
    });
    const subscription = (await get('/subscriptions')).body.items.find(
      (item: { status: string }) => item.status === 'active',
    );
    expect(subscription).toMatchObject({ phase: 'active', plan_id: 'invoicing-business-1200' });
  });
});

describe('POST /webhooks/payments/{provider}', () => {
  test('replays change nothing: the invoice is paid once', async () => {
    const purchase = await buy(t, user, { items: UNIT_ITEMS });
    const id = await providerIdOf(purchase.body.payment.id);
    for (let round = 0; round < 3; round++) {
      const response = await notification(id);
      expect(response.status, response.text).toBe(200);
      expect(response.body).toEqual({ received: true, outcome: 'applied' });
    }
    const invoice = (await get(`/invoices/${purchase.body.invoice_id}`)).body;
    expect(invoice.amount_paid).toBe(invoice.total);
    expect(invoice.payments).toHaveLength(1);
  });

  test.each([
    ['another secret', { secret: 'not-the-secret' }],
    ['a tampered payment id', { tamperedId: '1000000999' }],
    ['a timestamp older than the tolerance', { at: new Date(Date.now() - 3_600_000) }],
  ])('a notification signed with %s is 401 webhook_signature_invalid', async (_label, options) => {
    const purchase = await buy(t, user, { items: UNIT_ITEMS });
    const id = await providerIdOf(purchase.body.payment.id);
    expectProblem(await notification(id, options), 401, 'webhook_signature_invalid');
  });

  test('an unsigned notification is refused; one about an unknown payment is acknowledged and ignored', async () => {
    const unsigned = await call(t.app, 'POST', '/webhooks/payments/sandbox?data.id=1&type=payment', {
      body: { type: 'payment', data: { id: '1' } },
    });
    expectProblem(unsigned, 401, 'webhook_signature_invalid');
    expect((await notification('999999999')).body).toEqual({ received: true, outcome: 'ignored' });
  });

  test('a provider that cannot be read answers 502, so it delivers again later', async () => {
    const purchase = await buy(t, user, { items: UNIT_ITEMS });
    const id = await providerIdOf(purchase.body.payment.id);
    const provider = sandboxOf(t.deps.paymentProvider);
    if (!provider) throw new Error('the sandbox is the configured provider');
    const fetch = vi.spyOn(provider, 'fetch').mockRejectedValueOnce(new ProviderUnavailableError('timeout'));
    try {
      expectProblem(await notification(id), 502, 'payment_provider_unavailable');
    } finally {
      fetch.mockRestore();
    }
    expect((await notification(id)).body).toEqual({ received: true, outcome: 'applied' });
  });

  test('the provider that is not configured has no webhook (404)', async () => {
    expectProblem(
      await call(t.app, 'POST', '/webhooks/payments/mercadopago', { body: {} }),
      404,
      'not_found',
    );
  });
});

describe('a crash in the middle of a settlement leaves nothing half-done', () => {
  test('the approval, the paid invoice and the active subscription commit together or not at all', async () => {
    // A slow sandbox (its timer never fires during the test): the test settles it by hand.
    const slow = t.variant({
      config: { billing: { ...DEFAULT_BILLING_CONFIG, sandboxSettleDelayMs: 3_600_000 } },
    });
    const buyer = await signUp({ ...t, app: slow.app });
    const purchase = await buy({ app: slow.app }, buyer, { cardholder: 'CONT' });
    expect(purchase.body.payment.status).toBe('in_process');
    // The process "dies" when the settlement reaches the subscriptions (after the payment and invoice writes).
    await sql`create function simulated_crash() returns trigger language plpgsql as $$
      begin raise exception 'simulated crash'; end $$`.execute(t.deps.db);
    await sql`create trigger crash_on_activation before update on subscriptions
      for each row execute function simulated_crash()`.execute(t.deps.db);
    t.clock.advance(3601);
    await expect(sandboxOf(slow.deps.paymentProvider)?.settleDue()).rejects.toThrow();
    const db = t.deps.db;
    const state = async () => {
      const payment = await db
        .selectFrom('payments')
        .select(['status', 'invoiceId', 'organizationId'])
        .where('id', '=', purchase.body.payment.id)
        .executeTakeFirstOrThrow();
      return {
        payment: payment.status,
        // The invoice is issued in the approval's transaction: none while it has not committed.
        invoice: payment.invoiceId
          ? await db
              .selectFrom('invoices')
              .select(['status', 'amountPaid'])
              .where('id', '=', payment.invoiceId)
              .executeTakeFirstOrThrow()
          : null,
        subscriptions: (
          await db
            .selectFrom('subscriptions')
            .select('state')
            .where('organizationId', '=', payment.organizationId)
            .where('planId', '=', 'invoicing-business-1200')
            .where('state', 'in', ['pending', 'active'])
            .orderBy('createdAt', 'desc')
            .limit(1)
            .execute()
        ).map((row) => row.state),
      };
    };
    expect(await state()).toEqual({ payment: 'in_process', invoice: null, subscriptions: ['pending'] });
    const numbersBefore = await db.selectFrom('dianNumbering').select('lastConsecutive').execute();
    // Back up: the provider delivers again, and everything happens once.
    await sql`drop trigger crash_on_activation on subscriptions`.execute(t.deps.db);
    const id = await providerIdOf(purchase.body.payment.id);
    expect(await db.selectFrom('dianNumbering').select('lastConsecutive').execute()).toEqual(numbersBefore);
    expect((await notification(id)).body.outcome).toBe('applied');
    const { total } = await db
      .selectFrom('invoices')
      .select('total')
      .where('id', '=', await invoiceIdOfPayment(t, purchase.body.payment.id))
      .executeTakeFirstOrThrow();
    expect(await state()).toEqual({
      payment: 'approved',
      invoice: { status: 'paid', amountPaid: total },
      subscriptions: ['active'],
    });
  });
});

describe('an approval for another amount than was charged', () => {
  test('is logged for the team (amounts and ids, no card data); the invoice is booked as charged', async () => {
    const slow = t.variant({
      config: { billing: { ...DEFAULT_BILLING_CONFIG, sandboxSettleDelayMs: 3_600_000 } },
    });
    const purchase = await buy({ app: slow.app }, user, { cardholder: 'CONT', items: UNIT_ITEMS });
    const paymentId = purchase.body.payment.id;
    const snapshot = await sandboxOf(t.deps.paymentProvider)?.findByReference(paymentId);
    if (!snapshot) throw new Error('the sandbox lost the payment');
    const logged = t.logs.length;
    const now = t.clock.now();
    await recordProviderPayment(t.deps, paymentId, {
      ...snapshot,
      status: 'approved',
      statusDetail: 'accredited',
      amount: snapshot.amount - 1000,
      updatedAt: new Date(now.getTime() + 1000),
    });
    const entries = t.logs.slice(logged).map((line) => JSON.parse(line));
    const mismatch = entries.find(
      (entry) => entry.paymentId === paymentId && /another amount/.test(entry.msg),
    );
    expect(mismatch).toMatchObject({
      invoiceId: await invoiceIdOfPayment(t, paymentId),
      expectedAmount: snapshot.amount,
      reportedAmount: snapshot.amount - 1000,
    });
    expect(Object.keys(mismatch)).not.toContain('cardLastFour');
    expect(JSON.stringify(mismatch)).not.toContain(TEST_CARDS.visa.number.replaceAll(' ', ''));
    // An approval of the charged amount logs nothing of the kind.
    const matching = await buy(t, user, { items: UNIT_ITEMS });
    expect(
      t.logs.some((line) => line.includes(matching.body.payment.id) && line.includes('another amount')),
    ).toBe(false);
  });
});

describe('recording the provider’s view is order-proof', () => {
  test('an older or backward snapshot changes nothing; a refund after approval marks the invoice refunded', async () => {
    const slow = t.variant({
      config: { billing: { ...DEFAULT_BILLING_CONFIG, sandboxSettleDelayMs: 3_600_000 } },
    });
    const purchase = await buy({ app: slow.app }, user, { cardholder: 'CONT', items: UNIT_ITEMS });
    const paymentId = purchase.body.payment.id;
    const at = (seconds: number) => new Date(t.clock.now().getTime() + seconds * 1000);
    const snapshot = (status: ProviderPayment['status'], updatedAt: Date): ProviderPayment => ({
      providerPaymentId: 'p-1',
      status,
      statusDetail: status === 'approved' ? 'accredited' : status,
      externalReference: paymentId,
      amount: 0,
      installments: 1,
      paymentMethodId: 'visa',
      issuer: null,
      cardLastFour: '6260',
      bank: null,
      bankTransferId: null,
      transactionDate: updatedAt,
      updatedAt,
    });
    await recordProviderPayment(t.deps, paymentId, snapshot('approved', at(20)));
    expect((await recordProviderPayment(t.deps, paymentId, snapshot('in_process', at(10)))).status).toBe(
      'approved',
    );
    expect((await recordProviderPayment(t.deps, paymentId, snapshot('rejected', at(30)))).status).toBe(
      'approved',
    );
    const invoiceId = await invoiceIdOfPayment(t, paymentId);
    const issued = await get(`/invoices/${invoiceId}`);
    expect(issued.body).toMatchObject({ status: 'paid' });
    const xmlBefore = await t.app.request(`/api/v1/invoices/${invoiceId}/xml`, {
      headers: { Authorization: `Bearer ${user.accessToken}` },
    });
    const originalXml = await xmlBefore.text();
    expect((await recordProviderPayment(t.deps, paymentId, snapshot('refunded', at(40)))).status).toBe(
      'refunded',
    );
    expect((await get(`/invoices/${invoiceId}`)).body).toMatchObject({
      status: 'refunded',
      amount_paid: 0,
      // The refund is a credit note (partial return of the service, concept 1) for the whole invoice.
      credit_notes: [{ concept_code: '1', total: issued.body.total }],
    });
    const xmlAfter = await t.app.request(`/api/v1/invoices/${invoiceId}/xml`, {
      headers: { Authorization: `Bearer ${user.accessToken}` },
    });
    expect(await xmlAfter.text()).toBe(originalXml);
  });
});
