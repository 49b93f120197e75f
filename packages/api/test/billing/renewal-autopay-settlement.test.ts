import { beforeAll, describe, expect, test } from 'vitest';
import { DEFAULT_BILLING_CONFIG } from '../../src/config/billing-config';
import { paymentFollowUpJob } from '../../src/modules/payments/payment-follow-up.job';
import { runBillingJob } from '../../src/modules/subscriptions/billing-run';
import { sandboxOf } from '../../src/payment-providers/sandbox/sandbox-provider';
import { call, type Json } from '../support/api-client';
import { buy, cardToken, travel } from '../support/billing';
import { type SignedUpUser, signUp } from '../support/factories';
import { sendPendingMail } from '../support/mail';
import { setupTestApp } from '../support/test-app';

// An automatic renewal charge the bank leaves in process (CONT) settles later: by the provider's
// webhook, or by the payment follow-up asking the provider. Either way the trail entry and the
// e-mail come then, once, as they do for a charge answered at once.
const t = setupTestApp({
  config: { billing: { ...DEFAULT_BILLING_CONFIG, sandboxSettleDelayMs: 3_600_000 } },
});

interface Buyer {
  user: SignedUpUser;
  organizationId: string;
  email: string;
}
let approving: Buyer;
let rejecting: Buyer;
let removing: Buyer;

/** A monthly plan bought on 2026-01-10 (paid through 2026-02-09, charged on 2026-02-10) with a saved CONT card. */
async function buyerWithSlowCard(email: string): Promise<Buyer> {
  const user = await signUp(t);
  const purchase = await buy(t, user, {
    items: [{ plan_id: 'payroll-10', billing_cycle: 'monthly' }],
    billing: { email },
  });
  expect(purchase.body.payment.status, purchase.text).toBe('approved');
  const organizationId = (await call(t.app, 'GET', '/organizations', { token: user.accessToken })).body
    .items[0].id;
  const saved = await call(t.app, 'POST', `/organizations/${organizationId}/payment-methods`, {
    token: user.accessToken,
    body: { token: await cardToken(t, 'CONT') },
  });
  expect(saved.status, saved.text).toBe(201);
  return { user, organizationId, email };
}

const trail = async (buyer: Buyer) =>
  (
    await call(t.app, 'GET', `/organizations/${buyer.organizationId}/payment-method-events`, {
      token: buyer.user.accessToken,
    })
  ).body.items as Json[];
const renewalMails = async (buyer: Buyer) => {
  await sendPendingMail(t.deps);
  return (
    await t.deps.db
      .selectFrom('outboxEmails')
      .select(['subject', 'text'])
      .where('to', '=', buyer.email)
      .orderBy('id')
      .execute()
  ).filter((mail) => /renovación/.test(mail.subject));
};
const renewalPayment = (buyer: Buyer) =>
  t.deps.db
    .selectFrom('payments')
    .innerJoin('renewalChargeAttempts', 'renewalChargeAttempts.paymentId', 'payments.id')
    .select(['payments.id', 'payments.status', 'payments.invoiceId'])
    .where('payments.organizationId', '=', buyer.organizationId)
    .executeTakeFirstOrThrow();
const invoiceStatus = async (buyer: Buyer, id: string) =>
  (await call(t.app, 'GET', `/invoices/${id}`, { token: buyer.user.accessToken })).body.status;

beforeAll(async () => {
  await travel(t, '2026-01-10T15:00:00Z');
  approving = await buyerWithSlowCard('renueva.luego@example.co');
  rejecting = await buyerWithSlowCard('rechaza.luego@example.co');
  removing = await buyerWithSlowCard('quita.tarjeta@example.co');
  await travel(t, '2026-02-10T15:00:00Z', approving.user, rejecting.user, removing.user);
  expect((await runBillingJob(t.deps)).renewalCharges).toEqual({ attempted: 3, approved: 0 });
});

