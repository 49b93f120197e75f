/**
 * The XAdES-EPES signature DIAN requires, made with xml-crypto: enveloped in the document's last
 * `ext:ExtensionContent`, RSA-SHA256 over canonical XML 1.0 with SHA-256 digests, three references
 * (the whole document, the `ds:KeyInfo` holding the X.509 certificate, and the XAdES signed
 * properties), and signed properties carrying the signing time in Bogotá, the certificate's digest and
 * issuer/serial, DIAN's signature policy with its digest, and the "supplier" role.
 * @module
 */
import { createHash, randomUUID } from 'node:crypto';
import { bogotaTimestamp } from './bogota-time';
import { DIAN_SIGNATURE_POLICY } from './dian-code-lists';
import { xmlCryptoLibrary } from './document-libraries';
import type { SigningCertificate } from './signing-certificate';
import { childElements, findElement, parseXml, rootOf } from './xml-reader';
import { el, XML_NAMESPACES, xmlFragment } from './xml-tree';

/** The algorithms of DIAN's policy, as XML-DSig names them. */
export const SIGNATURE_ALGORITHMS = {
  canonicalization: 'http://www.w3.org/TR/2001/REC-xml-c14n-20010315',
  signature: 'http://www.w3.org/2001/04/xmldsig-more#rsa-sha256',
  digest: 'http://www.w3.org/2001/04/xmlenc#sha256',
  enveloped: 'http://www.w3.org/2000/09/xmldsig#enveloped-signature',
  signedPropertiesType: 'http://uri.etsi.org/01903#SignedProperties',
} as const;

/** RFC 4514 order (most specific first) from Node's names: one attribute a line, already escaped. */
function distinguishedName(lines: string): string {
  return lines.split('\n').reverse().join(', ');
}

function qualifyingProperties(signatureId: string, { certificate }: SigningCertificate, signingTime: Date) {
  const digest = (value: string) => [
    el('ds:DigestMethod', { Algorithm: SIGNATURE_ALGORITHMS.digest }),
    el('ds:DigestValue', value),
  ];
  return xmlFragment(
    el('xades:QualifyingProperties', { Target: `#${signatureId}` }, [
      el('xades:SignedProperties', { Id: `${signatureId}-signedprops` }, [
        el('xades:SignedSignatureProperties', [
          el('xades:SigningTime', bogotaTimestamp(signingTime)),
          el('xades:SigningCertificate', [
            el('xades:Cert', [
              el('xades:CertDigest', digest(createHash('sha256').update(certificate.raw).digest('base64'))),
              el('xades:IssuerSerial', [
                el('ds:X509IssuerName', distinguishedName(certificate.issuer)),
                el('ds:X509SerialNumber', BigInt(`0x${certificate.serialNumber}`).toString()),
              ]),
            ]),
          ]),
          el('xades:SignaturePolicyIdentifier', [
            el('xades:SignaturePolicyId', [
              el('xades:SigPolicyId', [
                el('xades:Identifier', DIAN_SIGNATURE_POLICY.identifier),
                el('xades:Description', DIAN_SIGNATURE_POLICY.description),
              ]),
              el('xades:SigPolicyHash', digest(DIAN_SIGNATURE_POLICY.sha256)),
            ]),
          ]),
          el('xades:SignerRole', [el('xades:ClaimedRoles', [el('xades:ClaimedRole', 'supplier')])]),
        ]),
      ]),
    ]),
  );
}

/** The XPath of the signature's slot: the last `ext:UBLExtension`'s `ext:ExtensionContent`. */
const SIGNATURE_SLOT = `/*/*[local-name()='UBLExtensions' and namespace-uri()='${XML_NAMESPACES.ext}']/*[last()]/*[local-name()='ExtensionContent']`;

function checkSignatureSlot(xml: string): void {
  const extensions = findElement(rootOf(parseXml(xml)), 'ext:UBLExtensions');
  const slot = extensions && childElements(extensions).at(-1);
  const content = slot && findElement(slot, 'ext:ExtensionContent');
  if (!content || childElements(content).length > 0) {
    throw new Error(
      'The document has no empty ext:ExtensionContent for the signature: sign documents as the builders return them, once.',
    );
  }
}

/**
 * Signs a document the builders returned (Invoice, CreditNote, ApplicationResponse, AttachedDocument)
 * and returns the signed XML, the legal document from then on: store it byte for byte. `signingTime`
 * defaults to now.
 */
export function signDianDocument(
  xml: string,
  signer: SigningCertificate,
  { signingTime = new Date() }: { signingTime?: Date } = {},
): string {
  checkSignatureSlot(xml);
  const id = `xmldsig-${randomUUID()}`;
  const certificateBase64 = signer.certificate.raw.toString('base64');
  const { SignedXml } = xmlCryptoLibrary();
  const signature = new SignedXml({
    privateKey: signer.privateKey,
    signatureAlgorithm: SIGNATURE_ALGORITHMS.signature,
    canonicalizationAlgorithm: SIGNATURE_ALGORITHMS.canonicalization,
    keyInfoAttributes: { Id: `${id}-keyinfo` },
    getKeyInfoContent: () =>
      `<ds:X509Data><ds:X509Certificate>${certificateBase64}</ds:X509Certificate></ds:X509Data>`,
    objects: [{ content: qualifyingProperties(id, signer, signingTime) }],
  });
  signature.addReference({
    xpath: '/*',
    isEmptyUri: true,
    id: `${id}-ref0`,
    transforms: [SIGNATURE_ALGORITHMS.enveloped],
    digestAlgorithm: SIGNATURE_ALGORITHMS.digest,
  });
  // The signature's own parts: xml-crypto finds them once the signature is in place.
  signature.addReference({
    xpath: `//*[@Id='${id}-keyinfo']`,
    transforms: [SIGNATURE_ALGORITHMS.canonicalization],
    digestAlgorithm: SIGNATURE_ALGORITHMS.digest,
  });
  signature.addReference({
    xpath: `//*[@Id='${id}-signedprops']`,
    type: SIGNATURE_ALGORITHMS.signedPropertiesType,
    transforms: [SIGNATURE_ALGORITHMS.canonicalization],
    digestAlgorithm: SIGNATURE_ALGORITHMS.digest,
  });
  signature.computeSignature(xml, {
    prefix: 'ds',
    attrs: { Id: id },
    existingPrefixes: { ds: XML_NAMESPACES.ds },
    location: { reference: SIGNATURE_SLOT, action: 'append' },
  });
  return signature.getSignedXml();
}
