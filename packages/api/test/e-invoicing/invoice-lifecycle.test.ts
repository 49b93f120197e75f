import { beforeAll, describe, expect, test } from 'vitest';
import { createEInvoicing } from '../../src/app/e-invoicing-deps';
import { transmitDianDocuments } from '../../src/billing-core/dian-transmission';
import {
  checkAuthorizationAlerts,
  InvoicingUnavailableError,
} from '../../src/billing-core/invoice-numbering';
import { recordProviderPayment } from '../../src/billing-core/payment-recorder';
import { DEFAULT_BILLING_CONFIG } from '../../src/config/billing-config';
import { DEFAULT_E_INVOICING_CONFIG } from '../../src/config/e-invoicing-config';
import { readDianDocument, recomputedDocumentKey } from '../../src/e-invoicing/dian-document-reader';
import { unzipFiles } from '../../src/e-invoicing/document-zip';
import { verifyDianSignature } from '../../src/e-invoicing/signature-verification';
import { checkXmlSchema } from '../../src/e-invoicing/xml-schema-check';
import { sandboxOf } from '../../src/payment-providers/sandbox/sandbox-provider';
import { call } from '../support/api-client';
import { buy, otherOrganization, UNIT_ITEMS } from '../support/billing';
import { createOrganization, expectProblem, type SignedUpUser, signUp } from '../support/factories';
import { sendPendingMail } from '../support/mail';
import { setupTestApp } from '../support/test-app';

const t = setupTestApp();
let owner: SignedUpUser;
let organizationId: string;
let invoiceId: string;

/** A download as raw bytes (PDF, XML, zip). */
async function download(path: string, token: string) {
  const response = await t.app.request(`/api/v1${path}`, { headers: { Authorization: `Bearer ${token}` } });
  return {
    status: response.status,
    type: response.headers.get('content-type'),
    bytes: Buffer.from(await response.arrayBuffer()),
  };
}

const storedDocument = async (id: string) =>
  t.deps.db
    .selectFrom('invoices')
    .innerJoin('dianDocuments', 'dianDocuments.id', 'invoices.dianDocumentId')
    .selectAll('dianDocuments')
    .where('invoices.id', '=', id)
    .executeTakeFirstOrThrow();

beforeAll(async () => {
  owner = await signUp(t);
  organizationId = (await createOrganization(t, owner)).id;
  const purchase = await buy(t, owner, { organizationId });
  expect(purchase.status, purchase.text).toBe(201);
  invoiceId = purchase.body.invoice_id;
  // The approval deferred the transmission to DIAN (the simulator) and the buyer's e-mail.
  await t.deps.deferred.settled();
});

