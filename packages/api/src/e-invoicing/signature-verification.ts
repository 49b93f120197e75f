/**
 * Checks a signed DIAN document the way a receiver would: the XML-DSig signature itself (every
 * reference's digest and the signature value, with the certificate of `ds:KeyInfo`, by xml-crypto),
 * that the signature covers the whole document, and the XAdES-EPES parts DIAN's policy requires.
 * Whether the certificate was issued by a DIAN-authorised body is not checked here (no trust store).
 * @module
 */
import { createHash, X509Certificate } from 'node:crypto';
import { DIAN_SIGNATURE_POLICY } from './dian-code-lists';
import { xmlCryptoLibrary, xmldomLibrary } from './document-libraries';
import { SIGNATURE_ALGORITHMS } from './xades-signature';
import { childElements, findElement, optionalText, parseXml, rootOf, type XmlNode } from './xml-reader';
import { XML_NAMESPACES } from './xml-tree';

/** The outcome: valid with the signer's certificate and signing time, or invalid with the reason. */
export type SignatureCheck =
  | { valid: true; certificate: X509Certificate; signingTime: string }
  | { valid: false; reason: string };

function signatureElement(xml: string): XmlNode {
  const signatures = rootOf(parseXml(xml)).getElementsByTagNameNS(XML_NAMESPACES.ds, 'Signature');
  if (signatures.length !== 1) throw new Error(`expected one ds:Signature, found ${signatures.length}`);
  return signatures[0] as XmlNode;
}

function xadesProblem(signature: XmlNode, certificate: X509Certificate): string | undefined {
  const signed = findElement(signature, 'ds:Object/xades:QualifyingProperties/xades:SignedProperties');
  const properties = signed && findElement(signed, 'xades:SignedSignatureProperties');
  if (!properties) return 'the XAdES signed properties are missing';
  const policy = 'xades:SignaturePolicyIdentifier/xades:SignaturePolicyId';
  if (
    optionalText(properties, `${policy}/xades:SigPolicyId/xades:Identifier`) !==
    DIAN_SIGNATURE_POLICY.identifier
  ) {
    return "the signature does not declare DIAN's signature policy";
  }
  if (
    optionalText(properties, `${policy}/xades:SigPolicyHash/ds:DigestValue`) !== DIAN_SIGNATURE_POLICY.sha256
  ) {
    return "the signature policy's digest is not DIAN's";
  }
  const certDigest = optionalText(
    properties,
    'xades:SigningCertificate/xades:Cert/xades:CertDigest/ds:DigestValue',
  );
  if (certDigest !== createHash('sha256').update(certificate.raw).digest('base64')) {
    return 'the signing certificate digest does not match the certificate in ds:KeyInfo';
  }
  return optionalText(properties, 'xades:SigningTime') ? undefined : 'the signing time is missing';
}

/** Verifies the signature of a signed document (as returned by `signDianDocument`, or received). */
export function verifyDianSignature(xml: string): SignatureCheck {
  try {
    const signature = signatureElement(xml);
    const { SignedXml } = xmlCryptoLibrary();
    const { XMLSerializer } = xmldomLibrary();
    const checker = new SignedXml({ getCertFromKeyInfo: SignedXml.getCertFromKeyInfo });
    checker.loadSignature(new XMLSerializer().serializeToString(signature));
    if (!checker.checkSignature(xml)) return { valid: false, reason: 'the signature value does not verify' };
    // checkSignature verified every reference; these say what they had to cover.
    const references = childElements(findElement(signature, 'ds:SignedInfo') as XmlNode, 'ds:Reference');
    const transformsOf = (reference: XmlNode) =>
      childElements(findElement(reference, 'ds:Transforms') ?? reference, 'ds:Transform').map((transform) =>
        transform.getAttribute('Algorithm'),
      );
    const wholeDocument = references.some(
      (reference) =>
        reference.getAttribute('URI') === '' &&
        transformsOf(reference).includes(SIGNATURE_ALGORITHMS.enveloped),
    );
    if (!wholeDocument) return { valid: false, reason: 'the signature does not cover the whole document' };
    const signedProperties = findElement(
      signature,
      'ds:Object/xades:QualifyingProperties/xades:SignedProperties',
    );
    const propertiesSigned = references.some(
      (reference) =>
        reference.getAttribute('Type') === SIGNATURE_ALGORITHMS.signedPropertiesType &&
        reference.getAttribute('URI') === `#${signedProperties?.getAttribute('Id')}`,
    );
    if (!propertiesSigned) return { valid: false, reason: 'the XAdES signed properties are not signed' };
    const certificateBase64 = optionalText(signature, 'ds:KeyInfo/ds:X509Data/ds:X509Certificate');
    if (!certificateBase64) return { valid: false, reason: 'ds:KeyInfo holds no X.509 certificate' };
    const certificate = new X509Certificate(Buffer.from(certificateBase64, 'base64'));
    const problem = xadesProblem(signature, certificate);
    if (problem) return { valid: false, reason: problem };
    const signingTime = optionalText(
      signature,
      'ds:Object/xades:QualifyingProperties/xades:SignedProperties/xades:SignedSignatureProperties/xades:SigningTime',
    ) as string;
    return { valid: true, certificate, signingTime };
  } catch (error) {
    return { valid: false, reason: error instanceof Error ? error.message : String(error) };
  }
}
