import { createHash } from 'node:crypto';
import { statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DOMParser, XMLSerializer } from '@xmldom/xmldom';
import forge from 'node-forge';
import { beforeAll, describe, expect, test } from 'vitest';
import {
  ensureDevelopmentCertificate,
  hasFreshDevelopmentCertificate,
  loadDevelopmentCertificate,
} from '../../src/e-invoicing/development-certificate';
import { verifyDianSignature } from '../../src/e-invoicing/signature-verification';
import { loadSigningCertificate } from '../../src/e-invoicing/signing-certificate';
import { signDianDocument } from '../../src/e-invoicing/xades-signature';
import { childElements, findElement, optionalText, parseXml, rootOf } from '../../src/e-invoicing/xml-reader';
import { XML_NAMESPACES } from '../../src/e-invoicing/xml-tree';
import { testFolder } from '../support/temporary-folder';
import { signedFixtures } from './fixtures';

let fixtures: Awaited<ReturnType<typeof signedFixtures>>;

beforeAll(async () => {
  fixtures = await signedFixtures();
});

const signatureOf = (xml: string) =>
  rootOf(parseXml(xml)).getElementsByTagNameNS(XML_NAMESPACES.ds, 'Signature')[0];

describe('the XAdES-EPES signature', () => {
  test('verifies after a parse and serialization round trip, for the invoice and the credit note', () => {
    for (const { signed } of [fixtures.invoice, fixtures.creditNote]) {
      const roundTrip = new XMLSerializer().serializeToString(
        new DOMParser().parseFromString(signed, 'application/xml'),
      );
      const check = verifyDianSignature(roundTrip);
      expect(check).toMatchObject({ valid: true });
      expect(check.valid && check.certificate.fingerprint256).toBe(
        fixtures.certificate.certificate.fingerprint256,
      );
    }
  });

  test.each([
    ['a changed amount', (xml: string) => xml.replace('474000.00', '474001.00')],
    ['a changed buyer e-mail', (xml: string) => xml.replace('cuentas@ipsaburra.co', 'otra@ipsaburra.co')],
    ['a changed signing time', (xml: string) => xml.replace(/(<xades:SigningTime>)\d{4}/, '$11999')],
    ['a changed certificate', (xml: string) => xml.replace(/(<ds:X509Certificate>)(.{60})A/, '$1$2B')],
    ['no signature at all', (xml: string) => xml.replace(/<ds:Signature[\s\S]*<\/ds:Signature>/, '')],
  ])('fails for %s', (_name, tamper) => {
    expect(verifyDianSignature(tamper(fixtures.invoice.signed))).toMatchObject({ valid: false });
  });

  test('sits in the last ext:ExtensionContent and has the three references DIAN asks for', () => {
    const signature = signatureOf(fixtures.invoice.signed);
    expect(signature?.parentNode?.parentNode?.previousSibling?.previousSibling?.localName).toBe(
      'UBLExtension',
    );
    const id = signature?.getAttribute('Id') as string;
    expect(id).toMatch(/^xmldsig-[0-9a-f-]{36}$/);
    const info = signature && findElement(signature, 'ds:SignedInfo');
    expect(info && findElement(info, 'ds:CanonicalizationMethod')?.getAttribute('Algorithm')).toBe(
      'http://www.w3.org/TR/2001/REC-xml-c14n-20010315',
    );
    expect(info && findElement(info, 'ds:SignatureMethod')?.getAttribute('Algorithm')).toBe(
      'http://www.w3.org/2001/04/xmldsig-more#rsa-sha256',
    );
    const references = info ? childElements(info, 'ds:Reference') : [];
    expect(
      references.map((reference) => [
        reference.getAttribute('URI'),
        reference.getAttribute('Type') || undefined,
      ]),
    ).toEqual([
      ['', undefined],
      [`#${id}-keyinfo`, undefined],
      [`#${id}-signedprops`, 'http://uri.etsi.org/01903#SignedProperties'],
    ]);
    for (const reference of references) {
      expect(findElement(reference, 'ds:DigestMethod')?.getAttribute('Algorithm')).toBe(
        'http://www.w3.org/2001/04/xmlenc#sha256',
      );
    }
  });

  test("carries DIAN's policy, the signing time in Bogotá, the certificate's digest and the supplier role", () => {
    const signature = signatureOf(fixtures.invoice.signed);
    const properties = signature && findElement(signature, 'ds:Object/xades:QualifyingProperties');
    expect(properties?.getAttribute('Target')).toBe(`#${signature?.getAttribute('Id')}`);
    const signed =
      properties && findElement(properties, 'xades:SignedProperties/xades:SignedSignatureProperties');
    if (!signed) throw new Error('no signed properties');
    const policy = 'xades:SignaturePolicyIdentifier/xades:SignaturePolicyId';
    expect(optionalText(signed, `${policy}/xades:SigPolicyId/xades:Identifier`)).toBe(
      'https://facturaelectronica.dian.gov.co/politicadefirma/v2/politicadefirmav2.pdf',
    );
    expect(optionalText(signed, `${policy}/xades:SigPolicyHash/ds:DigestValue`)).toBe(
      'dMoMvtcG5aIzgYo0tIsSQeVJBDnUnfSOfBpxXrmor0Y=',
    );
    // 13:15:02 UTC, written in Bogotá time.
    expect(optionalText(signed, 'xades:SigningTime')).toBe('2026-11-20T08:15:02.000-05:00');
    const { certificate } = fixtures.certificate;
    expect(optionalText(signed, 'xades:SigningCertificate/xades:Cert/xades:CertDigest/ds:DigestValue')).toBe(
      createHash('sha256').update(certificate.raw).digest('base64'),
    );
    expect(
      optionalText(signed, 'xades:SigningCertificate/xades:Cert/xades:IssuerSerial/ds:X509SerialNumber'),
    ).toBe(BigInt(`0x${certificate.serialNumber}`).toString());
    expect(optionalText(signed, 'xades:SignerRole/xades:ClaimedRoles/xades:ClaimedRole')).toBe('supplier');
    expect(optionalText(signature, 'ds:KeyInfo/ds:X509Data/ds:X509Certificate')).toBe(
      certificate.raw.toString('base64'),
    );
  });

  test('a document is signed once: its signature slot is then taken', () => {
    expect(() => signDianDocument(fixtures.invoice.signed, fixtures.certificate)).toThrow(
      /no empty ext:ExtensionContent/,
    );
  });
});

