import { cufe, dianDocumentUrl, softwareSecurityCode } from '@facturo/sdk/co';
import { beforeAll, describe, expect, test } from 'vitest';
import type { DianDocumentData } from '../../src/e-invoicing/dian-document-data.types';
import {
  documentKeyFieldsOf,
  readDianDocument,
  recomputedDocumentKey,
} from '../../src/e-invoicing/dian-document-reader';
import { buildElectronicInvoice } from '../../src/e-invoicing/electronic-invoice';
import { findElement, parseXml, rootOf } from '../../src/e-invoicing/xml-reader';
import { INVOICE_INPUT, PERSON_BUYER, SETTINGS, signedFixtures } from './fixtures';

let signed: string;
let data: DianDocumentData;

beforeAll(async () => {
  signed = (await signedFixtures()).invoice.signed;
  data = readDianDocument(signed);
});

describe('the electronic invoice', () => {
  test('is invoice SETP990000123 of the test environment, issued in Bogotá time', () => {
    expect(data).toMatchObject({
      kind: 'invoice',
      number: 'SETP990000123',
      keyScheme: 'CUFE-SHA384',
      environment: 'test',
      issueDate: '2026-11-20',
      issueTime: '08:15:00-05:00',
      dueDate: '2026-11-20',
    });
    const root = rootOf(parseXml(signed));
    expect(findElement(root, 'cbc:InvoiceTypeCode')?.textContent).toBe('01');
    expect(findElement(root, 'cbc:ProfileExecutionID')?.textContent).toBe('2');
    expect(findElement(root, 'cbc:UUID')?.getAttribute('schemeID')).toBe('2');
  });

  test("recomputing the CUFE from the XML's own fields gives cbc:UUID and the QR's CUFE", async () => {
    const recomputed = await cufe({
      ...documentKeyFieldsOf(data),
      technicalKey: SETTINGS.authorization.technicalKey,
    });
    expect(recomputed).toMatch(/^[0-9a-f]{96}$/);
    expect(recomputed).toBe(data.documentKey);
    expect(
      await recomputedDocumentKey(data, {
        technicalKey: SETTINGS.authorization.technicalKey,
        softwarePin: '',
      }),
    ).toBe(recomputed);
    const qr = data.qrContent.split('\n');
    expect(qr).toContain(`CUFE: ${recomputed}`);
    expect(qr.at(-1)).toBe(dianDocumentUrl(recomputed, 'test'));
    expect(qr).toEqual(
      expect.arrayContaining([
        'NumFac: SETP990000123',
        'ValFac: 632000.00',
        'ValIva: 91580.00',
        'ValTolFac: 723580.00',
      ]),
    );
  });

  test('a changed amount no longer matches its CUFE', async () => {
    const tampered = readDianDocument(
      signed.replace(
        '<cbc:PayableAmount currencyID="COP">723580.00',
        '<cbc:PayableAmount currencyID="COP">723581.00',
      ),
    );
    expect(tampered.totals.total).toBe(723_581);
    expect(
      await recomputedDocumentKey(tampered, {
        technicalKey: SETTINGS.authorization.technicalKey,
        softwarePin: '',
      }),
    ).not.toBe(data.documentKey);
  });

  test('totals: IVA on the taxed lines only, the excluded certificate outside the taxable base', () => {
    expect(data.totals).toEqual({
      subtotal: 632_000,
      taxableBase: 482_000,
      iva: 91_580,
      inc: 0,
      ica: 0,
      total: 723_580,
    });
    expect(data.lines.map((line) => [line.code, line.subtotal, line.ivaRatePercent, line.iva])).toEqual([
      ['plan-empresarial-anual', 474_000, 19, 90_060],
      ['certificado-digital', 150_000, undefined, 0],
      ['documentos-adicionales', 8_000, 19, 1_520],
    ]);
    expect(data.lines[2]).toMatchObject({ quantity: 10, unitPrice: 800 });
  });

  test('declares the numbering authorization, the software and DIAN as authorization provider', async () => {
    const { technicalKey: _secret, ...declared } = SETTINGS.authorization;
    expect(data.authorization).toEqual(declared);
    const { software } = SETTINGS;
    expect(data.software).toEqual({
      providerNit: '901234567',
      id: software.id,
      securityCode: await softwareSecurityCode({
        softwareId: software.id,
        softwarePin: software.pin,
        number: data.number,
      }),
    });
    const extensions = findElement(
      rootOf(parseXml(signed)),
      'ext:UBLExtensions/ext:UBLExtension/ext:ExtensionContent/sts:DianExtensions',
    );
    const provider =
      extensions && findElement(extensions, 'sts:AuthorizationProvider/sts:AuthorizationProviderID');
    expect([
      provider?.textContent,
      provider?.getAttribute('schemeID'),
      provider?.getAttribute('schemeName'),
    ]).toEqual(['800197268', '4', '31']);
  });

  test('parties carry NIT check digits, DIVIPOLA names, responsibilities, tax scheme and e-mail', () => {
    expect(data.issuer).toMatchObject({
      legalName: 'Facturo S.A.S.',
      tradeName: 'Facturo',
      documentType: '31',
      documentNumber: '901234567',
      checkDigit: '7',
      fiscalResponsibilities: ['O-13', 'O-15'],
      taxScheme: '01',
      taxSchemeName: 'IVA',
      address: {
        municipalityCode: '11001',
        cityName: 'Bogotá, D.C.',
        departmentCode: '11',
        departmentName: 'Bogotá, D.C.',
      },
    });
    expect(data.buyer).toMatchObject({
      legalName: 'IPS Salud del Aburrá S.A.S.',
      checkDigit: '8',
      taxScheme: 'ZZ',
      taxSchemeName: 'No aplica',
      email: 'cuentas@ipsaburra.co',
      address: { cityName: 'Medellín', departmentName: 'Antioquia' },
    });
    expect(data.payment).toEqual({
      methodCode: '1',
      meansCode: '48',
      dueDate: '2026-11-20',
      reference: 'sandbox-7731',
    });
  });

  test('a person with a cédula has no check digit, and an all-excluded invoice has no tax total', async () => {
    const built = await buildElectronicInvoice(
      {
        ...INVOICE_INPUT,
        buyer: PERSON_BUYER,
        lines: [
          {
            code: 'plan',
            description: 'Plan básico (anual)',
            quantity: 1,
            unitPrice: 180_000,
            ivaTreatment: 'excluded',
          },
        ],
        payment: { method: 'credit', meansCode: '47', dueDate: '2026-12-20' },
      },
      SETTINGS,
    );
    const person = readDianDocument(built.xml);
    expect(person.buyer).toMatchObject({
      documentType: '13',
      documentNumber: '1020304050',
      address: { cityName: 'Santiago de Cali', departmentName: 'Valle del Cauca' },
    });
    expect(person.buyer.checkDigit).toBeUndefined();
    expect(findElement(rootOf(parseXml(built.xml)), 'cac:TaxTotal')).toBeUndefined();
    expect(person.totals).toEqual({
      subtotal: 180_000,
      taxableBase: 0,
      iva: 0,
      inc: 0,
      ica: 0,
      total: 180_000,
    });
    expect(person.payment).toMatchObject({ methodCode: '2', dueDate: '2026-12-20' });
    expect(
      await recomputedDocumentKey(person, {
        technicalKey: SETTINGS.authorization.technicalKey,
        softwarePin: '',
      }),
    ).toBe(built.documentKey);
  });

  test.each([
    [{ sequence: 989_999_999 }, /outside the range 990000000–995000000 of resolution 18760000001/],
    [
      { issuedAt: new Date('2030-01-20T15:00:00Z') },
      /valid from 2019-01-19 to 2030-01-19, not on 2030-01-20/,
    ],
    [
      { payment: { ...INVOICE_INPUT.payment, dueDate: '2026-11-19' } },
      /due date 2026-11-19 is before the issue date/,
    ],
    [
      { buyer: { ...PERSON_BUYER, address: { municipalityCode: '94663', line: 'x' } } },
      /not a DIVIPOLA municipality/,
    ],
  ])('refuses %j', async (change, message) => {
    await expect(buildElectronicInvoice({ ...INVOICE_INPUT, ...change }, SETTINGS)).rejects.toThrow(message);
  });
});
