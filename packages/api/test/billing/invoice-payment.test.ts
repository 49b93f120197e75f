import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, test, vi } from 'vitest';
import { runBillingJob } from '../../src/modules/subscriptions/billing-run';
import { ProviderUnavailableError } from '../../src/payment-providers/payment-provider';
import { addSeconds } from '../../src/time/clock';
import { call, type Json } from '../support/api-client';
import { billingInfo, cardToken, travel } from '../support/billing';
import { addMember, expectProblem, type SignedUpUser, signUp } from '../support/factories';
import { setupTestApp } from '../support/test-app';

// `POST /invoices/{id}/pay`: paying a renewal invoice directly, and each error it documents.
const t = setupTestApp();
let owner: SignedUpUser;
let organizationId: string;
let subscriptionId: string;
let purchaseInvoiceId: string;

const payBody = async (cardholder = 'APRO') => ({
  payment: { token: await cardToken(t, cardholder), payment_method_id: 'visa', installments: 1 },
});

const pay = (invoiceId: string, options: { user?: SignedUpUser | null; key?: string | null; body: Json }) =>
  call(t.app, 'POST', `/invoices/${invoiceId}/pay`, {
    ...(options.user === null ? {} : { token: (options.user ?? owner).accessToken }),
    headers: options.key === null ? {} : { 'Idempotency-Key': options.key ?? randomUUID() },
    body: options.body,
  });

/** The renewal invoice starting `periodStart`, which the billing job issued. */
const renewalInvoice = async (periodStart: string) =>
  (
    await t.deps.db
      .selectFrom('invoiceLines')
      .select('invoiceId')
      .where('lineKey', '=', `renewal:${subscriptionId}:${periodStart}`)
      .executeTakeFirstOrThrow()
  ).invoiceId;

const invoiceOf = async (invoiceId: string) =>
  (await call(t.app, 'GET', `/invoices/${invoiceId}`, { token: owner.accessToken })).body;

const activeUntil = async () =>
  (
    await t.deps.db
      .selectFrom('subscriptions')
      .select('activeUntil')
      .where('id', '=', subscriptionId)
      .executeTakeFirstOrThrow()
  ).activeUntil;

beforeAll(async () => {
  // Paid through 2026-02-09; the job issues its renewal on 2026-02-04.
  await travel(t, '2026-01-10T15:00:00Z');
  owner = await signUp(t);
  const purchase = await call(t.app, 'POST', '/checkout', {
    token: owner.accessToken,
    headers: { 'Idempotency-Key': randomUUID() },
    body: {
      items: [{ plan_id: 'payroll-10', billing_cycle: 'monthly' }],
      billing_info: billingInfo(),
      ...(await payBody()),
    },
  });
  expect(purchase.status, purchase.text).toBe(201);
  purchaseInvoiceId = purchase.body.invoice_id;
  const subscription = (await call(t.app, 'GET', '/subscriptions', { token: owner.accessToken })).body
    .items[0];
  subscriptionId = subscription.id;
  organizationId = subscription.organization_id;
  await travel(t, '2026-02-04T15:00:00Z', owner);
  await runBillingJob(t.deps);
});

