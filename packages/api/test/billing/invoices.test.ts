import { dateInBogota } from '@facturo/sdk/co';
import { INVOICE_PAGE_SIZES, INVOICE_STATUSES } from '@facturo/sdk/schemas';
import { beforeAll, describe, expect, test } from 'vitest';
import { appendInvoiceLines } from '../../src/billing-core/invoice-writer';
import { seedInvoices } from '../../src/seed/invoice-bulk-seed';
import { call, type Json } from '../support/api-client';
import { buy, otherOrganization, ownerWithOrganization } from '../support/billing';
import { createOrganization, expectProblem, type SignedUpUser, signUp } from '../support/factories';
import { setupTestApp } from '../support/test-app';

const t = setupTestApp();
let owner: SignedUpUser;
let organizationId: string;
let bought: { invoiceId: string; number: string };

beforeAll(async () => {
  ({ owner, organizationId } = await ownerWithOrganization(t));
  const purchase = await buy(t, owner, {
    organizationId,
    items: [{ plan_id: 'payroll-50', billing_cycle: 'monthly' }],
  });
  const invoice = await call(t.app, 'GET', `/invoices/${purchase.body.invoice_id}`, {
    token: owner.accessToken,
  });
  bought = { invoiceId: purchase.body.invoice_id, number: invoice.body.number };
  await seedInvoices(t.deps.db, {
    organizationId,
    count: 240,
    prefix: 'FCT',
    now: new Date(t.clock.now().getTime() - 60_000),
    batchSize: 100,
  });
});

const list = (query: string) => call(t.app, 'GET', `/invoices?${query}`, { token: owner.accessToken });

describe('GET /invoices', () => {
  test('a page of invoices with lines and payments, and the total', async () => {
    const response = await list('page_size=20');
    expect(response.status, response.text).toBe(200);
    expect(response.body).toMatchObject({ total: 241, page: 1, page_size: 20 });
    expect(response.body.items).toHaveLength(20);
    const newest = response.body.items[0];
    expect(newest).toMatchObject({ id: bought.invoiceId, status: 'paid', currency: 'COP' });
    expect(newest.lines[0]).toMatchObject({
      kind: 'plan',
      plan_id: 'payroll-50',
      billing_cycle: 'monthly',
      quantity: 1,
    });
    expect(newest.lines[0].description).toBe('Nómina electrónica · Nómina 50 (mensual)');
    expect(newest.payments[0]).toMatchObject({
      status: 'approved',
      amount: newest.total,
      transaction_id: expect.any(String),
      ip_address: expect.any(String),
      installments: 1,
      card_last_four: '6260',
      issuer: 'Banco de Bogotá',
      bank: null,
      bank_transfer_id: null,
    });
  });

  test.each(INVOICE_PAGE_SIZES.map((size) => [size]))('page size %i is accepted', async (size) => {
    const response = await list(`page_size=${size}&page=2`);
    expect(response.status).toBe(200);
    expect(response.body.items).toHaveLength(size);
  });

  test.each([['7'], ['0'], ['101'], ['1000'], ['abc'], ['20.5']])('page size %s is 400', async (size) => {
    const response = await list(`page_size=${size}`);
    expectProblem(response, 400, 'validation_failed');
    expect(response.body.field_errors.page_size).toEqual(['Elige 5, 10, 20, 25, 50, 100 filas por página.']);
  });

  test('search by number (with or without its prefix) and by concept, ignoring accents and case', async () => {
    const byNumber = await list(`search=${bought.number}`);
    expect(byNumber.body.items.map((item: Json) => item.id)).toEqual([bought.invoiceId]);
    const digits = bought.number.replace(/\D/g, '');
    expect((await list(`search=${digits}`)).body.items.map((item: Json) => item.number)).toContain(
      bought.number,
    );
    const concept = await list('search=NOMINA%2050&page_size=100');
    expect(concept.body.total).toBeGreaterThan(1);
    for (const item of concept.body.items) expect(item.concept).toMatch(/Nómina 50/);
    expect((await list('search=%22%3B%20drop')).body.total).toBe(0);
  });

  test('filters by one or more statuses and by issue dates in Colombia', async () => {
    const unpaid = await list('status=unpaid&page_size=100');
    expect(unpaid.body.total).toBeGreaterThan(0);
    expect(unpaid.body.items.every((item: Json) => item.status === 'unpaid')).toBe(true);
    const two = await list('status=unpaid,expired&page_size=100');
    const repeated = await list('status=unpaid&status=expired&page_size=100');
    expect(two.body.total).toBe(repeated.body.total);
    expect(new Set(two.body.items.map((item: Json) => item.status))).toEqual(new Set(['unpaid', 'expired']));
    expectProblem(await list('status=overdue'), 400, 'validation_failed');
    const all = (await list('page_size=100&page=1')).body.items as Json[];
    const day = dateInBogota(new Date(all[30].created_at));
    const sameDay = await list(`from=${day}&to=${day}&page_size=100`);
    expect(sameDay.body.total).toBeGreaterThan(0);
    for (const item of sameDay.body.items) expect(dateInBogota(new Date(item.created_at))).toBe(day);
    const since = await list(`from=${day}&page_size=5`);
    expect(since.body.total).toBe(all.findIndex((item) => dateInBogota(new Date(item.created_at)) < day));
    expect((await list('from=2020-01-01&to=2019-12-31')).body.field_errors.to).toEqual([
      'La fecha final debe ser igual o posterior a la inicial.',
    ]);
  });

  test.each([
    ['total', (a: Json, b: Json) => a.total <= b.total],
    ['-total', (a: Json, b: Json) => a.total >= b.total],
    ['number', (a: Json, b: Json) => Number(a.number.slice(3)) < Number(b.number.slice(3))],
    ['-created_at', (a: Json, b: Json) => a.created_at >= b.created_at],
    ['due_date', (a: Json, b: Json) => a.due_date <= b.due_date],
  ])('sorted by %s, pages that never overlap', async (sort, ordered) => {
    const first = (await list(`sort=${sort}&page_size=25`)).body.items as Json[];
    const second = (await list(`sort=${sort}&page_size=25&page=2`)).body.items as Json[];
    const rows = [...first, ...second];
    for (let index = 1; index < rows.length; index++)
      expect(ordered(rows[index - 1], rows[index])).toBe(true);
    expect(new Set(rows.map((row) => row.id)).size).toBe(50);
  });

  test('a page past the end has no rows and still the count of every match', async () => {
    expect((await list('page=100&page_size=20')).body).toMatchObject({
      items: [],
      total: 241,
      page: 100,
      next_cursor: null,
    });
    const paid = (await list('status=paid')).body.total;
    expect(paid).toBeGreaterThan(0);
    expect((await list('status=paid&page=50&page_size=100')).body).toMatchObject({ items: [], total: paid });
  });

  test('every status the list filters by exists in the seeded data', async () => {
    for (const status of INVOICE_STATUSES)
      expect((await list(`status=${status}`)).body.total, status).toBeGreaterThan(0);
  });
});

