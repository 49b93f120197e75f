/**
 * The SOAP 1.2 envelope DIAN's web service takes: WS-Addressing `Action` and `To`, and a WS-Security
 * header with a timestamp, the signing certificate as an X.509 binary security token, and an
 * XML-DSig signature (RSA-SHA256, exclusive canonicalization) of the `wsa:To` element that points at
 * that token, as DIAN's WCF endpoint expects. Signed with the same certificate as the documents.
 * @module
 */
import { randomUUID } from 'node:crypto';
import { xmlCryptoLibrary } from './document-libraries';
import type { SigningCertificate } from './signing-certificate';

/** The namespaces of the envelope. */
export const SOAP_NAMESPACES = {
  soap: 'http://www.w3.org/2003/05/soap-envelope',
  wcf: 'http://wcf.dian.colombia',
  wsa: 'http://www.w3.org/2005/08/addressing',
  wsse: 'http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-wssecurity-secext-1.0.xsd',
  wsu: 'http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-wssecurity-utility-1.0.xsd',
} as const;

const EXCLUSIVE_C14N = 'http://www.w3.org/2001/10/xml-exc-c14n#';
const X509_TOKEN = 'http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-x509-token-profile-1.0#X509v3';
const BASE64_ENCODING =
  'http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-soap-message-security-1.0#Base64Binary';
/** How long DIAN may accept the message after it was signed. */
const LIFETIME_MS = 5 * 60_000;

/** An operation of `IWcfDianCustomerServices` and its SOAP action. */
export const soapAction = (operation: string) =>
  `http://wcf.dian.colombia/IWcfDianCustomerServices/${operation}`;

/** What a signed envelope carries. */
export interface EnvelopeInput {
  /** `SendBillSync`, `SendTestSetAsync`, `GetStatusZip`… */
  operation: string;
  /** The service address (`wsa:To`). */
  to: string;
  /** The `soap:Body` content: the operation element with its `wcf:` parameters. */
  body: string;
  signer: SigningCertificate;
  now: Date;
}

const escapeText = (value: string) =>
  value.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

/** Builds and signs the envelope of one call. */
export function signedSoapEnvelope(input: EnvelopeInput): string {
  const id = randomUUID();
  const token = `X509-${id}`;
  const created = input.now.toISOString();
  const expires = new Date(input.now.getTime() + LIFETIME_MS).toISOString();
  const { soap, wcf, wsa, wsse, wsu } = SOAP_NAMESPACES;
  const envelope =
    `<soap:Envelope xmlns:soap="${soap}" xmlns:wcf="${wcf}">` +
    `<soap:Header xmlns:wsa="${wsa}">` +
    `<wsse:Security xmlns:wsse="${wsse}" xmlns:wsu="${wsu}">` +
    `<wsu:Timestamp wsu:Id="TS-${id}"><wsu:Created>${created}</wsu:Created><wsu:Expires>${expires}</wsu:Expires></wsu:Timestamp>` +
    `<wsse:BinarySecurityToken EncodingType="${BASE64_ENCODING}" ValueType="${X509_TOKEN}" wsu:Id="${token}">${input.signer.certificate.raw.toString('base64')}</wsse:BinarySecurityToken>` +
    '</wsse:Security>' +
    `<wsa:Action>${escapeText(soapAction(input.operation))}</wsa:Action>` +
    `<wsa:To xmlns:wsu="${wsu}" wsu:Id="To-${id}">${escapeText(input.to)}</wsa:To>` +
    `</soap:Header><soap:Body>${input.body}</soap:Body></soap:Envelope>`;
  const { SignedXml } = xmlCryptoLibrary();
  const signature = new SignedXml({
    privateKey: input.signer.privateKey,
    idMode: 'wssecurity',
    signatureAlgorithm: 'http://www.w3.org/2001/04/xmldsig-more#rsa-sha256',
    canonicalizationAlgorithm: EXCLUSIVE_C14N,
    inclusiveNamespacesPrefixList: ['wsa', 'soap', 'wcf'],
    keyInfoAttributes: { Id: `KI-${id}` },
    getKeyInfoContent: () =>
      `<wsse:SecurityTokenReference wsu:Id="STR-${id}"><wsse:Reference URI="#${token}" ValueType="${X509_TOKEN}"/></wsse:SecurityTokenReference>`,
  });
  signature.addReference({
    xpath: `//*[local-name(.)='To' and namespace-uri(.)='${wsa}']`,
    transforms: [EXCLUSIVE_C14N],
    digestAlgorithm: 'http://www.w3.org/2001/04/xmlenc#sha256',
    inclusiveNamespacesPrefixList: ['soap', 'wcf'],
  });
  signature.computeSignature(envelope, {
    prefix: 'ds',
    attrs: { Id: `SIG-${id}` },
    existingPrefixes: { wsse, wsu },
    location: { reference: `//*[local-name(.)='BinarySecurityToken']`, action: 'after' },
  });
  return signature.getSignedXml();
}
