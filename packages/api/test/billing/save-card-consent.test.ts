import { randomUUID } from 'node:crypto';
import { describe, expect, test } from 'vitest';
import { runBillingJob } from '../../src/modules/subscriptions/billing-run';
import { call, type Json } from '../support/api-client';
import { cardToken, checkoutBody, travel, UNIT_ITEMS } from '../support/billing';
import { type SignedUpUser, signUp } from '../support/factories';
import { setupTestApp } from '../support/test-app';

const t = setupTestApp();

const purchase = async (user: SignedUpUser, extra: Json, cardholder = 'APRO') =>
  call(t.app, 'POST', '/checkout', {
    token: user.accessToken,
    headers: { 'Idempotency-Key': randomUUID() },
    body: { ...(await checkoutBody(t, { items: UNIT_ITEMS, cardholder, card: 'master' })), ...extra },
  });
const cards = async (user: SignedUpUser, organizationId: string) =>
  (await call(t.app, 'GET', `/organizations/${organizationId}/payment-methods`, { token: user.accessToken }))
    .body.items as Json[];

describe('saving the card at purchase, with consent', () => {
  test('only an approved payment with save_card: true saves its card, as the default', async () => {
    const user = await signUp(t);
    const without = await purchase(user, {});
    expect(without.body.payment.status, without.text).toBe('approved');
    const organizationId = (await call(t.app, 'GET', '/organizations', { token: user.accessToken })).body
      .items[0].id as string;
    expect(await cards(user, organizationId)).toEqual([]);

    const rejected = await purchase(user, { save_card: true }, 'OTHE');
    expect(rejected.body.payment.status).toBe('rejected');
    expect(await cards(user, organizationId)).toEqual([]);

    const consented = await purchase(user, { save_card: true });
    expect(consented.body.payment.status).toBe('approved');
    expect(await cards(user, organizationId)).toEqual([
      expect.objectContaining({ brand: 'master', last_four: '3564', is_default: true }),
    ]);
    const [saved] = (
      await call(t.app, 'GET', `/organizations/${organizationId}/payment-method-events`, {
        token: user.accessToken,
      })
    ).body.items as Json[];
    expect(saved).toMatchObject({
      action: 'card_saved',
      actor: expect.objectContaining({ email: user.email }),
    });

    const invalid = await purchase(user, { save_card: 'sí' });
    expect(invalid.status).toBe(422);
    expect(invalid.body.field_errors.save_card).toEqual([expect.any(String)]);
  });

  test('paying a renewal invoice with save_card: true saves its card', async () => {
    await travel(t, '2026-01-10T15:00:00Z');
    const user = await signUp(t);
    const bought = await call(t.app, 'POST', '/checkout', {
      token: user.accessToken,
      headers: { 'Idempotency-Key': randomUUID() },
      body: await checkoutBody(t, { items: [{ plan_id: 'payroll-10', billing_cycle: 'monthly' }] }),
    });
    expect(bought.body.payment.status, bought.text).toBe('approved');
    const organizationId = (await call(t.app, 'GET', '/organizations', { token: user.accessToken })).body
      .items[0].id as string;
    await travel(t, '2026-02-05T15:00:00Z', user);
    await runBillingJob(t.deps);
    const renewal = (await call(t.app, 'GET', '/subscriptions', { token: user.accessToken })).body.items[0]
      .renewal_invoice_id as string;
    const paid = await call(t.app, 'POST', `/invoices/${renewal}/pay`, {
      token: user.accessToken,
      headers: { 'Idempotency-Key': randomUUID() },
      body: {
        payment: { token: await cardToken(t, 'APRO', 'amex'), payment_method_id: 'amex', installments: 1 },
        save_card: true,
      },
    });
    expect(paid.status, paid.text).toBe(201);
    expect(paid.body.payment.status).toBe('approved');
    expect(await cards(user, organizationId)).toEqual([
      expect.objectContaining({ brand: 'amex', last_four: '5283', is_default: true }),
    ]);
  });
});
