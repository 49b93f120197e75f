import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, test } from 'vitest';
import { runBillingJob } from '../../src/modules/subscriptions/billing-run';
import { call } from '../support/api-client';
import { billingInfo, cardToken, travel } from '../support/billing';
import { type SignedUpUser, signUp } from '../support/factories';
import { setupTestApp } from '../support/test-app';

// Paying an open renewal invoice by PSE with the sandbox bank page, and transfers nobody decides.
const t = setupTestApp();
let owner: SignedUpUser;
let subscriptionId: string;

const RETURN_URL = 'https://portal.facturo.test/facturas';

const payByPse = (invoiceId: string) =>
  call(t.app, 'POST', `/invoices/${invoiceId}/pay`, {
    token: owner.accessToken,
    headers: { 'Idempotency-Key': randomUUID() },
    body: {
      payment: {
        method: 'pse',
        bank_code: '1001',
        person_type: 'natural',
        identification: { type: 'CC', number: '52123456' },
        email: 'pagos@example.co',
        return_url: RETURN_URL,
      },
    },
  });

const decide = (redirectUrl: string, decision: string) => {
  const session = new URL(redirectUrl, 'http://localhost').searchParams.get('session') as string;
  return call(t.app, 'GET', `/sandbox/pse/bank/decision?session=${session}&decision=${decision}`);
};

const invoiceOf = async (invoiceId: string) =>
  (await call(t.app, 'GET', `/invoices/${invoiceId}`, { token: owner.accessToken })).body;

const renewalInvoice = async (periodStart: string) =>
  (
    await t.deps.db
      .selectFrom('invoiceLines')
      .select('invoiceId')
      .where('lineKey', '=', `renewal:${subscriptionId}:${periodStart}`)
      .executeTakeFirstOrThrow()
  ).invoiceId;

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
      payment: { token: await cardToken(t, 'APRO'), payment_method_id: 'visa', installments: 1 },
    },
  });
  expect(purchase.status, purchase.text).toBe(201);
  subscriptionId = (await call(t.app, 'GET', '/subscriptions', { token: owner.accessToken })).body.items[0]
    .id;
  await travel(t, '2026-02-04T15:00:00Z', owner);
  await runBillingJob(t.deps);
});

describe('POST /invoices/{id}/pay by PSE', () => {
  test('rejected at the bank: the invoice is open again; approved: paid, with the bank and the CUS', async () => {
    const invoiceId = await renewalInvoice('2026-02-10');
    const rejected = await payByPse(invoiceId);
    expect(rejected.status, rejected.text).toBe(201);
    expect(rejected.body.payment.status).toBe('pending');
    expect((await invoiceOf(invoiceId)).status).toBe('pending');
    await decide(rejected.body.payment.redirect_url, 'reject');
    expect((await invoiceOf(invoiceId)).status).toBe('unpaid');

    const approved = await payByPse(invoiceId);
    const back = await decide(approved.body.payment.redirect_url, 'approve');
    expect(back.text).toContain(`facturo_payment_id=${approved.body.payment.id}`);
    const invoice = await invoiceOf(invoiceId);
    expect(invoice.status).toBe('paid');
    expect(invoice.payments).toContainEqual(
      expect.objectContaining({
        status: 'approved',
        payment_method_id: 'pse',
        bank: 'Banco de Bogotá',
        bank_transfer_id: expect.stringMatching(/^\d{9}$/),
      }),
    );
  });

  test('a transfer nobody decides expires after 30 minutes and the invoice is open again', async () => {
    await travel(t, '2026-03-06T15:00:00Z', owner);
    await runBillingJob(t.deps);
    const invoiceId = await renewalInvoice('2026-03-10');
    const started = await payByPse(invoiceId);
    expect(started.body.payment.status).toBe('pending');
    await travel(t, '2026-03-06T15:29:00Z', owner);
    await runBillingJob(t.deps);
    expect((await invoiceOf(invoiceId)).status).toBe('pending');
    await travel(t, '2026-03-06T15:31:00Z', owner);
    await runBillingJob(t.deps);
    const payment = (
      await call(t.app, 'GET', `/payments/${started.body.payment.id}`, { token: owner.accessToken })
    ).body;
    expect(payment).toMatchObject({ status: 'cancelled', status_detail: 'expired' });
    expect((await invoiceOf(invoiceId)).status).toBe('unpaid');
  });
});
