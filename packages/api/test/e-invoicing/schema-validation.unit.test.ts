import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, test } from 'vitest';
import { buildApplicationResponse } from '../../src/e-invoicing/application-response';
import { buildAttachedDocument } from '../../src/e-invoicing/attached-document';
import { readDianDocument } from '../../src/e-invoicing/dian-document-reader';
import { signDianDocument } from '../../src/e-invoicing/xades-signature';
import { SETTINGS, signedFixtures } from './fixtures';
import { SCHEMA_DIR, SCHEMAS, xmllint } from './xmllint';

type SchemaName = Exclude<keyof typeof SCHEMAS, 'driver'>;
let documents: { name: string; schema: SchemaName; xml: string }[];

beforeAll(async () => {
  const { certificate, invoice, creditNote } = await signedFixtures();
  const invoiceData = readDianDocument(invoice.signed);
  const answer = await buildApplicationResponse({
    number: '26000000001',
    issuedAt: new Date('2026-11-20T13:16:00Z'),
    environment: 'test',
    document: invoiceData,
    issuer: invoiceData.issuer,
    outcome: 'accepted',
    rules: [],
    software: { id: '0d8d5a3c-6b1e-4c39-9f5e-2f6a1b7c9d01', pin: '54321', providerNit: '800197268' },
  });
  const signedAnswer = signDianDocument(answer.xml, certificate);
  const container = buildAttachedDocument({
    signedDocument: invoice.signed,
    applicationResponse: signedAnswer,
    issuedAt: new Date('2026-11-20T13:17:00Z'),
  });
  documents = [
    { name: 'Invoice', schema: 'Invoice', xml: invoice.signed },
    { name: 'CreditNote', schema: 'CreditNote', xml: creditNote.signed },
    { name: 'ApplicationResponse', schema: 'ApplicationResponse', xml: signedAnswer },
    {
      name: 'AttachedDocument',
      schema: 'AttachedDocument',
      xml: signDianDocument(container.xml, certificate),
    },
  ];
});

// Every document as delivered (signed) against DIAN's toolbox schemas, which check the XAdES content too.
describe('DIAN UBL 2.1 schemas (xmllint)', () => {
  test.each(['Invoice', 'CreditNote', 'ApplicationResponse', 'AttachedDocument'])(
    'the signed %s validates',
    (name) => {
      const document = documents.find((item) => item.name === name);
      if (!document) throw new Error(`no ${name}`);
      expect(document.xml).toContain('<ds:Signature');
      expect(xmllint(document.xml, SCHEMAS[document.schema])).toEqual({ valid: true, errors: [] });
    },
  );

  test('an element out of order fails (the check can fail)', () => {
    const invoice = documents[0]?.xml as string;
    const dueDate = /<cbc:DueDate>[^<]*<\/cbc:DueDate>/.exec(invoice)?.[0] as string;
    const broken = invoice.replace(dueDate, '').replace('<cbc:UBLVersionID>', `${dueDate}<cbc:UBLVersionID>`);
    expect(broken).not.toBe(invoice);
    expect(xmllint(broken, SCHEMAS.Invoice).valid).toBe(false);
  });

  // DIAN's own examples and annex put the NIT check digit in schemeID of sts:ProviderID and
  // sts:AuthorizationProviderID, which DIAN_UBL_Structures.xsd restricts to document-type codes. With
  // those two values set to 31, as the vendored README shows for DIAN's examples, the extension is valid.
  test.each(['Invoice', 'CreditNote', 'ApplicationResponse'])(
    "%s: the driver schema finds nothing in sts:DianExtensions beyond the facet DIAN's examples break",
    (name) => {
      const { xml } = documents.find((item) => item.name === name) as (typeof documents)[number];
      const { errors } = xmllint(xml, SCHEMAS.driver);
      expect(errors).toHaveLength(2);
      for (const [index, element] of ['ProviderID', 'AuthorizationProviderID'].entries()) {
        expect(errors[index]).toMatch(
          new RegExp(`element ${element}: .*attribute 'schemeID': \\[facet 'enumeration'\\]`),
        );
      }
      const swapped = xml.replace(/(<sts:(?:Authorization)?ProviderID [^>]*schemeID=")\d(")/g, '$131$2');
      expect(xmllint(swapped, SCHEMAS.driver)).toEqual({ valid: true, errors: [] });
    },
  );

  test('the vendored schemas are the toolbox files, byte for byte', () => {
    const listed = readFileSync(join(SCHEMA_DIR, 'SHA256SUMS'), 'utf8')
      .trim()
      .split('\n')
      .map((line) => /^([0-9a-f]{64}) {2}\.\/(.+)$/.exec(line))
      .filter((match) => match !== null)
      .filter(([, , path]) => existsSync(join(SCHEMA_DIR, path as string)));
    expect(listed.length).toBe(20);
    for (const [, digest, path] of listed) {
      expect(
        createHash('sha256')
          .update(readFileSync(join(SCHEMA_DIR, path as string)))
          .digest('hex'),
        path,
      ).toBe(digest);
    }
  });

  test('the invoice is issued in the environment of the settings', () => {
    expect(SETTINGS.environment).toBe('test');
    expect(documents[0]?.xml).toContain('<cbc:ProfileExecutionID>2</cbc:ProfileExecutionID>');
  });
});
