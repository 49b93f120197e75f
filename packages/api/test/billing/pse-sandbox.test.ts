import { randomUUID } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, test, vi } from 'vitest';
import { DEFAULT_BILLING_CONFIG } from '../../src/config/billing-config';
import { pdfPages } from '../e-invoicing/pdf-tools';
import { call, type Json } from '../support/api-client';
import { billingInfo, UNIT_ITEMS } from '../support/billing';
import { expectProblem, type SignedUpUser, signUp } from '../support/factories';
import { testFolder } from '../support/temporary-folder';
import { setupTestApp } from '../support/test-app';

// PSE with the sandbox provider: the bank list, the transfer, the sandbox's own bank page and each
// of its answers (approve, reject, leave pending, abandon), as a browser walks them.
const t = setupTestApp({ config: { billing: { ...DEFAULT_BILLING_CONFIG, sandboxSettleDelayMs: 30 } } });
let buyer: SignedUpUser;

beforeAll(async () => {
  buyer = await signUp(t);
});

const RETURN_URL = 'https://portal.facturo.test/checkout?step=result';

const pse = (overrides: Json = {}) => ({
  method: 'pse',
  bank_code: '1007',
  person_type: 'natural',
  identification: { type: 'CC', number: '1020304050' },
  email: 'pagos@example.co',
  return_url: RETURN_URL,
  ...(overrides as object),
});

const buyByPse = (payment: Json = pse(), options: { key?: string; headers?: Record<string, string> } = {}) =>
  call(t.app, 'POST', '/checkout', {
    token: buyer.accessToken,
    headers: { 'Idempotency-Key': options.key ?? randomUUID(), ...options.headers },
    body: { items: UNIT_ITEMS, billing_info: billingInfo(), payment },
  });

const get = (path: string) => call(t.app, 'GET', path, { token: buyer.accessToken });

/** The sandbox bank page's answer to `decision`, as its form sends it (a GET under the API). */
const decide = (redirectUrl: string, decision: string) => {
  const session = new URL(redirectUrl, 'http://localhost').searchParams.get('session') as string;
  return call(t.app, 'GET', `/sandbox/pse/bank/decision?session=${session}&decision=${decision}`);
};

const invoiceCount = async () =>
  Number(
    (
      await t.deps.db
        .selectFrom('invoices')
        .select((eb) => eb.fn.countAll().as('count'))
        .executeTakeFirstOrThrow()
    ).count,
  );

describe('GET /payments/pse/banks', () => {
  test('the sandbox lists Colombian banks by code and name, publicly', async () => {
    const response = await call(t.app, 'GET', '/payments/pse/banks');
    expect(response.status, response.text).toBe(200);
    expect(response.body.items).toContainEqual({ code: '1007', name: 'Bancolombia' });
    expect(response.body.items).toContainEqual({ code: '1051', name: 'Davivienda' });
  });
});

