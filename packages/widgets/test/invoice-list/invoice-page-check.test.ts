import { type Invoice, invoiceListResponseSchema } from '@facturo/sdk/schemas';
import { validate } from '@facturo/sdk/validation';
import { describe, expect, test } from 'vitest';
import { invoicePageCheck } from '../../src/invoice-list/invoice-page-check';
import { assertFastCheckAgrees } from '../support/answer-edits';
import { invoice } from '../support/billing';

const schema = (body: unknown) => validate(invoiceListResponseSchema, body, (key) => key);

// A page with every optional part filled once: payments, a credit note with DIAN's rules, a
// non-electronic invoice, subscription lines and both cursors.
const corrected: Invoice = {
  ...invoice({ number: 'SETP990000002', status: 'cancelled' }),
  creditNotes: [
    {
      id: '00000000-0000-4000-8000-0000000000c1',
      number: 'NC1',
      issuedAt: '2026-11-21T10:00:00-05:00',
      issueDate: '2026-11-21',
      conceptCode: '2',
      concept: 'Anulación de factura electrónica',
      reason: 'Datos del comprador errados',
      subtotal: 499_000,
      iva: 94_810,
      total: 593_810,
      documentKey: 'b'.repeat(96),
      dian: {
        status: 'rejected',
        rules: [{ code: 'FAD06', kind: 'rejection', message: 'El CUDE no es válido' }],
        answeredAt: '2026-11-21T10:00:03.512Z',
        environment: 'production',
      },
    },
  ],
};
const legacy: Invoice = {
  ...invoice({ number: 'FCT1024', status: 'unpaid' }),
  electronic: false,
  documentKey: null,
  dian: null,
};
const renewal = invoice({ number: 'SETP990000003' });
const PAGE = {
  items: [
    invoice({ number: 'SETP990000001' }),
    corrected,
    legacy,
    {
      ...renewal,
      lines: renewal.lines.map((line) => ({
        ...line,
        kind: 'renewal' as const,
        subscriptionId: '0190a7d2-5b1e-7c3a-9f00-0000000000aa',
      })),
    },
  ],
  total: 42,
  page: 1,
  pageSize: 10,
  nextCursor: 'eyJpZCI6IjEifQ',
  prevCursor: null,
};

describe('invoicePageCheck (the invoice list’s zod-free reading of a page)', () => {
  test('takes a page as the API sends it, exactly as the schema reads it', () => {
    const parsed = schema(PAGE);
    expect(parsed.success).toBe(true);
    expect(invoicePageCheck(PAGE)).toEqual(parsed.success ? parsed.data : null);
    const { nextCursor: _next, prevCursor: _prev, ...older } = PAGE;
    expect(invoicePageCheck(older)).toEqual(older);
  });

  test.each([
    { name: 'an unknown field (the schema would drop it)', body: { ...PAGE, extra: 1 } },
    {
      name: 'an upper-case UUID (the schema accepts it as sent, the API never sends one)',
      body: { ...PAGE, items: [{ ...corrected, organizationId: corrected.organizationId.toUpperCase() }] },
    },
    { name: 'a fractional total', body: { ...PAGE, items: [{ ...legacy, total: 10.5 }] } },
    {
      name: 'a date without an offset',
      body: { ...PAGE, items: [{ ...legacy, createdAt: '2026-11-20T15:00:00' }] },
    },
    { name: 'a page that is not an object', body: [PAGE] },
  ])('leaves $name to the schema', ({ body }) => {
    expect(invoicePageCheck(body)).toBeUndefined();
  });

  test('whatever it accepts, the schema accepts with the same result', () => {
    assertFastCheckAgrees(PAGE, invoicePageCheck, schema);
  });
});
