/**
 * The QR code of a DIAN electronic document: its text (the document's key data, one `Field: value` per
 * line, then DIAN's query address) and that address per environment. The same text goes in
 * `sts:QRCode` and in the code printed on the graphic representation.
 * @module
 */
import { type DianEnvironment, dianEnvironmentCode, formatDianAmount } from './dian-document-keys';

const QUERY_HOSTS: Readonly<Record<DianEnvironment, string>> = {
  production: 'https://catalogo-vpfe.dian.gov.co',
  test: 'https://catalogo-vpfe-hab.dian.gov.co',
};

/**
 * DIAN's public page for a document: `…/document/searchqr?documentkey=<CUFE or CUDE>` on
 * `catalogo-vpfe` (production) or `catalogo-vpfe-hab` (habilitación).
 * @example dianDocumentUrl('8bb918b1…', 'production') // 'https://catalogo-vpfe.dian.gov.co/document/searchqr?documentkey=8bb918b1…'
 */
export function dianDocumentUrl(documentKey: string, environment: DianEnvironment): string {
  dianEnvironmentCode(environment);
  if (!/^[0-9a-f]{96}$/.test(documentKey)) {
    throw new RangeError(
      `A CUFE or CUDE is 96 lower-case hexadecimal characters (SHA-384), got "${documentKey}".`,
    );
  }
  return `${QUERY_HOSTS[environment]}/document/searchqr?documentkey=${documentKey}`;
}

/** What the QR code shows. Amounts are the document's own (two decimals in the text). */
export interface DianQrFields {
  /** The number with its prefix. */
  number: string;
  /** `YYYY-MM-DD`. */
  issueDate: string;
  /** `HH:MM:SS-05:00`, as in `cbc:IssueTime`. */
  issueTime: string;
  /** The issuer's NIT without check digit. */
  issuerNit: string;
  /** The buyer's document number. */
  buyerId: string;
  /** Total before taxes. */
  subtotal: number;
  iva: number;
  /** Every tax other than IVA (INC, ICA…); 0 when none. */
  otherTaxes?: number;
  /** Payable total. */
  total: number;
  /** The CUFE (invoices) or CUDE (notes). */
  documentKey: string;
  /** Which key it is. */
  keyName: 'CUFE' | 'CUDE';
  environment: DianEnvironment;
}

/**
 * The QR text: `NumFac`, `FecFac`, `HorFac`, `NitFac`, `DocAdq`, `ValFac`, `ValIva`, `ValOtroIm`,
 * `ValTolFac`, the CUFE or CUDE, and DIAN's query address on the last line, as documents accepted by
 * DIAN carry it. Lines are separated by `\n`.
 */
export function dianQrContent(fields: DianQrFields): string {
  return [
    `NumFac: ${fields.number}`,
    `FecFac: ${fields.issueDate}`,
    `HorFac: ${fields.issueTime}`,
    `NitFac: ${fields.issuerNit}`,
    `DocAdq: ${fields.buyerId}`,
    `ValFac: ${formatDianAmount(fields.subtotal)}`,
    `ValIva: ${formatDianAmount(fields.iva)}`,
    `ValOtroIm: ${formatDianAmount(fields.otherTaxes ?? 0)}`,
    `ValTolFac: ${formatDianAmount(fields.total)}`,
    `${fields.keyName}: ${fields.documentKey}`,
    dianDocumentUrl(fields.documentKey, fields.environment),
  ].join('\n');
}
