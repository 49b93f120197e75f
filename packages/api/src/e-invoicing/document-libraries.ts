/**
 * The CommonJS libraries of DIAN documents, loaded on their first use instead of at start: only
 * signing, checking, reading or drawing a document needs them, and loading them cost ~0.15 s of every
 * start and restart. CommonJS loads synchronously, so the functions that use them keep their
 * synchronous signatures.
 * @module
 */
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/** A function returning the library `id`, loaded on the first call. */
function onFirstUse<Library>(id: string): () => Library {
  let library: Library | undefined;
  return () => {
    library ??= require(id) as Library;
    return library;
  };
}

/** `@xmldom/xmldom`: its parser, serializer and DOM implementation. */
export const xmldomLibrary = onFirstUse<typeof import('@xmldom/xmldom')>('@xmldom/xmldom');

/** `xml-crypto` (which loads `@xmldom/xmldom` too): XML signatures (`SignedXml`). */
export const xmlCryptoLibrary = onFirstUse<typeof import('xml-crypto')>('xml-crypto');

/** `qrcode`: the QR code's module grid, drawn into the PDF. */
export const qrcodeLibrary = onFirstUse<typeof import('qrcode')>('qrcode');