describe('signing certificates', () => {
  test('the development certificate is created once, owner-only, and renewed before it expires', async () => {
    const dataDir = testFolder('facturo-cert-');
    const first = await ensureDevelopmentCertificate(dataDir);
    expect(first.pkcs12Path).toBe(join(dataDir, 'e-invoicing', 'development-certificate', 'certificate.p12'));
    expect(statSync(first.pkcs12Path).mode & 0o777).toBe(0o600);
    expect(await ensureDevelopmentCertificate(dataDir)).toEqual(first);
    const loaded = await loadSigningCertificate(first);
    expect(loaded.certificate.subject).toContain('no valida ante la DIAN');
    const nearExpiry = new Date(new Date(loaded.certificate.validTo).getTime() - 86_400_000);
    const renewed = await ensureDevelopmentCertificate(dataDir, nearExpiry);
    expect(renewed.password).not.toBe(first.password);
  });

  test('the development certificate opens in one step, the same key and certificate as its file', async () => {
    const dataDir = testFolder('facturo-cert-');
    expect(hasFreshDevelopmentCertificate(dataDir)).toBe(false);
    const signing = await loadDevelopmentCertificate(dataDir);
    expect(hasFreshDevelopmentCertificate(dataDir)).toBe(true);
    // Within the renewal window (30 days before it expires) it is no longer fresh: the start renews it.
    const nearExpiry = new Date(new Date(signing.certificate.validTo).getTime() - 10 * 86_400_000);
    expect(hasFreshDevelopmentCertificate(dataDir, nearExpiry)).toBe(false);
    const fromFile = await loadSigningCertificate(await ensureDevelopmentCertificate(dataDir));
    expect(signing.certificate.fingerprint256).toBe(fromFile.certificate.fingerprint256);
    expect(signing.certificate.checkPrivateKey(signing.privateKey)).toBe(true);
    expect((await loadDevelopmentCertificate(dataDir)).certificate.fingerprint256).toBe(
      fromFile.certificate.fingerprint256,
    );
  });

  test('concurrent first uses end with one certificate that opens with its password', async () => {
    const dataDir = testFolder('facturo-cert-');
    const sources = await Promise.all([1, 2, 3].map(() => ensureDevelopmentCertificate(dataDir)));
    const opened = await loadSigningCertificate(sources[0] as (typeof sources)[number]);
    expect(new Set(sources.map((source) => source.password)).size).toBe(1);
    expect(opened.certificate.checkPrivateKey(opened.privateKey)).toBe(true);
  });

  test('reads a PKCS#12 with legacy 3DES encryption, as Windows exports them', async () => {
    const { privateKey, certificate } = fixtures.certificate;
    const key = forge.pki.privateKeyFromPem(privateKey.export({ type: 'pkcs8', format: 'pem' }).toString());
    const cert = forge.pki.certificateFromPem(certificate.toString());
    const p12 = forge.pkcs12.toPkcs12Asn1(key, [cert], 'clave-heredada', { algorithm: '3des' });
    const path = join(testFolder('facturo-p12-'), 'legacy.pfx');
    writeFileSync(path, Buffer.from(forge.asn1.toDer(p12).getBytes(), 'binary'));
    const loaded = await loadSigningCertificate({ pkcs12Path: path, password: 'clave-heredada' });
    expect(loaded.certificate.fingerprint256).toBe(certificate.fingerprint256);
    await expect(loadSigningCertificate({ pkcs12Path: path, password: 'otra' })).rejects.toThrow(
      /Could not open the PKCS#12 file .*legacy\.pfx .*password/,
    );
  });
});
