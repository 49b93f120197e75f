import { randomUUID } from 'node:crypto';
import { pricePlan } from '@facturo/sdk/billing';
import { beforeAll, describe, expect, test } from 'vitest';
import { PLANS_2026_11 } from '../../src/modules/catalogue/catalogue-2026-11.plans';
import { call } from '../support/api-client';
import { buy, cardToken, checkoutBody, UNIT_ITEMS } from '../support/billing';
import { addMember, expectProblem, type SignedUpUser, signUp } from '../support/factories';
import { setupTestApp } from '../support/test-app';

const t = setupTestApp();
let buyer: SignedUpUser;

beforeAll(async () => {
  buyer = await signUp(t);
});

const planById = (id: string) =>
  pricePlan(PLANS_2026_11.find((plan) => plan.id === id) as (typeof PLANS_2026_11)[number]);

describe('POST /checkout', () => {
  test('logged out: 401 login_required, in the request language', async () => {
    const es = await call(t.app, 'POST', '/checkout', {
      body: await checkoutBody(t),
      headers: { 'Idempotency-Key': 'k-1' },
    });
    expectProblem(es, 401, 'login_required');
    expect(es.body.message).toBe('Debes iniciar sesión para continuar con la compra.');
    const en = await call(t.app, 'POST', '/checkout', {
      body: {},
      headers: { 'Idempotency-Key': 'k-1', 'Accept-Language': 'en' },
    });
    expect(en.body.message).toBe('You must be logged in to proceed with the purchase.');
  });

  test('without an Idempotency-Key: 400 idempotency_key_required', async () => {
    const response = await call(t.app, 'POST', '/checkout', {
      token: buyer.accessToken,
      body: await checkoutBody(t),
    });
    expectProblem(response, 400, 'idempotency_key_required');
  });

  test('APRO: approved, invoice paid with the sdk totals, subscriptions active', async () => {
    const response = await buy(t, buyer, {
      items: [
        { plan_id: 'invoicing-business-1200', billing_cycle: 'annual' },
        { plan_id: 'certificate-2-years', billing_cycle: 'annual' },
        { plan_id: 'pos-starter-500', billing_cycle: 'monthly', quantity: 2 },
      ],
    });
    expect(response.status, response.text).toBe(201);
    expect(response.body.payment).toEqual({
      id: expect.any(String),
      status: 'approved',
      status_detail: 'accredited',
    });
    const invoice = await call(t.app, 'GET', `/invoices/${response.body.invoice_id}`, {
      token: buyer.accessToken,
    });
    expect(invoice.status, invoice.text).toBe(200);
    const expected = [
      planById('invoicing-business-1200').cycles.annual,
      planById('certificate-2-years').cycles.annual,
      planById('pos-starter-500').cycles.monthly,
      planById('pos-starter-500').cycles.monthly,
    ];
    expect(invoice.body.status).toBe('paid');
    expect(invoice.body.lines.map((line: { total: number }) => line.total)).toEqual(
      expected.map((cycle) => cycle?.total),
    );
    expect(invoice.body.iva).toBe(expected.reduce((sum, cycle) => sum + (cycle?.iva ?? 0), 0));
    expect(invoice.body.total).toBe(expected.reduce((sum, cycle) => sum + (cycle?.total ?? 0), 0));
    expect(invoice.body.payments).toEqual([
      expect.objectContaining({
        status: 'approved',
        amount: invoice.body.total,
        card_last_four: '6260',
        installments: 1,
      }),
    ]);
    const subscriptions = await call(t.app, 'GET', '/subscriptions', { token: buyer.accessToken });
    expect(subscriptions.body.items).toHaveLength(4);
    expect(subscriptions.body.items.every((item: { status: string }) => item.status === 'active')).toBe(true);
  });
});

// The last consecutive of the numbering authorization used so far (no row: none issued yet).
const lastConsecutive = async () =>
  Number(
    (await t.deps.db.selectFrom('dianNumbering').select('lastConsecutive').executeTakeFirst())
      ?.lastConsecutive ?? -1,
  );