describe('an approved purchase', () => {
  test('is a DIAN electronic invoice: numbered from the authorization, signed, CUFE recomputable, schema-valid', async () => {
    const invoice = (await call(t.app, 'GET', `/invoices/${invoiceId}`, { token: owner.accessToken })).body;
    const { authorization } = t.deps.eInvoicing.settings;
    expect(invoice).toMatchObject({
      electronic: true,
      number: expect.stringMatching(new RegExp(`^${authorization.prefix}\\d+$`)),
      document_key: expect.stringMatching(/^[0-9a-f]{96}$/),
      dian: {
        status: 'accepted',
        rules: expect.any(Array),
        environment: 'test',
        answered_at: expect.any(String),
      },
      credit_notes: [],
    });
    const stored = await storedDocument(invoiceId);
    const data = readDianDocument(stored.signedXml);
    expect(data.number).toBe(invoice.number);
    expect(data.documentKey).toBe(invoice.document_key);
    expect(
      await recomputedDocumentKey(data, { technicalKey: authorization.technicalKey, softwarePin: '' }),
    ).toBe(invoice.document_key);
    expect(data.qrContent).toContain(invoice.document_key);
    expect(data.totals.total).toBe(invoice.total);
    expect(verifyDianSignature(stored.signedXml)).toMatchObject({ valid: true });
    expect(await checkXmlSchema(stored.signedXml, 'Invoice')).toEqual({
      checked: true,
      valid: true,
      errors: [],
    });
  });

  test('the XML downloads byte for byte as stored; the PDF and, once accepted, the zip for the buyer', async () => {
    const stored = await storedDocument(invoiceId);
    const xml = await download(`/invoices/${invoiceId}/xml`, owner.accessToken);
    expect(xml.status).toBe(200);
    expect(xml.type).toContain('application/xml');
    expect(xml.bytes.equals(Buffer.from(stored.signedXml, 'utf8'))).toBe(true);
    const pdf = await download(`/invoices/${invoiceId}/pdf`, owner.accessToken);
    expect(pdf.status).toBe(200);
    expect(pdf.bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const zip = await download(`/invoices/${invoiceId}/attached-document`, owner.accessToken);
    expect(zip.status).toBe(200);
    const files = unzipFiles(zip.bytes);
    expect([...files.keys()].sort()).toEqual([`ad-${stored.number}.xml`, `fv-${stored.number}.pdf`]);
    const container = Buffer.from(files.get(`ad-${stored.number}.xml`) as Uint8Array).toString('utf8');
    expect(container).toContain('<AttachedDocument');
    expect(container).toContain(stored.documentKey);
    expect(await checkXmlSchema(container, 'AttachedDocument')).toMatchObject({ checked: true, valid: true });
  });

  test('the buyer is e-mailed in Spanish with the PDF and the zipped AttachedDocument', async () => {
    const stored = await storedDocument(invoiceId);
    expect(stored.deliveredAt).not.toBeNull();
    await sendPendingMail(t.deps);
    const mail = await t.deps.db
      .selectFrom('outboxEmails')
      .selectAll()
      .where('subject', 'like', `%${stored.number}%`)
      .executeTakeFirstOrThrow();
    expect(mail.to).toBe('compras@elpoblado.example.co');
    expect(mail.subject).toBe(`Facturo S.A.S.: factura electrónica ${stored.number}`);
    expect(mail.text).toContain('validada por la DIAN');
    expect(mail.attachments.map((file) => [file.filename, file.contentType])).toEqual([
      [`fv-${stored.number}.pdf`, 'application/pdf'],
      [`ad-${stored.number}.zip`, 'application/zip'],
    ]);
    // Delivered once: the next round sends nothing again.
    expect(await transmitDianDocuments(t.deps)).toMatchObject({ delivered: 0 });
  });
});

describe('who may download', () => {
  test('another organization gets 404 for every document', async () => {
    const stranger = await signUp(t);
    await createOrganization(t, stranger, otherOrganization('Otra Clínica S.A.S.'));
    for (const kind of ['pdf', 'xml', 'attached-document']) {
      expectProblem(
        await call(t.app, 'GET', `/invoices/${invoiceId}/${kind}`, { token: stranger.accessToken }),
        404,
        'not_found',
      );
    }
  });

  test.each([
    [['invoices:read'], 403],
    [['invoices:download'], 200],
  ])('a widget session with %j gets %i', async (scopes, status) => {
    const key = await call(t.app, 'POST', `/organizations/${organizationId}/api-keys`, {
      token: owner.accessToken,
      body: { name: 'Portal del cliente' },
    });
    const session = await call(t.app, 'POST', '/widget-sessions', {
      token: key.body.secret,
      body: { scopes },
    });
    expect(session.status, session.text).toBe(201);
    const answer = await download(`/invoices/${invoiceId}/xml`, session.body.access_token);
    expect(answer.status).toBe(status);
  });

  test('an invoice issued before electronic invoicing has no documents (409 invoice_not_electronic)', async () => {
    const legacy = await t.deps.db
      .updateTable('invoices')
      .set({ electronic: false })
      .where('organizationId', '=', organizationId)
      .where('id', '!=', invoiceId)
      .returning('id')
      .execute();
    // None other exists yet: make one as the migration carries old invoices forward.
    expect(legacy).toEqual([]);
    const { id } = await t.deps.db
      .insertInto('invoices')
      .values({
        organizationId,
        orderId: null,
        number: `FCT${Date.now()}`,
        sequence: 1,
        status: 'paid',
        concept: JSON.stringify({ es: 'Plan', en: 'Plan' }),
        buyer: JSON.stringify({}),
        buyerName: 'IPS',
        buyerDocument: 'NIT 1',
        subtotal: 1,
        discount: 0,
        iva: 0,
        total: 1,
        amountPaid: 1,
        dueDate: '2026-01-01',
        paidAt: null,
        searchText: 'fct',
        dianDocumentId: null,
        createdAt: new Date(),
        updatedAt: new Date(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const body = (await call(t.app, 'GET', `/invoices/${id}`, { token: owner.accessToken })).body;
    expect(body).toMatchObject({ electronic: false, document_key: null, dian: null });
    expectProblem(
      await call(t.app, 'GET', `/invoices/${id}/pdf`, { token: owner.accessToken }),
      409,
      'invoice_not_electronic',
    );
  });
});

describe('DIAN rejects', () => {
  test('a document whose CUFE does not match: rejected with the rule, an operator alert, the document kept', async () => {
    const purchase = await buy(t, owner, { organizationId, items: UNIT_ITEMS });
    const id = purchase.body.invoice_id;
    // Sent again to a DIAN (the simulator) that knows another technical key for the range.
    const config = structuredClone(DEFAULT_E_INVOICING_CONFIG);
    config.settings.authorization.technicalKey = '0'.repeat(40);
    await t.deps.deferred.settled();
    await t.deps.db
      .updateTable('dianDocuments')
      .set({
        status: 'pending',
        nextAttemptAt: t.clock.now(),
        answeredAt: null,
        applicationResponse: null,
        deliveredAt: new Date(),
      })
      .where('number', '=', purchase.body.invoice_number)
      .execute();
    const strict = t.variant({ eInvoicing: createEInvoicing(config, { clock: t.clock }) });
    const logged = t.logs.length;
    expect(await transmitDianDocuments(strict.deps)).toMatchObject({ rejected: 1 });
    const invoice = (await call(t.app, 'GET', `/invoices/${id}`, { token: owner.accessToken })).body;
    expect(invoice.dian).toMatchObject({
      status: 'rejected',
      rules: expect.arrayContaining([expect.objectContaining({ code: 'FAD06', kind: 'rejection' })]),
    });
    const alert = t.logs
      .slice(logged)
      .map((line) => JSON.parse(line))
      .find((entry) => entry.alert === 'dian_document_rejected');
    expect(alert).toMatchObject({ number: purchase.body.invoice_number, level: 'error' });
    expect((await download(`/invoices/${id}/xml`, owner.accessToken)).status).toBe(200);
    expectProblem(
      await call(t.app, 'GET', `/invoices/${id}/attached-document`, { token: owner.accessToken }),
      409,
      'document_not_validated',
    );
  });
});

describe('the numbering authorization', () => {
  test('used up: the purchase is refused before charging (503 invoicing_unavailable) with an operator alert', async () => {
    const { authorization } = t.deps.eInvoicing.settings;
    const used = await t.deps.db
      .selectFrom('dianNumbering')
      .select('lastConsecutive')
      .where('prefix', '=', authorization.prefix)
      .executeTakeFirstOrThrow();
    const config = structuredClone(DEFAULT_E_INVOICING_CONFIG);
    config.settings.authorization.rangeTo = Number(used.lastConsecutive);
    const full = t.variant({ config: { eInvoicing: config } });
    const charges = await t.deps.db.selectFrom('sandboxPayments').select('id').execute();
    const logged = t.logs.length;
    const answer = await buy({ app: full.app }, owner, { organizationId, items: UNIT_ITEMS });
    expectProblem(answer, 503, 'invoicing_unavailable');
    expect(await t.deps.db.selectFrom('sandboxPayments').select('id').execute()).toHaveLength(charges.length);
    const alert = t.logs
      .slice(logged)
      .map((line) => JSON.parse(line))
      .find((entry) => entry.alert === 'e_invoicing_blocked');
    expect(alert).toMatchObject({ block: 'range_exhausted', level: 'error' });
  });

  // The prefix-alert rules customers get for their own prefixes, on Facturo's authorization.
  test.each([
    [{ last: 50, validInDays: 400 }, []],
    [{ last: 85, validInDays: 400 }, ['range_80_percent_used']],
    [{ last: 96, validInDays: 400 }, ['range_95_percent_used']],
    [{ last: 100, validInDays: 400 }, ['range_exhausted']],
    [{ last: 10, validInDays: 20 }, ['expires_within_30_days']],
    [{ last: 10, validInDays: 5 }, ['expires_within_10_days']],
  ])('early alerts by the billing job: %j → %j', async ({ last, validInDays }, expected) => {
    const prefix = `A${last}${validInDays}`.slice(0, 4);
    await t.deps.db
      .insertInto('dianNumbering')
      .values({ prefix, resolutionNumber: '1', lastConsecutive: last })
      .onConflict((oc) => oc.columns(['prefix', 'resolutionNumber']).doUpdateSet({ lastConsecutive: last }))
      .execute();
    const config = structuredClone(DEFAULT_E_INVOICING_CONFIG);
    const validTo = new Date(t.clock.now().getTime() + validInDays * 86_400_000).toISOString().slice(0, 10);
    Object.assign(config.settings.authorization, {
      prefix,
      resolutionNumber: '1',
      rangeFrom: 1,
      rangeTo: 100,
      validTo,
    });
    const watched = t.variant({ config: { eInvoicing: config } });
    const logged = t.logs.length;
    expect(await checkAuthorizationAlerts(watched.deps)).toEqual(expected);
    const alerts = t.logs
      .slice(logged)
      .map((line) => JSON.parse(line))
      .filter((entry) => entry.alert === 'e_invoicing_authorization');
    expect(alerts.map((entry) => entry.code)).toEqual(expected);
  });

  test('used up when an approval arrives: nothing is recorded (applied again later), no number used', async () => {
    const slow = t.variant({
      config: { billing: { ...DEFAULT_BILLING_CONFIG, sandboxSettleDelayMs: 3_600_000 } },
    });
    const purchase = await buy({ app: slow.app }, owner, {
      organizationId,
      cardholder: 'CONT',
      items: UNIT_ITEMS,
    });
    expect(purchase.body.payment.status).toBe('in_process');
    const { authorization } = t.deps.eInvoicing.settings;
    const used = await t.deps.db
      .selectFrom('dianNumbering')
      .select('lastConsecutive')
      .where('prefix', '=', authorization.prefix)
      .executeTakeFirstOrThrow();
    const config = structuredClone(DEFAULT_E_INVOICING_CONFIG);
    config.settings.authorization.rangeTo = Number(used.lastConsecutive);
    const full = t.variant({ config: { eInvoicing: config } });
    const snapshot = await sandboxOf(t.deps.paymentProvider)?.findByReference(purchase.body.payment.id);
    if (!snapshot) throw new Error('the sandbox lost the payment');
    const approved = {
      ...snapshot,
      status: 'approved' as const,
      statusDetail: 'accredited',
      updatedAt: new Date(snapshot.updatedAt.getTime() + 1000),
    };
    await expect(recordProviderPayment(full.deps, purchase.body.payment.id, approved)).rejects.toBeInstanceOf(
      InvoicingUnavailableError,
    );
    const payment = (
      await call(t.app, 'GET', `/payments/${purchase.body.payment.id}`, { token: owner.accessToken })
    ).body;
    expect(payment).toMatchObject({ status: 'in_process', invoice_id: null });
    // Once the authorization allows it again (here: the default one), the same approval issues the invoice.
    expect((await recordProviderPayment(t.deps, purchase.body.payment.id, approved)).invoiceId).toEqual(
      expect.any(String),
    );
  });

  test('expired: refused the same way', async () => {
    const config = structuredClone(DEFAULT_E_INVOICING_CONFIG);
    config.settings.authorization.validTo = '2020-12-31';
    const expired = t.variant({ config: { eInvoicing: config } });
    const logged = t.logs.length;
    expectProblem(
      await buy({ app: expired.app }, owner, { organizationId, items: UNIT_ITEMS }),
      503,
      'invoicing_unavailable',
    );
    expect(t.logs.slice(logged).some((line) => line.includes('"block":"authorization_expired"'))).toBe(true);
  });
});