// The CSV and Excel exports: invoice-exports.test.ts.

describe('which organization', () => {
  test('a user of several organizations must say which (400), another organization is 404', async () => {
    const second = await createOrganization(t, owner, otherOrganization('Segunda S.A.S.'));
    expectProblem(await list(''), 400, 'organization_required');
    expect((await list(`organization_id=${second.id}`)).body.total).toBe(0);
    expect((await list(`organization_id=${organizationId}`)).body.total).toBe(241);
    const stranger = await signUp(t);
    expectProblem(
      await call(t.app, 'GET', `/invoices?organization_id=${organizationId}`, {
        token: stranger.accessToken,
      }),
      404,
      'not_found',
    );
    expectProblem(
      await call(t.app, 'GET', `/invoices/${bought.invoiceId}`, { token: stranger.accessToken }),
      404,
      'not_found',
    );
    expect((await call(t.app, 'GET', '/invoices', { token: stranger.accessToken })).body).toEqual({
      items: [],
      total: 0,
      page: 1,
      page_size: 10,
      next_cursor: null,
      prev_cursor: null,
    });
  });
});

describe('the JSON copy of lines and payments the list reads', () => {
  test('follows every insert, update and delete of the source rows', async () => {
    const detail = async () =>
      (await call(t.app, 'GET', `/invoices/${bought.invoiceId}`, { token: owner.accessToken })).body;
    const before = await detail();
    await t.deps.db.transaction().execute((trx) =>
      appendInvoiceLines(
        trx,
        bought.invoiceId,
        [
          {
            kind: 'extra_documents',
            description: { es: 'Documentos adicionales', en: 'Extra documents' },
            quantity: 3,
            unitPrice: 800,
            ivaTreatment: 'excluded',
          },
        ],
        t.clock.now(),
      ),
    );
    const added = await detail();
    expect(added.lines.map((line: Json) => line.kind)).toEqual([
      ...before.lines.map((line: Json) => line.kind),
      'extra_documents',
    ]);
    expect(added.total).toBe(before.total + 2400);
    await t.deps.db
      .deleteFrom('invoiceLines')
      .where('invoiceId', '=', bought.invoiceId)
      .where('kind', '=', 'extra_documents')
      .execute();
    await t.deps.db
      .updateTable('payments')
      .set({ bank: 'Banco de Occidente' })
      .where('invoiceId', '=', bought.invoiceId)
      .execute();
    const after = await detail();
    expect(after.lines).toEqual(before.lines);
    expect(after.payments.map((payment: Json) => payment.bank)).toEqual(['Banco de Occidente']);
  });
});
