import { describe, expect, test } from 'vitest';
import { dianDocumentUrl, dianQrContent } from '../../src/co/dian-qr';

const ANNEX_CUFE =
  '8bb918b19ba22a694f1da11c643b5e9de39adf60311cf179179e9b33381030bcd4c3c3f156c506ed5908f9276f5bd9b4';

describe('DIAN query address', () => {
  test.each([
    ['production', `https://catalogo-vpfe.dian.gov.co/document/searchqr?documentkey=${ANNEX_CUFE}`],
    ['test', `https://catalogo-vpfe-hab.dian.gov.co/document/searchqr?documentkey=${ANNEX_CUFE}`],
  ] as const)('%s', (environment, url) => {
    expect(dianDocumentUrl(ANNEX_CUFE, environment)).toBe(url);
  });

  test.each(['', 'abc', ANNEX_CUFE.toUpperCase(), `${ANNEX_CUFE}0`])('rejects the key %j', (key) => {
    expect(() => dianDocumentUrl(key, 'production')).toThrow(/96 lower-case hexadecimal/);
  });
});

describe('QR content', () => {
  test('lists the key data, one field a line, and ends with the query address', () => {
    const text = dianQrContent({
      number: '323200000129',
      issueDate: '2019-01-16',
      issueTime: '10:53:10-05:00',
      issuerNit: '700085371',
      buyerId: '800199436',
      subtotal: 1_500_000,
      iva: 285_000,
      total: 1_785_000,
      documentKey: ANNEX_CUFE,
      keyName: 'CUFE',
      environment: 'production',
    });
    expect(text.split('\n')).toEqual([
      'NumFac: 323200000129',
      'FecFac: 2019-01-16',
      'HorFac: 10:53:10-05:00',
      'NitFac: 700085371',
      'DocAdq: 800199436',
      'ValFac: 1500000.00',
      'ValIva: 285000.00',
      'ValOtroIm: 0.00',
      'ValTolFac: 1785000.00',
      `CUFE: ${ANNEX_CUFE}`,
      `https://catalogo-vpfe.dian.gov.co/document/searchqr?documentkey=${ANNEX_CUFE}`,
    ]);
  });

  test('a note names its key CUDE and a test document points to habilitación', () => {
    const text = dianQrContent({
      number: 'NC1',
      issueDate: '2026-11-20',
      issueTime: '08:00:00-05:00',
      issuerNit: '901234567',
      buyerId: '1020304050',
      subtotal: 15_000,
      iva: 2_850,
      otherTaxes: 0,
      total: 17_850,
      documentKey: ANNEX_CUFE,
      keyName: 'CUDE',
      environment: 'test',
    });
    expect(text).toContain(`\nCUDE: ${ANNEX_CUFE}\nhttps://catalogo-vpfe-hab.dian.gov.co/`);
  });
});
