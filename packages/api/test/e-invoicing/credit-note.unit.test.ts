import { cude } from '@facturo/sdk/co';
import { beforeAll, describe, expect, test } from 'vitest';
import { buildCreditNote } from '../../src/e-invoicing/credit-note';
import type { DianDocumentData } from '../../src/e-invoicing/dian-document-data.types';
import { documentKeyFieldsOf, readDianDocument } from '../../src/e-invoicing/dian-document-reader';
import { findElement, parseXml, rootOf } from '../../src/e-invoicing/xml-reader';
import { creditNoteInput, SETTINGS, signedFixtures } from './fixtures';

let fixtures: Awaited<ReturnType<typeof signedFixtures>>;
let data: DianDocumentData;

beforeAll(async () => {
  fixtures = await signedFixtures();
  data = readDianDocument(fixtures.creditNote.signed);
});

describe('the credit note', () => {
  test('is type 91, numbered with its own prefix, and keyed by a CUDE', () => {
    const root = rootOf(parseXml(fixtures.creditNote.signed));
    expect(findElement(root, 'cbc:CreditNoteTypeCode')?.textContent).toBe('91');
    expect(findElement(root, 'cbc:CustomizationID')?.textContent).toBe('20');
    expect(data).toMatchObject({
      kind: 'credit-note',
      number: 'NC17',
      keyScheme: 'CUDE-SHA384',
      issueDate: '2026-11-25',
    });
    expect(data.authorization).toBeUndefined();
    expect(data.payment).toBeUndefined();
  });

  test("recomputing the CUDE (with the software PIN) from the XML's own fields gives cbc:UUID and the QR's", async () => {
    const recomputed = await cude({ ...documentKeyFieldsOf(data), softwarePin: SETTINGS.software.pin });
    expect(recomputed).toBe(data.documentKey);
    expect(data.qrContent).toContain(`\nCUDE: ${recomputed}\n`);
  });

  test("references the invoice's number, CUFE and issue date, with the correction concept", () => {
    const { invoice } = fixtures;
    expect(data.correction).toEqual({
      invoiceNumber: invoice.number,
      invoiceKey: invoice.documentKey,
      invoiceIssueDate: '2026-11-20',
      conceptCode: '2',
      description: 'Cambio de la fecha de facturación: se anula y se emite una nueva factura',
    });
    const reference = findElement(
      rootOf(parseXml(fixtures.creditNote.signed)),
      'cac:BillingReference/cac:InvoiceDocumentReference/cbc:UUID',
    );
    expect(reference?.getAttribute('schemeName')).toBe('CUFE-SHA384');
  });

  test('credits the line with its IVA', () => {
    expect(data.totals).toEqual({
      subtotal: 474_000,
      taxableBase: 474_000,
      iva: 90_060,
      inc: 0,
      ica: 0,
      total: 564_060,
    });
    expect(data.lines).toEqual([
      expect.objectContaining({
        code: 'plan-empresarial-anual',
        quantity: 1,
        ivaRatePercent: 19,
        iva: 90_060,
      }),
    ]);
  });

  test.each([
    [{ prefix: 'NOTAS' }, /prefix of up to four letters or digits/],
    [{ sequence: 0 }, /consecutive ≥ 1/],
    [
      { issuedAt: new Date('2026-11-19T15:00:00Z') },
      /cannot correct invoice SETP990000123, issued later \(2026-11-20\)/,
    ],
  ])('refuses %j', async (change, message) => {
    await expect(
      buildCreditNote({ ...creditNoteInput(fixtures.invoice), ...change }, SETTINGS),
    ).rejects.toThrow(message);
  });

  test('refuses an unknown correction concept or a malformed CUFE', async () => {
    const input = creditNoteInput(fixtures.invoice);
    await expect(
      buildCreditNote({ ...input, correction: { ...input.correction, concept: '7' as never } }, SETTINGS),
    ).rejects.toThrow(/not a DIAN correction concept/);
    await expect(
      buildCreditNote(
        {
          ...input,
          correction: { ...input.correction, invoice: { ...input.correction.invoice, cufe: 'ABC' } },
        },
        SETTINGS,
      ),
    ).rejects.toThrow(/96 lower-case hex/);
  });
});
