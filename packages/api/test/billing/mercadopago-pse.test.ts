import { randomUUID } from 'node:crypto';
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { AppEnv } from '../../src/http/app-env';
import type { AppDeps } from '../../src/kernel/app-deps';
import { signWebhook } from '../../src/payment-providers/webhook-signature';
import { call, type Json } from '../support/api-client';
import { billingInfo } from '../support/billing';
import { type SignedUpUser, signUp } from '../support/factories';
import { FAKE_REFUSING_BANK, FakeMercadoPago, mercadoPagoBilling } from '../support/fake-mercadopago';
import { setupTestApp } from '../support/test-app';

// PSE through the Mercado Pago adapter, against the local fake of its API.
const t = setupTestApp();
const fake = new FakeMercadoPago('TEST-7261-access-token');
const SECRET = 'mp-pse-webhook-secret';
let mp: { app: Hono<AppEnv>; deps: AppDeps };
let user: SignedUpUser;

beforeAll(async () => {
  const apiUrl = await fake.start();
  mp = t.variant({ config: { billing: mercadoPagoBilling(fake, apiUrl, SECRET) } });
  user = await signUp({ ...t, app: mp.app });
});
afterAll(() => fake.stop());

const pse = (bankCode: string): Json => ({
  method: 'pse',
  bank_code: bankCode,
  person_type: 'juridica',
  identification: { type: 'NIT', number: '901456789' },
  email: 'tesoreria@example.co',
  return_url: 'https://partner.example/pago',
});

const checkout = (bankCode: string) =>
  call(mp.app, 'POST', '/checkout', {
    token: user.accessToken,
    headers: { 'Idempotency-Key': randomUUID(), 'X-Forwarded-For': '181.49.12.7' },
    body: {
      items: [{ plan_id: 'pos-starter-500', billing_cycle: 'annual' }],
      billing_info: billingInfo(),
      payment: pse(bankCode),
    },
  });

function notify(id: number) {
  return call(mp.app, 'POST', `/webhooks/payments/mercadopago?data.id=${id}&type=payment`, {
    headers: signWebhook(SECRET, String(id), new Date()),
    body: { action: 'payment.updated', api_version: 'v1', type: 'payment', data: { id: String(id) } },
  });
}

describe('PSE with the mercadopago provider (local fake)', () => {
  test("the banks are the financial institutions of Mercado Pago's pse method, by name", async () => {
    const response = await call(mp.app, 'GET', '/payments/pse/banks');
    expect(response.status, response.text).toBe(200);
    expect(response.body.items).toEqual([
      { code: '1007', name: 'Bancolombia' },
      { code: '1051', name: 'Davivienda' },
      { code: '1507', name: 'Nequi' },
    ]);
  });

  test('a transfer is a pse payment with the bank, entity type, IP and callback; the webhook approves it', async () => {
    const started = await checkout('1051');
    expect(started.status, started.text).toBe(201);
    const paymentId = started.body.payment.id;
    expect(started.body.payment).toMatchObject({
      status: 'pending',
      status_detail: 'pending_waiting_transfer',
      redirect_url: expect.stringMatching(/^https:\/\/pse\.fake\.test\/bank\/\d+$/),
    });
    const sent = fake.charges.at(-1);
    expect(sent?.headers['x-idempotency-key']).toBe(paymentId);
    expect(sent?.body).toMatchObject({
      payment_method_id: 'pse',
      installments: 1,
      external_reference: paymentId,
      callback_url: `https://partner.example/pago?facturo_payment_id=${paymentId}`,
      transaction_details: { financial_institution: '1051' },
      payer: {
        email: 'tesoreria@example.co',
        entity_type: 'association',
        identification: { type: 'NIT', number: '901456789' },
      },
      additional_info: { ip_address: '181.49.12.7' },
    });
    expect(sent?.body).not.toHaveProperty('token');

    const providerId = Number(started.body.payment.redirect_url.split('/').at(-1));
    fake.settle(providerId, 'approved', 'accredited');
    expect((await notify(providerId)).body).toEqual({ received: true, outcome: 'applied' });
    const payment = (await call(mp.app, 'GET', `/payments/${paymentId}`, { token: user.accessToken })).body;
    expect(payment).toMatchObject({
      status: 'approved',
      bank: 'Davivienda',
      bank_transfer_id: String(900_000 + providerId),
      payment_method_id: 'pse',
    });
    const invoice = (
      await call(mp.app, 'GET', `/invoices/${payment.invoice_id}`, { token: user.accessToken })
    ).body;
    expect(invoice.payments).toEqual([
      expect.objectContaining({ bank: 'Davivienda', bank_transfer_id: payment.bank_transfer_id }),
    ]);
  });

  test('a transfer the provider rejects at once is rejected, with no bank page and no invoice', async () => {
    const refused = await checkout(FAKE_REFUSING_BANK);
    expect(refused.status, refused.text).toBe(201);
    expect(refused.body.payment).toEqual({
      id: expect.any(String),
      status: 'rejected',
      status_detail: 'rejected_by_bank',
    });
    expect(refused.body.invoice_id).toBeNull();
  });
});
