import { describe, expect, test } from 'vitest';
import { createDianSimulator } from '../../src/e-invoicing/dian-simulator';
import { validateDianDocument } from '../../src/e-invoicing/document-validation';
import type { EInvoicingSettings } from '../../src/e-invoicing/e-invoicing-settings.types';
import { SETTINGS, signedFixtures, testSigner } from './fixtures';

const withAuthorization = (changes: Partial<EInvoicingSettings['authorization']>): EInvoicingSettings => ({
  ...SETTINGS,
  authorization: { ...SETTINGS.authorization, ...changes },
});

const rejections = async (xml: string, settings: EInvoicingSettings = SETTINGS) =>
  (await validateDianDocument(xml, settings)).rules
    .filter((rule) => rule.kind === 'rejection')
    .map((rule) => rule.code)
    .sort();

describe('what the simulator checks (as DIAN would), one finding per broken rule', () => {
  test('an untouched invoice and credit note pass: schema, signature, CUFE/CUDE, totals, DVs, numbering', async () => {
    const { invoice, creditNote } = await signedFixtures();
    expect(await rejections(invoice.signed)).toEqual([]);
    expect(await rejections(creditNote.signed)).toEqual([]);
  });

  test.each([
    ['another technical key for the range (CUFE)', { technicalKey: '0'.repeat(40) }, ['FAD06']],
    ['a number above the authorized range', { rangeTo: 990000100 }, ['FAD05c']],
    ['an issue date after the validity', { validTo: '2025-12-31' }, ['FAD09e']],
    ['another resolution', { resolutionNumber: '18760000002' }, ['FAB05b']],
  ])('the invoice against %s', async (_label, changes, expected) => {
    const { invoice } = await signedFixtures();
    expect(await rejections(invoice.signed, withAuthorization(changes))).toEqual(expected);
  });

  test.each([
    [
      'a payable total that is not the lines plus taxes',
      (xml: string) => xml.replace(/(<cbc:PayableAmount currencyID="COP">)[\d.]+/, '$11.00'),
      // The total enters the CUFE too.
      ['FAD06', 'FAU14', 'ZE02'],
    ],
    [
      "a wrong check digit of the issuer's NIT",
      (xml: string) =>
        xml.replaceAll('schemeID="7" schemeName="31">901234567', 'schemeID="3" schemeName="31">901234567'),
      ['FAJ24', 'ZE02'],
    ],
    ['a document that is not UBL', () => '<Factura/>', ['ZB01']],
  ])('an invoice with %s', async (_label, tamper, expected) => {
    const { invoice } = await signedFixtures();
    expect(await rejections(tamper(invoice.signed))).toEqual(expected);
  });

  test("answers like DIAN's SendBillSync: a signed ApplicationResponse on acceptance, the rules on rejection", async () => {
    const { invoice } = await signedFixtures();
    const document = {
      kind: 'invoice' as const,
      number: invoice.number,
      documentKey: invoice.documentKey,
      signedXml: invoice.signed,
    };
    const accepted = await createDianSimulator({
      settings: SETTINGS,
      signer: testSigner,
      now: () => new Date(),
    }).send(document);
    expect(accepted).toMatchObject({ status: 'accepted' });
    expect(accepted.status === 'accepted' && accepted.applicationResponse).toContain(invoice.documentKey);
    const rejected = await createDianSimulator({
      settings: withAuthorization({ technicalKey: '1'.repeat(40) }),
      signer: testSigner,
      now: () => new Date(),
    }).send(document);
    expect(rejected).toMatchObject({
      status: 'rejected',
      rules: expect.arrayContaining([expect.objectContaining({ code: 'FAD06', kind: 'rejection' })]),
    });
  });
});
