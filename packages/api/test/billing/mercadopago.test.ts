import { randomUUID } from 'node:crypto';
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { AppEnv } from '../../src/http/app-env';
import type { AppDeps } from '../../src/kernel/app-deps';
import { signWebhook } from '../../src/payment-providers/webhook-signature';
import { call } from '../support/api-client';
import { billingInfo, invoiceIdOfPayment } from '../support/billing';
import { expectProblem, type SignedUpUser, signUp } from '../support/factories';
import { FakeMercadoPago, mercadoPagoBilling } from '../support/fake-mercadopago';
import { setupTestApp } from '../support/test-app';

const t = setupTestApp();
const fake = new FakeMercadoPago('TEST-3851-access-token');
const SECRET = 'mp-webhook-secret';
let mp: { app: Hono<AppEnv>; deps: AppDeps };
let user: SignedUpUser;

beforeAll(async () => {
  const apiUrl = await fake.start();
  mp = t.variant({ config: { billing: mercadoPagoBilling(fake, apiUrl, SECRET) } });
  user = await signUp({ ...t, app: mp.app });
});
afterAll(() => fake.stop());

// One buyer buys in every test: by default a plan sold by the unit (points of sale), bought again and again.
const checkout = (token: string, options: { key?: string; plan?: string } = {}) =>
  call(mp.app, 'POST', '/checkout', {
    token: user.accessToken,
    headers: { 'Idempotency-Key': options.key ?? randomUUID() },
    body: {
      items: [{ plan_id: options.plan ?? 'pos-starter-500', billing_cycle: 'annual' }],
      billing_info: billingInfo(),
      payment: { token, payment_method_id: 'visa', installments: 3, issuer_id: 1039 },
    },
  });

const invoiceOf = (id: string) => call(mp.app, 'GET', `/invoices/${id}`, { token: user.accessToken });

function notify(id: number, secret = SECRET) {
  return call(mp.app, 'POST', `/webhooks/payments/mercadopago?data.id=${id}&type=payment`, {
    headers: signWebhook(secret, String(id), new Date()),
    body: { action: 'payment.updated', api_version: 'v1', type: 'payment', data: { id: String(id) } },
  });
}

describe('the mercadopago provider (against a local fake of its API)', () => {
  test('checkout config names the provider and its public key', async () => {
    const response = await call(mp.app, 'GET', '/checkout/config');
    expect(response.body).toEqual({
      provider: 'mercadopago',
      public_key: 'TEST-public-key',
      card_form_path: null,
      currency: 'COP',
      max_installments: 36,
    });
    expectProblem(
      await call(mp.app, 'GET', '/sandbox/card-form?origin=https://partner.example'),
      404,
      'not_found',
    );
  });

  test('a payment is created with the access token, our idempotency key and IVA sent explicitly', async () => {
    const response = await checkout('tok-APRO');
    expect(response.status, response.text).toBe(201);
    expect(response.body.payment).toMatchObject({ status: 'approved', status_detail: 'accredited' });
    const invoice = (await invoiceOf(response.body.invoice_id)).body;
    const charge = fake.charges.at(-1);
    expect(charge?.headers['x-idempotency-key']).toBe(response.body.payment.id);
    expect(charge?.body).toMatchObject({
      transaction_amount: invoice.total,
      net_amount: invoice.total - invoice.iva,
      taxes: [{ type: 'IVA', value: invoice.iva }],
      token: 'tok-APRO',
      installments: 3,
      issuer_id: 1039,
      payment_method_id: 'visa',
      external_reference: response.body.payment.id,
      payer: { email: 'compras@elpoblado.example.co', identification: { type: 'NIT', number: '900123456' } },
    });
    expect(invoice.iva).toBeGreaterThan(0);
    expect(invoice).toMatchObject({
      status: 'paid',
      payments: [expect.objectContaining({ transaction_id: expect.any(String), installments: 3 })],
    });
  });

  test('an IVA-excluded plan still says so: taxes IVA 0', async () => {
    const response = await checkout('tok-APRO', { plan: 'invoicing-basic-100' });
    expect(fake.charges.at(-1)?.body).toMatchObject({ taxes: [{ type: 'IVA', value: 0 }] });
    expect((await invoiceOf(response.body.invoice_id)).body.iva).toBe(0);
  });

  test('a rejection, and a token the provider refuses (422, nothing charged)', async () => {
    expect((await checkout('tok-FUND')).body.payment).toMatchObject({
      status: 'rejected',
      status_detail: 'cc_rejected_insufficient_amount',
    });
    expectProblem(await checkout('tok-USED'), 422, 'card_token_invalid');
  });

  test('provider down: 502, then a retry with the same key resumes and charges once', async () => {
    const key = randomUUID();
    fake.failures = 3;
    expectProblem(await checkout('tok-APRO', { key }), 502, 'payment_provider_unavailable');
    const created = fake.payments.size;
    const retry = await checkout('tok-APRO', { key });
    expect(retry.status, retry.text).toBe(201);
    expect(retry.body.payment.status).toBe('approved');
    expect(fake.payments.size).toBe(created + 1);
    expect((await checkout('tok-APRO', { key })).body).toEqual(retry.body);
  }, 20_000);

  test('webhooks: signed ones settle an in-process payment; a bad signature is 401; an older snapshot changes nothing', async () => {
    const purchase = await checkout('tok-CONT');
    expect(purchase.body.payment.status).toBe('in_process');
    const id = [...fake.payments.values()].find((p) => p.external_reference === purchase.body.payment.id)
      ?.id as number;
    const before = fake.payments.get(id);
    fake.settle(id, 'approved', 'accredited');
    expectProblem(await notify(id, 'wrong-secret'), 401, 'webhook_signature_invalid');
    expect((await notify(id)).body).toEqual({ received: true, outcome: 'applied' });
    expect(purchase.body.invoice_id).toBeNull();
    expect((await invoiceOf(await invoiceIdOfPayment(t, purchase.body.payment.id))).body.status).toBe('paid');
    // Out of order: the provider's older in_process view arrives after the approval.
    fake.staleSnapshot = before ?? null;
    expect((await notify(id)).status).toBe(200);
    const payment = await call(mp.app, 'GET', `/payments/${purchase.body.payment.id}`, {
      token: user.accessToken,
    });
    expect(payment.body).toMatchObject({ status: 'approved', provider: 'mercadopago' });
  });
});
