/**
 * The XML libraries (`@xmldom/xmldom`, and `xml-crypto`, which loads it too), loaded on their first
 * use instead of at start: only signing, checking or reading a DIAN document needs them, and loading
 * both cost ~0.1 s of every start and restart. Both are CommonJS, so the first use loads them
 * synchronously and the functions that use them keep their synchronous signatures.
 * @module
 */
import { createRequire } from 'node:module';

type Xmldom = typeof import('@xmldom/xmldom');
type XmlCrypto = typeof import('xml-crypto');

const require = createRequire(import.meta.url);
let xmldom: Xmldom | undefined;
let xmlCrypto: XmlCrypto | undefined;

/** `@xmldom/xmldom`: its parser, serializer and DOM implementation. */
export function xmldomLibrary(): Xmldom {
  xmldom ??= require('@xmldom/xmldom') as Xmldom;
  return xmldom;
}

/** `xml-crypto`: XML signatures (`SignedXml`). */
export function xmlCryptoLibrary(): XmlCrypto {
  xmlCrypto ??= require('xml-crypto') as XmlCrypto;
  return xmlCrypto;
}