describe('POST /invoices/{id}/pay', () => {
  test('refusals before anything is charged', async () => {
    const invoiceId = await renewalInvoice('2026-02-10');
    expectProblem(
      await pay(invoiceId, { key: null, body: await payBody() }),
      400,
      'idempotency_key_required',
    );
    const anonymous = await pay(invoiceId, { user: null, body: await payBody() });
    expectProblem(anonymous, 401, 'login_required');
    expect(anonymous.body.message).toBe('Debes iniciar sesión para continuar con la compra.');
    expectProblem(await pay(randomUUID(), { body: await payBody() }), 404, 'not_found');
    expectProblem(await pay(invoiceId, { user: await signUp(t), body: await payBody() }), 404, 'not_found');
    const viewer = await addMember(t, owner, organizationId, 'viewer');
    expectProblem(await pay(invoiceId, { user: viewer, body: await payBody() }), 403, 'forbidden');
    expect((await invoiceOf(invoiceId)).status).toBe('unpaid');
  });

  test('a token the provider refuses is 422 and leaves the invoice open; its key with another body is 409', async () => {
    const invoiceId = await renewalInvoice('2026-02-10');
    // An American Express token sent as Visa: the provider refuses the request, nothing is charged.
    const refused = {
      payment: { token: await cardToken(t, 'APRO', 'amex'), payment_method_id: 'visa', installments: 1 },
    };
    const key = randomUUID();
    expectProblem(await pay(invoiceId, { key, body: refused }), 422, 'card_token_invalid');
    expect((await invoiceOf(invoiceId)).status).toBe('unpaid');
    expectProblem(await pay(invoiceId, { key, body: await payBody() }), 409, 'idempotency_key_reused');
  });

  test('an unreachable provider is 502; the same key resumes, charges once and renews', async () => {
    const invoiceId = await renewalInvoice('2026-02-10');
    const provider = t.deps.paymentProvider;
    const charge = vi
      .spyOn(provider, 'charge')
      .mockRejectedValueOnce(new ProviderUnavailableError('connection reset'));
    const key = randomUUID();
    const body = await payBody();
    try {
      expectProblem(await pay(invoiceId, { key, body }), 502, 'payment_provider_unavailable');
      expect((await invoiceOf(invoiceId)).status).toBe('pending');
      const paid = await pay(invoiceId, { key, body });
      expect(paid.status, paid.text).toBe(201);
      expect(paid.body).toEqual({
        order_id: expect.any(String),
        invoice_id: invoiceId,
        invoice_number: expect.stringMatching(/^SETP\d+$/),
        payment: { id: expect.any(String), status: 'approved', status_detail: 'accredited' },
      });
      expect(charge).toHaveBeenCalledTimes(2);
      const charges = await t.deps.db
        .selectFrom('sandboxPayments')
        .select('amount')
        .where('externalReference', '=', paid.body.payment.id)
        .execute();
      const invoice = await invoiceOf(invoiceId);
      expect(charges).toEqual([{ amount: invoice.total }]);
      expect(invoice).toMatchObject({ status: 'paid', amount_paid: invoice.total });
      // The refused attempt of the test before is listed too, rejected.
      expect(invoice.payments.filter((payment: Json) => payment.status === 'approved')).toEqual([
        expect.objectContaining({ id: paid.body.payment.id, amount: invoice.total, card_last_four: '6260' }),
      ]);
      expect(await activeUntil()).toBe('2026-03-09');
    } finally {
      charge.mockRestore();
    }
  });

  test('a paid invoice is 409 invoice_not_payable, in the request language', async () => {
    for (const invoiceId of [await renewalInvoice('2026-02-10'), purchaseInvoiceId]) {
      expectProblem(await pay(invoiceId, { body: await payBody() }), 409, 'invoice_not_payable');
    }
    const english = await call(t.app, 'POST', `/invoices/${purchaseInvoiceId}/pay`, {
      token: owner.accessToken,
      headers: { 'Idempotency-Key': randomUUID(), 'Accept-Language': 'en' },
      body: await payBody(),
    });
    expect(english.body.message).toBe(
      'This invoice can no longer be paid: it is paid, cancelled or expired.',
    );
  });

  test('a retry while the first request is still charging waits, then answers 409 idempotency_in_progress', async () => {
    await travel(t, '2026-03-04T15:00:00Z', owner);
    await runBillingJob(t.deps);
    const invoiceId = await renewalInvoice('2026-03-10');
    const provider = t.deps.paymentProvider;
    const original = provider.charge;
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const charge = vi.spyOn(provider, 'charge').mockImplementationOnce(async (request) => {
      await gate;
      return original(request);
    });
    const key = randomUUID();
    const body = await payBody();
    const first = pay(invoiceId, { key, body });
    let ticking: ReturnType<typeof setInterval> | undefined;
    try {
      await vi.waitFor(() => expect(charge).toHaveBeenCalled(), { timeout: 10_000 });
      // The first request is still inside the provider call (its order is held for a day).
      await t.deps.db
        .updateTable('orders')
        .set({ lockedUntil: addSeconds(t.clock.now(), 86_400) })
        .where('idempotencyKey', '=', key)
        .execute();
      // The retry waits on the app's clock: let it run until the wait is over.
      ticking = setInterval(() => t.clock.advance(5), 20);
      const retry = await pay(invoiceId, { key, body });
      clearInterval(ticking);
      expectProblem(retry, 409, 'idempotency_in_progress');
      release();
      const answered = await first;
      expect(answered.status, answered.text).toBe(201);
      expect(answered.body.payment.status).toBe('approved');
    } finally {
      clearInterval(ticking);
      release();
      charge.mockRestore();
    }
  });
});
