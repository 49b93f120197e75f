import { applicationResponseCude } from '@facturo/sdk/co';
import { beforeAll, describe, expect, test } from 'vitest';
import {
  type ApplicationResponseInput,
  buildApplicationResponse,
} from '../../src/e-invoicing/application-response';
import { readDianDocument } from '../../src/e-invoicing/dian-document-reader';
import { verifyDianSignature } from '../../src/e-invoicing/signature-verification';
import { signDianDocument } from '../../src/e-invoicing/xades-signature';
import {
  attributeAt,
  childElements,
  findElement,
  optionalText,
  parseXml,
  requiredText,
  rootOf,
  type XmlNode,
} from '../../src/e-invoicing/xml-reader';
import { signedFixtures } from './fixtures';

const SIMULATOR = { id: '0d8d5a3c-6b1e-4c39-9f5e-2f6a1b7c9d01', pin: '54321', providerNit: '800197268' };
let fixtures: Awaited<ReturnType<typeof signedFixtures>>;
let base: ApplicationResponseInput;

beforeAll(async () => {
  fixtures = await signedFixtures();
  const invoice = readDianDocument(fixtures.invoice.signed);
  base = {
    number: '26000000001',
    issuedAt: new Date('2026-11-20T13:16:05Z'),
    environment: 'test',
    document: invoice,
    issuer: invoice.issuer,
    outcome: 'accepted',
    rules: [],
    software: SIMULATOR,
  };
});

const lineResponses = (root: XmlNode) =>
  childElements(findElement(root, 'cac:DocumentResponse') as XmlNode, 'cac:LineResponse').map((line) => [
    requiredText(line, 'cac:Response/cbc:ResponseCode'),
    requiredText(line, 'cac:Response/cbc:Description'),
  ]);

describe("DIAN's ApplicationResponse", () => {
  test('accepting an invoice: response 02, notifications, and the authorization line', async () => {
    const built = await buildApplicationResponse({
      ...base,
      rules: [{ code: 'FAJ44b', kind: 'notification', message: 'El NIT del adquiriente no está en el RUT.' }],
    });
    const root = rootOf(parseXml(built.xml));
    expect(requiredText(root, 'cac:DocumentResponse/cac:Response/cbc:ResponseCode')).toBe('02');
    expect(requiredText(root, 'cac:DocumentResponse/cac:Response/cbc:Description')).toBe(
      'Documento validado por la DIAN',
    );
    expect(lineResponses(root)).toEqual([
      ['FAJ44b', 'Regla: FAJ44b, Notificación: El NIT del adquiriente no está en el RUT.'],
      ['0', 'La Factura electrónica SETP990000123, ha sido autorizada.'],
    ]);
    const reference = findElement(root, 'cac:DocumentResponse/cac:DocumentReference') as XmlNode;
    expect([
      requiredText(reference, 'cbc:ID'),
      requiredText(reference, 'cbc:UUID'),
      requiredText(reference, 'cbc:DocumentTypeCode'),
    ]).toEqual(['SETP990000123', fixtures.invoice.documentKey, '01']);
    expect(attributeAt(reference, 'cbc:UUID', 'schemeName')).toBe('CUFE-SHA384');
    expect(requiredText(root, 'cac:SenderParty/cac:PartyTaxScheme/cbc:CompanyID')).toBe('800197268');
    expect(attributeAt(root, 'cac:SenderParty/cac:PartyTaxScheme/cbc:CompanyID', 'schemeID')).toBe('4');
    expect(requiredText(root, 'cac:ReceiverParty/cac:PartyTaxScheme/cbc:RegistrationName')).toBe(
      'Facturo S.A.S.',
    );
  });

  test("its CUDE is recomputed from the answer's own fields and the answering software's PIN", async () => {
    const built = await buildApplicationResponse(base);
    const root = rootOf(parseXml(built.xml));
    const recomputed = await applicationResponseCude({
      number: requiredText(root, 'cbc:ID'),
      issueDate: requiredText(root, 'cbc:IssueDate'),
      issueTime: requiredText(root, 'cbc:IssueTime'),
      senderNit: requiredText(root, 'cac:SenderParty/cac:PartyTaxScheme/cbc:CompanyID'),
      receiverId: requiredText(root, 'cac:ReceiverParty/cac:PartyTaxScheme/cbc:CompanyID'),
      responseCode: requiredText(root, 'cac:DocumentResponse/cac:Response/cbc:ResponseCode'),
      documentNumber: requiredText(root, 'cac:DocumentResponse/cac:DocumentReference/cbc:ID'),
      documentTypeCode: requiredText(root, 'cac:DocumentResponse/cac:DocumentReference/cbc:DocumentTypeCode'),
      softwarePin: SIMULATOR.pin,
    });
    expect(requiredText(root, 'cbc:UUID')).toBe(recomputed);
    expect(built.documentKey).toBe(recomputed);
    expect(requiredText(root, 'cbc:IssueTime')).toBe('08:16:05-05:00');
    expect(
      optionalText(
        root,
        'ext:UBLExtensions/ext:UBLExtension/ext:ExtensionContent/sts:DianExtensions/sts:QRCode',
      ),
    ).toBe(
      `https://catalogo-vpfe-hab.dian.gov.co/document/searchqr?documentkey=${fixtures.invoice.documentKey}`,
    );
    expect(verifyDianSignature(signDianDocument(built.xml, fixtures.certificate))).toMatchObject({
      valid: true,
    });
  });

  test('rejecting a credit note: response 04 with the rejection rules, no authorization line', async () => {
    const note = readDianDocument(fixtures.creditNote.signed);
    const built = await buildApplicationResponse({
      ...base,
      document: note,
      outcome: 'rejected',
      rules: [
        { code: 'CAD06', kind: 'rejection', message: 'El CUDE no corresponde a los datos del documento.' },
        { code: 'CAJ44b', kind: 'notification', message: 'El NIT del adquiriente no está en el RUT.' },
      ],
    });
    const root = rootOf(parseXml(built.xml));
    expect(built.responseCode).toBe('04');
    expect(requiredText(root, 'cac:DocumentResponse/cac:Response/cbc:Description')).toBe(
      'Documento rechazado por la DIAN',
    );
    expect(lineResponses(root)).toEqual([
      ['CAD06', 'Regla: CAD06, Rechazo: El CUDE no corresponde a los datos del documento.'],
      ['CAJ44b', 'Regla: CAJ44b, Notificación: El NIT del adquiriente no está en el RUT.'],
    ]);
    expect(requiredText(root, 'cac:DocumentResponse/cac:DocumentReference/cbc:DocumentTypeCode')).toBe('91');
    expect(attributeAt(root, 'cac:DocumentResponse/cac:DocumentReference/cbc:UUID', 'schemeName')).toBe(
      'CUDE-SHA384',
    );
  });

  test('an outcome must agree with its rules', async () => {
    const rejection = { code: 'FAD06', kind: 'rejection', message: 'x' } as const;
    await expect(buildApplicationResponse({ ...base, outcome: 'rejected' })).rejects.toThrow(
      /at least one rejection/,
    );
    await expect(buildApplicationResponse({ ...base, rules: [rejection] })).rejects.toThrow(
      /at least one rejection/,
    );
  });
});