describe('payment outcomes by cardholder name', () => {
  // Only an approved payment issues an invoice (and uses a number); the others leave none.
  test.each([
    ['APRO', 'approved', 'accredited', 'paid', 'active'],
    ['CONT', 'in_process', 'pending_contingency', null, 'inactive'],
    ['OTHE', 'rejected', 'cc_rejected_other_reason', null, null],
    ['CALL', 'rejected', 'cc_rejected_call_for_authorize', null, null],
    ['FUND', 'rejected', 'cc_rejected_insufficient_amount', null, null],
    ['SECU', 'rejected', 'cc_rejected_bad_filled_security_code', null, null],
    ['EXPI', 'rejected', 'cc_rejected_bad_filled_date', null, null],
    ['FORM', 'rejected', 'cc_rejected_bad_filled_other', null, null],
  ])('%s → %s / %s', async (name, status, detail, invoiceStatus, subscriptionStatus) => {
    const user = await signUp(t);
    const numberBefore = await lastConsecutive();
    const response = await buy(t, user, { cardholder: name, card: 'master' });
    expect(response.status, response.text).toBe(201);
    expect(response.body.payment).toMatchObject({ status, status_detail: detail });
    const payment = await call(t.app, 'GET', `/payments/${response.body.payment.id}`, {
      token: user.accessToken,
    });
    expect(payment.body).toMatchObject({
      status,
      status_detail: detail,
      payment_method_id: 'master',
      card_last_four: '3564',
    });
    if (invoiceStatus) {
      const invoice = await call(t.app, 'GET', `/invoices/${response.body.invoice_id}`, {
        token: user.accessToken,
      });
      expect(invoice.body.status).toBe(invoiceStatus);
      expect(invoice.body.number).toBe(response.body.invoice_number);
      expect(payment.body).toMatchObject({
        invoice_id: invoice.body.id,
        invoice_number: invoice.body.number,
      });
      expect(await lastConsecutive()).toBe(numberBefore + 1);
    } else {
      expect(response.body).toMatchObject({ invoice_id: null, invoice_number: null });
      expect(payment.body).toMatchObject({
        invoice_id: null,
        invoice_number: null,
        items: [{ plan_id: 'invoicing-business-1200', billing_cycle: 'annual', quantity: 1 }],
      });
      const invoices = await call(t.app, 'GET', '/invoices', { token: user.accessToken });
      expect(invoices.body.items).toEqual([]);
      expect(await lastConsecutive()).toBe(numberBefore);
    }
    const subscriptions = await call(t.app, 'GET', '/subscriptions', { token: user.accessToken });
    // A rejected purchase leaves no subscription behind; one in process waits, inactive.
    expect(subscriptions.body.items.map((item: { status: string }) => item.status)).toEqual(
      subscriptionStatus ? [subscriptionStatus] : [],
    );
  });

  test('a used card token is refused (422 card_token_invalid) and nothing is charged', async () => {
    const token = await cardToken(t);
    expect((await buy(t, buyer, { token, items: UNIT_ITEMS })).status).toBe(201);
    const again = await buy(t, buyer, { token, items: UNIT_ITEMS });
    expectProblem(again, 422, 'card_token_invalid');
  });

  test('a token of another brand than payment_method_id is refused', async () => {
    const token = await cardToken(t, 'APRO', 'amex');
    expectProblem(await buy(t, buyer, { token, card: 'visa', items: UNIT_ITEMS }), 422, 'card_token_invalid');
  });
});