describe('POST /checkout by PSE with the sandbox bank page', () => {
  test('approve: pending with the bank page, then approved, invoiced with the bank and the transfer id', async () => {
    const started = await buyByPse();
    expect(started.status, started.text).toBe(201);
    expect(started.body.invoice_id).toBeNull();
    expect(started.body.payment).toMatchObject({
      status: 'pending',
      status_detail: 'pending_waiting_transfer',
    });
    const redirectUrl: string = started.body.payment.redirect_url;
    expect(redirectUrl).toMatch(/^\/api\/v1\/sandbox\/pse\/bank\?session=\d+\.[a-f0-9]{64}$/);

    const page = await call(t.app, 'GET', redirectUrl.replace('/api/v1', ''));
    expect(page.status).toBe(200);
    expect(page.headers.get('Content-Type')).toContain('text/html');
    expect(page.headers.get('Content-Security-Policy')).toContain("default-src 'none'");
    expect(page.text).toContain('<html lang="es">');
    expect(page.text).toContain('<h1>Bancolombia</h1>');
    for (const label of ['Aprobar el pago', 'Rechazar el pago', 'Dejar el pago pendiente', 'Abandonar'])
      expect(page.text).toContain(label);

    const back = await decide(redirectUrl, 'approve');
    expect(back.status).toBe(200);
    const returnTo = `${RETURN_URL}&amp;facturo_payment_id=${started.body.payment.id}`;
    expect(back.text).toContain(`content="0;url=${returnTo}"`);

    const payment = (await get(`/payments/${started.body.payment.id}`)).body;
    expect(payment).toMatchObject({
      status: 'approved',
      payment_method_id: 'pse',
      bank: 'Bancolombia',
      bank_transfer_id: expect.stringMatching(/^\d{9}$/),
      card_last_four: null,
    });
    expect(payment.invoice_number).toMatch(/^SETP\d+$/);
    const invoice = (await get(`/invoices/${payment.invoice_id}`)).body;
    expect(invoice.status).toBe('paid');
    expect(invoice.payments).toEqual([
      expect.objectContaining({ bank: 'Bancolombia', bank_transfer_id: payment.bank_transfer_id }),
    ]);
    // The electronic invoice says "bank debit" with the CUS; its PDF names the bank too.
    const xml = await call(t.app, 'GET', `/invoices/${payment.invoice_id}/xml`, { token: buyer.accessToken });
    expect(xml.text).toContain('<cbc:PaymentMeansCode>47</cbc:PaymentMeansCode>');
    expect(xml.text).toContain(`<cbc:PaymentID>${payment.bank_transfer_id}</cbc:PaymentID>`);
    const pdf = await t.app.request(`/api/v1/invoices/${payment.invoice_id}/pdf`, {
      headers: { Authorization: `Bearer ${buyer.accessToken}` },
    });
    const path = join(testFolder('facturo-pse-'), 'factura.pdf');
    writeFileSync(path, Buffer.from(await pdf.arrayBuffer()));
    const text = pdfPages(path).join(' ').replace(/\s+/g, ' ');
    expect(text).toContain('Medio de pago: Transferencia débito bancaria');
    expect(text).toContain('Pagada por PSE: Bancolombia');
    expect(text).toContain(`(CUS): ${payment.bank_transfer_id}`);
    // A second answer on the same page changes nothing.
    await decide(redirectUrl, 'reject');
    expect((await get(`/payments/${payment.id}`)).body.status).toBe('approved');
  });

  test('reject and abandon: no invoice, no number used, the plans are released', async () => {
    const before = await invoiceCount();
    for (const [decision, status, detail] of [
      ['reject', 'rejected', 'rejected_by_bank'],
      ['abandon', 'cancelled', 'expired'],
    ] as const) {
      const started = await buyByPse();
      await decide(started.body.payment.redirect_url, decision);
      const payment = (await get(`/payments/${started.body.payment.id}`)).body;
      expect(payment).toMatchObject({
        status,
        status_detail: detail,
        invoice_id: null,
        invoice_number: null,
      });
    }
    expect(await invoiceCount()).toBe(before);
  });

  test('leave pending: in process, then the bank confirms it and the invoice is issued', async () => {
    const started = await buyByPse();
    await decide(started.body.payment.redirect_url, 'pending');
    expect((await get(`/payments/${started.body.payment.id}`)).body.status).toMatch(
      /^(in_process|approved)$/,
    );
    await vi.waitFor(
      async () => expect((await get(`/payments/${started.body.payment.id}`)).body.status).toBe('approved'),
      { timeout: 10_000, interval: 50 },
    );
    expect((await get(`/payments/${started.body.payment.id}`)).body.invoice_id).toEqual(expect.any(String));
  });

  test('a retry with the same key answers the same transfer and bank page', async () => {
    const key = randomUUID();
    const first = await buyByPse(pse(), { key });
    const again = await buyByPse(pse(), { key });
    expect(again.body).toEqual(first.body);
  });

  test('a bank session that does not verify is 404', async () => {
    const response = await call(t.app, 'GET', `/sandbox/pse/bank?session=1000000001.${'0'.repeat(64)}`);
    expectProblem(response, 404, 'not_found');
  });
});

describe('PSE input errors, translated', () => {
  test('a company pays with its NIT; document numbers have their format (es and en)', async () => {
    const company = await buyByPse(pse({ person_type: 'juridica' }));
    expectProblem(company, 422, 'validation_failed');
    expect(company.body.field_errors['payment.identification.type']).toEqual([
      'Una empresa (persona jurídica) paga con su NIT.',
    ]);
    const number = await buyByPse(pse({ identification: { type: 'CC', number: '12.345' } }), {
      headers: { 'Accept-Language': 'en' },
    });
    expect(number.body.field_errors['payment.identification.number']?.[0]).toMatch(/^Check the ID number/);
  });

  test('a bank not on the list, a foreign return address and save_card are refused before anything is written', async () => {
    const before = await t.deps.db.selectFrom('payments').select('id').execute();
    const unknown = await buyByPse(pse({ bank_code: '9999' }));
    expectProblem(unknown, 422, 'validation_failed');
    expect(unknown.body.field_errors['payment.bank_code']).toEqual([
      'Ese banco no está en la lista de PSE. Elige otro.',
    ]);
    const foreign = await buyByPse(pse({ return_url: 'https://evil.example/robar' }));
    expect(foreign.body.field_errors['payment.return_url']).toEqual([
      'La dirección de regreso debe ser una página de este sitio o de un sitio autorizado.',
    ]);
    // Not even when the request says it comes from there: only the configured origins are trusted.
    const claimed = await buyByPse(pse({ return_url: 'https://tienda.example/pago' }), {
      headers: { Origin: 'https://tienda.example' },
    });
    expect(claimed.body.field_errors['payment.return_url']).toHaveLength(1);
    // A partner page allowed by CORS_ORIGINS is accepted.
    const partner = await buyByPse(pse({ return_url: 'https://partner.example/pago' }));
    expect(partner.status, partner.text).toBe(201);
    const saveCard = await call(t.app, 'POST', '/checkout', {
      token: buyer.accessToken,
      headers: { 'Idempotency-Key': randomUUID() },
      body: { items: UNIT_ITEMS, billing_info: billingInfo(), payment: pse(), save_card: true },
    });
    expect(saveCard.body.field_errors.save_card).toEqual([
      'Solo se guardan tarjetas: con PSE no hay tarjeta que guardar.',
    ]);
    const after = await t.deps.db.selectFrom('payments').select('id').execute();
    expect(after.length).toBe(before.length + 1);
  });
});