describe('an automatic renewal charge left in process', () => {
  test('says nothing while in process', async () => {
    for (const buyer of [approving, rejecting]) {
      expect((await renewalPayment(buyer)).status).toBe('in_process');
      expect((await trail(buyer)).map((event) => event.action)).toEqual(['card_saved']);
      expect(await renewalMails(buyer)).toEqual([]);
    }
  });

  test('a card removed before its charge settles, the provider naming no digits: the e-mail names the card charged', async () => {
    const [card] = (
      await call(t.app, 'GET', `/organizations/${removing.organizationId}/payment-methods`, {
        token: removing.user.accessToken,
      })
    ).body.items as Json[];
    const removed = await call(
      t.app,
      'DELETE',
      `/organizations/${removing.organizationId}/payment-methods/${card?.id}`,
      { token: removing.user.accessToken },
    );
    expect(removed.status, removed.text).toBe(204);
    const payment = await renewalPayment(removing);
    // Some providers answer a saved-card charge without the card's digits, in process and settled.
    await t.deps.db
      .updateTable('sandboxPayments')
      .set({ settleAt: t.clock.now(), lastFourDigits: null })
      .where('externalReference', '=', payment.id)
      .execute();
    await t.deps.db
      .updateTable('payments')
      .set({ cardLastFour: null })
      .where('id', '=', payment.id)
      .execute();
    expect(await sandboxOf(t.deps.paymentProvider)?.settleDue()).toBe(1);
    const [latest] = await trail(removing);
    expect(latest).toMatchObject({ action: 'renewal_charge_approved', brand: 'visa', last_four: '6260' });
    const mails = await renewalMails(removing);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain('Visa terminada en 6260');
  });

  test("approved later through the provider's webhook: the trail entry and the approval e-mail, once", async () => {
    const payment = await renewalPayment(approving);
    await t.deps.db
      .updateTable('sandboxPayments')
      .set({ settleAt: t.clock.now() })
      .where('externalReference', '=', payment.id)
      .execute();
    expect(await sandboxOf(t.deps.paymentProvider)?.settleDue()).toBe(1);
    expect(await invoiceStatus(approving, payment.invoiceId as string)).toBe('paid');
    const [latest] = await trail(approving);
    expect(latest).toMatchObject({
      action: 'renewal_charge_approved',
      actor: null,
      attempt: 1,
      next_attempt_on: null,
      amount: expect.any(Number),
    });
    const mails = await renewalMails(approving);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toMatch(/^Pagamos la renovación/);
    expect(mails[0]?.text).toMatch(/terminada en \d{4}/);

    // The follow-up asking again changes nothing and says nothing twice.
    await travel(t, '2026-02-10T15:30:00Z', approving.user, rejecting.user);
    await paymentFollowUpJob.run(t.deps, {});
    expect(
      (await trail(approving)).filter((event) => event.action === 'renewal_charge_approved'),
    ).toHaveLength(1);
    expect(await renewalMails(approving)).toHaveLength(1);
  });

  test('rejected later, found by the payment follow-up: the failure with its next try, once', async () => {
    const payment = await renewalPayment(rejecting);
    await t.deps.db
      .updateTable('sandboxPayments')
      .set({
        status: 'rejected',
        statusDetail: 'cc_rejected_other_reason',
        dateLastUpdated: t.clock.now(),
        settleAt: null,
      })
      .where('externalReference', '=', payment.id)
      .execute();
    await travel(t, '2026-02-10T16:00:00Z', approving.user, rejecting.user);
    await paymentFollowUpJob.run(t.deps, {});
    expect((await renewalPayment(rejecting)).status).toBe('rejected');
    expect(await invoiceStatus(rejecting, payment.invoiceId as string)).toBe('unpaid');
    expect(
      (await trail(rejecting)).map((event) => [event.action, event.attempt, event.next_attempt_on]),
    ).toEqual([
      ['renewal_charge_failed', 1, '2026-02-12'],
      ['card_saved', null, null],
    ]);
    const mails = await renewalMails(rejecting);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toMatch(/^No pudimos cobrar la renovación/);
    expect(mails[0]?.text).toMatch(/Lo intentaremos de nuevo el 12 de febrero de 2026/);

    await travel(t, '2026-02-10T17:00:00Z', approving.user, rejecting.user);
    await paymentFollowUpJob.run(t.deps, {});
    expect(await renewalMails(rejecting)).toHaveLength(1);
  });
});
