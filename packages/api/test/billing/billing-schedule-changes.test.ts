import { pricePlan } from '@facturo/sdk/billing';
import { beforeAll, describe, expect, test } from 'vitest';
import { DEFAULT_BILLING_CONFIG } from '../../src/config/billing-config';
import { PLANS_2026_11 } from '../../src/modules/catalogue/catalogue-2026-11.plans';
import { runBillingJob } from '../../src/modules/subscriptions/billing-run';
import { call, type Json } from '../support/api-client';
import { buy, payInvoice, travel } from '../support/billing';
import { expectProblem, type SignedUpUser, signUp } from '../support/factories';
import { setupTestApp } from '../support/test-app';

// Billing-date changes after the partial charge was already invoiced with the renewal.
const t = setupTestApp();
const monthly = pricePlan(
  PLANS_2026_11.find((plan) => plan.id === 'payroll-10') as (typeof PLANS_2026_11)[number],
).cycles.monthly;

interface Customer {
  user: SignedUpUser;
  subscriptionId: string;
}

const api = (user: SignedUpUser, method: string, path: string, body?: unknown) =>
  call(t.app, method, path, { token: user.accessToken, ...(body ? { body } : {}) });

const unpaidInvoice = async (user: SignedUpUser) => {
  const items = (await api(user, 'GET', '/invoices?status=unpaid')).body.items as Json[];
  expect(items).toHaveLength(1);
  return items[0] as Json;
};

const subscription = (customer: Customer) =>
  t.deps.db
    .selectFrom('subscriptions')
    .select(['activeUntil', 'anchorDay'])
    .where('id', '=', customer.subscriptionId)
    .executeTakeFirstOrThrow();

let switched: Customer;
let dropped: Customer;
let paying: Customer;

beforeAll(async () => {
  // Bought on 2026-03-03: paid through 2026-04-02, due again on 2026-04-03 (anchored on the 3rd).
  await travel(t, '2026-03-03T15:00:00Z');
  const customers: Customer[] = [];
  for (let index = 0; index < 3; index++) {
    const user = await signUp(t);
    const purchase = await buy(t, user, { items: [{ plan_id: 'payroll-10', billing_cycle: 'monthly' }] });
    expect(purchase.body.payment.status).toBe('approved');
    customers.push({ user, subscriptionId: (await api(user, 'GET', '/subscriptions')).body.items[0].id });
  }
  [switched, dropped, paying] = customers as [Customer, Customer, Customer];
  // Two move to the 15th: 12 days are charged with the renewal of 2026-04-03.
  for (const customer of [switched, dropped]) {
    const applied = await api(customer.user, 'PUT', '/billing/schedule', { mode: 'unified', day: 15 });
    expect(applied.status, applied.text).toBe(200);
  }
  await travel(t, '2026-03-29T15:00:00Z', ...customers.map((customer) => customer.user));
  await runBillingJob(t.deps);
});

