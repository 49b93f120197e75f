import { beforeAll, describe, expect, test } from 'vitest';
import { buildApplicationResponse } from '../../src/e-invoicing/application-response';
import { buildAttachedDocument } from '../../src/e-invoicing/attached-document';
import { readDianDocument } from '../../src/e-invoicing/dian-document-reader';
import { buildElectronicInvoice } from '../../src/e-invoicing/electronic-invoice';
import { verifyDianSignature } from '../../src/e-invoicing/signature-verification';
import { signDianDocument } from '../../src/e-invoicing/xades-signature';
import {
  attributeAt,
  findElement,
  parseXml,
  requiredText,
  rootOf,
  type XmlNode,
} from '../../src/e-invoicing/xml-reader';
import { INVOICE_INPUT, SETTINGS, signedFixtures } from './fixtures';

let fixtures: Awaited<ReturnType<typeof signedFixtures>>;

async function signedAnswerTo(signedDocument: string) {
  const document = readDianDocument(signedDocument);
  const answer = await buildApplicationResponse({
    number: '26000000002',
    issuedAt: new Date('2026-11-20T13:16:05Z'),
    environment: 'test',
    document,
    issuer: document.issuer,
    outcome: 'accepted',
    rules: [],
    software: { id: '0d8d5a3c-6b1e-4c39-9f5e-2f6a1b7c9d01', pin: '54321', providerNit: '800197268' },
  });
  return signDianDocument(answer.xml, fixtures.certificate);
}

beforeAll(async () => {
  fixtures = await signedFixtures();
});

const embeddedText = (node: XmlNode, path: string) => findElement(node, path)?.textContent;

describe('the AttachedDocument delivered to the buyer', () => {
  test('embeds the signed invoice and the signed answer byte for byte, both still verifying', async () => {
    const answer = await signedAnswerTo(fixtures.invoice.signed);
    const container = buildAttachedDocument({
      signedDocument: fixtures.invoice.signed,
      applicationResponse: answer,
      issuedAt: new Date('2026-11-20T13:17:00Z'),
    });
    const signed = signDianDocument(container.xml, fixtures.certificate);
    expect(verifyDianSignature(signed)).toMatchObject({ valid: true });
    const root = rootOf(parseXml(signed));
    const invoice = embeddedText(root, 'cac:Attachment/cac:ExternalReference/cbc:Description');
    const reference = findElement(root, 'cac:ParentDocumentLineReference/cac:DocumentReference') as XmlNode;
    const embeddedAnswer = embeddedText(reference, 'cac:Attachment/cac:ExternalReference/cbc:Description');
    expect(invoice).toBe(fixtures.invoice.signed);
    expect(embeddedAnswer).toBe(answer);
    expect(verifyDianSignature(invoice as string)).toMatchObject({ valid: true });
    expect(verifyDianSignature(embeddedAnswer as string)).toMatchObject({ valid: true });
  });

  test('states the document, its parties and DIAN’s validation result', async () => {
    const answer = await signedAnswerTo(fixtures.invoice.signed);
    const { number, xml } = buildAttachedDocument({
      signedDocument: fixtures.invoice.signed,
      applicationResponse: answer,
      issuedAt: new Date('2026-11-20T13:17:00Z'),
    });
    const root = rootOf(parseXml(xml));
    expect(number).toBe('SETP990000123');
    expect(requiredText(root, 'cbc:ParentDocumentID')).toBe('SETP990000123');
    expect(requiredText(root, 'cbc:DocumentType')).toBe('Contenedor de Factura Electrónica');
    expect(requiredText(root, 'cac:SenderParty/cac:PartyTaxScheme/cbc:CompanyID')).toBe('901234567');
    expect(requiredText(root, 'cac:ReceiverParty/cac:PartyTaxScheme/cbc:RegistrationName')).toBe(
      'IPS Salud del Aburrá S.A.S.',
    );
    const reference = findElement(root, 'cac:ParentDocumentLineReference/cac:DocumentReference') as XmlNode;
    expect(requiredText(reference, 'cbc:UUID')).toBe(fixtures.invoice.documentKey);
    expect(attributeAt(reference, 'cbc:UUID', 'schemeName')).toBe('CUFE-SHA384');
    expect(requiredText(reference, 'cbc:DocumentType')).toBe('ApplicationResponse');
    expect(
      ['cbc:ValidationResultCode', 'cbc:ValidationDate', 'cbc:ValidationTime'].map((name) =>
        requiredText(reference, `cac:ResultOfVerification/${name}`),
      ),
    ).toEqual(['02', '2026-11-20', '08:16:05-05:00']);
  });

  test('keeps a document whose text contains "]]>" whole across CDATA sections', async () => {
    const tricky = await buildElectronicInvoice(
      {
        ...INVOICE_INPUT,
        lines: [
          {
            ...(INVOICE_INPUT.lines[0] as (typeof INVOICE_INPUT.lines)[number]),
            description: 'Plan ]]> anual',
          },
        ],
      },
      SETTINGS,
    );
    const signed = signDianDocument(tricky.xml, fixtures.certificate);
    const { xml } = buildAttachedDocument({
      signedDocument: signed,
      applicationResponse: await signedAnswerTo(signed),
      issuedAt: new Date('2026-11-20T13:17:00Z'),
    });
    expect(embeddedText(rootOf(parseXml(xml)), 'cac:Attachment/cac:ExternalReference/cbc:Description')).toBe(
      signed,
    );
  });

  test('refuses an answer to another document', async () => {
    const answerToNote = await signedAnswerTo(fixtures.creditNote.signed);
    expect(() =>
      buildAttachedDocument({
        signedDocument: fixtures.invoice.signed,
        applicationResponse: answerToNote,
        issuedAt: new Date('2026-11-20T13:17:00Z'),
      }),
    ).toThrow(/answers another document, not SETP990000123/);
  });
});
