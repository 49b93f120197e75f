import { beforeAll, describe, expect, test } from 'vitest';
import { runBillingJob } from '../../src/modules/subscriptions/billing-run';
import { call, type Json } from '../support/api-client';
import { buy, cardToken, travel } from '../support/billing';
import { type SignedUpUser, signUp } from '../support/factories';
import { sendPendingMail } from '../support/mail';
import { setupTestApp } from '../support/test-app';

const t = setupTestApp();
const PAYROLL = { plan_id: 'payroll-10', billing_cycle: 'monthly' } as const;

interface Buyer {
  user: SignedUpUser;
  organizationId: string;
  email: string;
}
let good: Buyer;
let bad: Buyer;

/** Buys a monthly plan on 2026-01-10 (in service until 2026-02-09) and saves a card named `name`. */
async function buyerWithCard(name: string, email: string): Promise<Buyer> {
  const user = await signUp(t);
  const purchase = await buy(t, user, { items: [PAYROLL], billing: { email } });
  expect(purchase.body.payment.status, purchase.text).toBe('approved');
  const organizationId = (await call(t.app, 'GET', '/organizations', { token: user.accessToken })).body
    .items[0].id;
  const saved = await call(t.app, 'POST', `/organizations/${organizationId}/payment-methods`, {
    token: user.accessToken,
    body: { token: await cardToken(t, name) },
  });
  expect(saved.status, saved.text).toBe(201);
  return { user, organizationId, email };
}

const subscription = async (buyer: Buyer) =>
  (await call(t.app, 'GET', '/subscriptions', { token: buyer.user.accessToken })).body.items[0] as Json;
const invoice = async (buyer: Buyer, id: string) =>
  (await call(t.app, 'GET', `/invoices/${id}`, { token: buyer.user.accessToken })).body as Json;
const trail = async (buyer: Buyer) =>
  (
    await call(t.app, 'GET', `/organizations/${buyer.organizationId}/payment-method-events`, {
      token: buyer.user.accessToken,
    })
  ).body.items as Json[];
const mails = async (to: string) => {
  await sendPendingMail(t.deps);
  return t.deps.db
    .selectFrom('outboxEmails')
    .select(['subject', 'text'])
    .where('to', '=', to)
    .orderBy('id')
    .execute();
};
const charges = async (buyer: Buyer) =>
  (
    await t.deps.db
      .selectFrom('payments')
      .select('id')
      .where('organizationId', '=', buyer.organizationId)
      .execute()
  ).length;

async function day(date: string) {
  await travel(t, `${date}T15:00:00Z`, good.user, bad.user);
  return runBillingJob(t.deps);
}

beforeAll(async () => {
  await travel(t, '2026-01-10T15:00:00Z');
  good = await buyerWithCard('APRO', 'pagos.aprobados@example.co');
  bad = await buyerWithCard('OTHE', 'pagos.rechazados@example.co');
});

describe('automatic renewal with the default card', () => {
  test('charges on the due date and not before; APRO pays it once; OTHE retries on +2 and +4 days, then suspension acts', async () => {
    expect((await day('2026-02-05')).renewalCharges).toEqual({ attempted: 0, approved: 0 });
    const renewal = (await subscription(good)).renewal_invoice_id as string;
    const failing = (await subscription(bad)).renewal_invoice_id as string;
    expect((await invoice(good, renewal)).status).toBe('unpaid');
    expect((await day('2026-02-09')).renewalCharges).toEqual({ attempted: 0, approved: 0 });
    expect(await charges(good)).toBe(1);

    // The due date, the billing date (bought on 10 January: paid through 9 February, charged on
    // the 10th): both cards are charged once.
    expect((await day('2026-02-10')).renewalCharges).toEqual({ attempted: 2, approved: 1 });
    expect(await invoice(good, renewal)).toMatchObject({ status: 'paid' });
    expect(await subscription(good)).toMatchObject({ active_until: '2026-03-09', state: 'active' });
    expect((await invoice(bad, failing)).status).toBe('unpaid');
    const [approvedMail] = await mails(good.email).then((all) =>
      all.filter((m) => /renovación/.test(m.subject)),
    );
    expect(approvedMail?.subject).toMatch(/^Pagamos la renovación/);
    expect(approvedMail?.text).toMatch(/Visa terminada en 6260/);
    expect(approvedMail?.text).toContain('/organizations/billing');
    let badMails = (await mails(bad.email)).filter((m) => /renovación/.test(m.subject));
    expect(badMails.at(-1)?.subject).toMatch(/^No pudimos cobrar la renovación/);
    expect(badMails.at(-1)?.text).toMatch(/Lo intentaremos de nuevo el 12 de febrero de 2026/);
    expect(badMails.at(-1)?.text).toMatch(/Pagar ahora o actualizar la tarjeta/);

    // The same day again, and the days after: a paid invoice is never charged again.
    expect((await day('2026-02-10')).renewalCharges.attempted).toBe(0);
    expect((await day('2026-02-11')).renewalCharges.attempted).toBe(0);
    expect(await charges(good)).toBe(2);

    expect((await day('2026-02-12')).renewalCharges).toEqual({ attempted: 1, approved: 0 });
    expect((await day('2026-02-13')).renewalCharges.attempted).toBe(0);
    expect((await day('2026-02-14')).renewalCharges).toEqual({ attempted: 1, approved: 0 });
    badMails = (await mails(bad.email)).filter((m) => /renovación/.test(m.subject));
    expect(badMails).toHaveLength(3);
    expect(badMails.at(-1)?.text).toMatch(/Ya no lo intentaremos de nuevo/);
    expect((await day('2026-02-16')).renewalCharges.attempted).toBe(0);
    expect(await charges(bad)).toBe(4);

    // Then the existing rules: suspension on day 11 after the last paid day.
    expect(await subscription(bad)).toMatchObject({ state: 'active', phase: 'grace' });
    await day('2026-02-20');
    expect(await subscription(bad)).toMatchObject({ state: 'suspended' });

    // The owner reads every attempt in the trail, newest first.
    expect((await trail(bad)).map((event) => [event.action, event.attempt, event.next_attempt_on])).toEqual([
      ['renewal_charge_exhausted', 3, null],
      ['renewal_charge_failed', 2, '2026-02-14'],
      ['renewal_charge_failed', 1, '2026-02-12'],
      ['card_saved', null, null],
    ]);
    expect((await trail(good))[0]).toMatchObject({
      action: 'renewal_charge_approved',
      actor: null,
      invoice_number: (await invoice(good, renewal)).number,
      amount: expect.any(Number),
      attempt: 1,
    });
  });

  test('manual payment keeps working after a failed automatic try', async () => {
    const user = bad.user;
    await travel(t, '2026-02-20T16:00:00Z', user);
    const open = (await subscription(bad)).renewal_invoice_id as string;
    const paid = await call(t.app, 'POST', `/invoices/${open}/pay`, {
      token: user.accessToken,
      headers: { 'Idempotency-Key': crypto.randomUUID() },
      body: { payment: { token: await cardToken(t, 'APRO'), payment_method_id: 'visa', installments: 1 } },
    });
    expect(paid.status, paid.text).toBe(201);
    expect(paid.body.payment.status).toBe('approved');
    expect(await subscription(bad)).toMatchObject({ state: 'active' });
  });
});
