import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, test } from 'vitest';
import { call } from '../support/api-client';
import { checkoutBody, UNIT_ITEMS } from '../support/billing';
import { expectProblem, type SignedUpUser, signUp } from '../support/factories';
import { setupTestApp } from '../support/test-app';

const t = setupTestApp();
let buyer: SignedUpUser;

beforeAll(async () => {
  buyer = await signUp(t);
});

const post = (key: string, body: unknown, headers: Record<string, string> = {}) =>
  call(t.app, 'POST', '/checkout', {
    token: buyer.accessToken,
    headers: { 'Idempotency-Key': key, ...headers },
    body,
  });

const counts = async (orderId: string) => {
  const db = t.deps.db;
  const orders = await db.selectFrom('orders').select('id').where('userId', '=', buyer.userId).execute();
  const payments = await db.selectFrom('payments').select('id').where('orderId', '=', orderId).execute();
  const charges = await db
    .selectFrom('sandboxPayments')
    .select('id')
    .where('externalReference', 'in', payments.length ? payments.map((payment) => payment.id) : ['none'])
    .execute();
  return { orders: orders.length, payments: payments.length, charges: charges.length };
};

describe('Idempotency-Key', () => {
  test('the same key with the same body answers the first result; another body is 409', async () => {
    const key = randomUUID();
    const body = await checkoutBody(t);
    const first = await post(key, body);
    expect(first.status, first.text).toBe(201);
    const again = await post(key, body);
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    const other = await post(key, { ...body, items: [{ plan_id: 'payroll-10', billing_cycle: 'monthly' }] });
    expectProblem(other, 409, 'idempotency_key_reused');
  });

  test('a stored failure is replayed too, in the language of the retry', async () => {
    const body = await checkoutBody(t, { items: UNIT_ITEMS });
    expect((await post(randomUUID(), body)).status).toBe(201);
    const key = randomUUID();
    expectProblem(await post(key, body), 422, 'card_token_invalid');
    const retry = await post(key, body, { 'Accept-Language': 'en' });
    expectProblem(retry, 422, 'card_token_invalid');
    expect(retry.body.message).toBe('The card details have expired or were already used. Enter them again.');
  });

  test('a retry after its plan was retired answers the first result, not a validation error', async () => {
    const key = randomUUID();
    const body = await checkoutBody(t, { items: [{ plan_id: 'pos-starter-500', billing_cycle: 'monthly' }] });
    const first = await post(key, body);
    expect(first.status, first.text).toBe(201);
    await t.deps.db.updateTable('plans').set({ active: false }).where('id', '=', 'pos-starter-500').execute();
    try {
      const again = await post(key, body);
      expect(again.status, again.text).toBe(201);
      expect(again.body).toEqual(first.body);
      // A new purchase of it is refused.
      const other = await post(randomUUID(), { ...body, payment: (await checkoutBody(t)).payment });
      expectProblem(other, 422, 'validation_failed');
    } finally {
      await t.deps.db
        .updateTable('plans')
        .set({ active: true })
        .where('id', '=', 'pos-starter-500')
        .execute();
    }
  });

  test('twenty concurrent retries create exactly one order, one payment and one charge', async () => {
    const key = randomUUID();
    const body = await checkoutBody(t, { items: UNIT_ITEMS });
    const before = (
      await t.deps.db.selectFrom('orders').select('id').where('userId', '=', buyer.userId).execute()
    ).length;
    const responses = await Promise.all(Array.from({ length: 20 }, () => post(key, body)));
    for (const response of responses) expect(response.status, response.text).toBe(201);
    const [first] = responses as [(typeof responses)[number]];
    for (const response of responses) expect(response.body).toEqual(first.body);
    const orderId = first.body.order_id;
    const after = await counts(orderId);
    expect(after).toEqual({ orders: before + 1, payments: 1, charges: 1 });
  });

  test('the database enforces one order per user and key', async () => {
    const now = new Date();
    const row = {
      userId: buyer.userId,
      idempotencyKey: 'unique-by-constraint',
      requestHash: 'x',
      kind: 'purchase' as const,
      state: 'processing' as const,
      lockedUntil: now,
      createdAt: now,
      updatedAt: now,
    };
    await t.deps.db.insertInto('orders').values(row).execute();
    await expect(t.deps.db.insertInto('orders').values(row).execute()).rejects.toThrow();
  });

  test('a key that is blank or too long is refused', async () => {
    const body = await checkoutBody(t);
    expectProblem(await post(' ', body), 400, 'idempotency_key_required');
    expectProblem(await post('k'.repeat(256), body), 400, 'idempotency_key_required');
  });
});