describe('a billing-date change over an invoiced partial charge', () => {
  test('dropping the partial charge puts the regular renewal back on the unpaid invoice', async () => {
    const before = await unpaidInvoice(switched.user);
    expect(before.lines.map((line: Json) => line.kind)).toEqual(['billing_adjustment']);
    const signedXml = async (invoiceId: string) =>
      (
        await t.deps.db
          .selectFrom('invoices')
          .innerJoin('dianDocuments', 'dianDocuments.id', 'invoices.dianDocumentId')
          .select('dianDocuments.signedXml')
          .where('invoices.id', '=', invoiceId)
          .executeTakeFirstOrThrow()
      ).signedXml;
    const originalXml = await signedXml(before.id);
    // Back to the activation day (the 3rd): the due date is already on it, so no adjustment at all.
    const applied = await api(switched.user, 'PUT', '/billing/schedule', {
      mode: 'individual',
      acknowledge: true,
    });
    expect(applied.status, applied.text).toBe(200);
    expect(applied.body.adjustments).toMatchObject([{ adjustment_date: null, adjustment_cost: 0 }]);
    // The issued invoice never changes: a credit note voids it and a new invoice carries the renewal.
    const invoice = await unpaidInvoice(switched.user);
    expect(invoice.id).not.toBe(before.id);
    const voided = (await api(switched.user, 'GET', `/invoices/${before.id}`)).body;
    expect(voided).toMatchObject({
      status: 'cancelled',
      total: before.total,
      lines: [{ kind: 'billing_adjustment' }],
      credit_notes: [
        {
          concept_code: '2',
          concept: 'Anulación de factura electrónica',
          total: before.total,
          document_key: expect.stringMatching(/^[0-9a-f]{96}$/),
        },
      ],
    });
    expect(await signedXml(before.id)).toBe(originalXml);
    const note = await t.deps.db
      .selectFrom('creditNotes')
      .innerJoin('dianDocuments', 'dianDocuments.id', 'creditNotes.dianDocumentId')
      .select(['creditNotes.replacementInvoiceId', 'creditNotes.cause', 'dianDocuments.signedXml'])
      .where('creditNotes.invoiceId', '=', before.id)
      .executeTakeFirstOrThrow();
    expect(note).toMatchObject({ replacementInvoiceId: invoice.id, cause: 'billing_date_change' });
    // The note references the invoice's number and CUFE, and its type is 91.
    expect(note.signedXml).toContain('<cbc:CreditNoteTypeCode>91</cbc:CreditNoteTypeCode>');
    expect(note.signedXml).toContain(`<cbc:ID>${before.number}</cbc:ID>`);
    expect(note.signedXml).toContain(before.document_key);
    // Its documents download like the invoice's, for its organization only.
    const noteId = voided.credit_notes[0].id;
    const xml = await api(switched.user, 'GET', `/credit-notes/${noteId}/xml`);
    expect(xml.status).toBe(200);
    expect(xml.headers.get('Content-Type')).toContain('application/xml');
    expect(xml.text).toBe(note.signedXml);
    const pdf = await api(switched.user, 'GET', `/credit-notes/${noteId}/pdf`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('Content-Type')).toBe('application/pdf');
    expect((await api(paying.user, 'GET', `/credit-notes/${noteId}/xml`)).status).toBe(404);
    expect(invoice.lines).toMatchObject([
      {
        kind: 'renewal',
        subscription_id: switched.subscriptionId,
        period_start: '2026-04-03',
        period_end: '2026-05-02',
        unit_price: monthly?.price,
        total: monthly?.total,
      },
    ]);
    expect(invoice.total).toBe(monthly?.total);
    expect((await api(switched.user, 'GET', '/billing/schedule')).body.pending_adjustments).toEqual([]);
    // The job does not issue the renewal a second time, and paying renews a full month.
    expect(await runBillingJob(t.deps)).toMatchObject({ renewalInvoices: 0 });
    expect((await payInvoice(t, switched.user, invoice.id)).body.payment.status).toBe('approved');
    expect(await subscription(switched)).toEqual({ activeUntil: '2026-05-02', anchorDay: 3 });
  });

  test('paying applies an adjustment only while it is still invoiced', async () => {
    const invoice = await unpaidInvoice(dropped.user);
    const line = invoice.lines.find((entry: Json) => entry.kind === 'billing_adjustment');
    const { id } = await t.deps.db
      .selectFrom('billingAdjustments')
      .select('id')
      .where('subscriptionId', '=', dropped.subscriptionId)
      .where('status', '=', 'invoiced')
      .executeTakeFirstOrThrow();
    await t.deps.db
      .updateTable('billingAdjustments')
      .set({ status: 'cancelled' })
      .where('id', '=', id)
      .execute();
    expect((await payInvoice(t, dropped.user, invoice.id)).body.payment.status).toBe('approved');
    // The days paid count; the dropped adjustment's anchor day (15) does not.
    expect(await subscription(dropped)).toEqual({ activeUntil: line.period_end, anchorDay: 3 });
    expect(
      (
        await t.deps.db
          .selectFrom('billingAdjustments')
          .select('status')
          .where('id', '=', id)
          .executeTakeFirstOrThrow()
      ).status,
    ).toBe('cancelled');
  });

  test('PUT /billing/schedule answers 409 conflict while the renewal it would change is being paid', async () => {
    const invoice = await unpaidInvoice(paying.user);
    const slow = t.variant({
      config: { billing: { ...DEFAULT_BILLING_CONFIG, sandboxSettleDelayMs: 3_600_000 } },
    });
    const payment = await payInvoice({ app: slow.app }, paying.user, invoice.id, 'CONT');
    expect(payment.body.payment.status).toBe('in_process');
    const refused = await api(paying.user, 'PUT', '/billing/schedule', { mode: 'unified', day: 15 });
    expectProblem(refused, 409, 'conflict');
    expect((await api(paying.user, 'GET', '/billing/schedule')).body).toMatchObject({
      mode: 'individual',
      pending_adjustments: [],
    });
  });
});