describe('purchase validation', () => {
  test.each([
    [
      'an unknown plan',
      [{ plan_id: 'invoicing-free-0', billing_cycle: 'annual' }],
      'items.0.plan_id',
      'Este plan no existe o ya no está a la venta.',
    ],
    [
      'a monthly certificate',
      [{ plan_id: 'certificate-1-year', billing_cycle: 'monthly' }],
      'items.0.billing_cycle',
      'Este plan no se paga mensualmente: elige el pago anual.',
    ],
    [
      'the same plan twice',
      [
        { plan_id: 'payroll-10', billing_cycle: 'monthly' },
        { plan_id: 'payroll-10', billing_cycle: 'annual' },
      ],
      'items.1.plan_id',
      'Este plan ya está en la compra.',
    ],
    ['no items', [], 'items', 'Este campo es obligatorio.'],
  ])('%s → 422 on %s', async (_label, items, field, message) => {
    const response = await call(t.app, 'POST', '/checkout', {
      token: buyer.accessToken,
      headers: { 'Idempotency-Key': randomUUID() },
      body: { ...(await checkoutBody(t)), items },
    });
    expectProblem(response, 422, 'validation_failed');
    expect(response.body.field_errors[field]).toEqual([message]);
  });

  test('billing information is checked with the sdk rules (NIT check digit, DIVIPOLA municipality)', async () => {
    const body = await checkoutBody(t, {
      billing: {
        taxpayer: {
          taxpayer_type: '1',
          document_type: '31',
          document_number: '900123456',
          verification_digit: '3',
          iva_responsible: true,
          electronic_biller: true,
          company_name: 'X S.A.S.',
        },
      },
    });
    const response = await call(t.app, 'POST', '/checkout', {
      token: buyer.accessToken,
      headers: { 'Idempotency-Key': randomUUID() },
      body,
    });
    expectProblem(response, 422, 'validation_failed');
    expect(response.body.field_errors['billing_info.taxpayer.verification_digit']).toEqual([
      'El dígito de verificación no corresponde al NIT. Revisa ambos números.',
    ]);
    const nowhere = await checkoutBody(t, {
      billing: {
        billing_address: {
          department_code: '94',
          municipality_code: '94663',
          zone: 'rural',
          address: 'Vereda 1',
        },
      },
    });
    const retired = await call(t.app, 'POST', '/checkout', {
      token: buyer.accessToken,
      headers: { 'Idempotency-Key': randomUUID() },
      body: nowhere,
    });
    expect(retired.body.field_errors['billing_info.billing_address.municipality_code']).toEqual([
      'Elige un municipio (código DANE de 5 dígitos).',
    ]);
  });
});

describe('who buys', () => {
  test('without organization_id the buyer’s own organization is created once and reused', async () => {
    const user = await signUp(t);
    const first = await buy(t, user);
    const second = await buy(t, user, { items: [{ plan_id: 'payroll-10', billing_cycle: 'monthly' }] });
    const organizations = await call(t.app, 'GET', '/organizations', { token: user.accessToken });
    expect(organizations.body.items).toHaveLength(1);
    expect(organizations.body.items[0]).toMatchObject({
      name: 'Distribuciones El Poblado S.A.S.',
      role: 'owner',
    });
    const invoices = await call(t.app, 'GET', '/invoices', { token: user.accessToken });
    expect(invoices.body.items.map((invoice: { id: string }) => invoice.id).sort()).toEqual(
      [first.body.invoice_id, second.body.invoice_id].sort(),
    );
  });

  test('with organization_id: a viewer may not buy (403), a stranger gets 404', async () => {
    const owner = await signUp(t);
    expect((await buy(t, owner)).status).toBe(201);
    const organizationId = (await call(t.app, 'GET', '/organizations', { token: owner.accessToken })).body
      .items[0].id;
    const viewer = await addMember(t, owner, organizationId, 'viewer');
    expectProblem(await buy(t, viewer, { organizationId }), 403, 'forbidden');
    const stranger = await signUp(t);
    expectProblem(await buy(t, stranger, { organizationId }), 404, 'not_found');
    const billing = await addMember(t, owner, organizationId, 'billing');
    // The organization has the owner's plan: the billing member buys points of sale for it.
    expect((await buy(t, billing, { organizationId, items: UNIT_ITEMS })).status).toBe(201);
  });
});
