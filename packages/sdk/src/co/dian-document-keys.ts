/**
 * The keys that identify a DIAN electronic document, computed exactly as the Anexo Técnico de Factura
 * Electrónica de Venta (version 1.9) defines them: the CUFE of an invoice, the CUDE of a credit or debit
 * note and of an ApplicationResponse, and the software security code. Each is the SHA-384 (lower-case
 * hex, 96 characters) of fields concatenated without separators; the concatenation functions are
 * exported too, because DIAN's examples print them (`cbc:Note`) and a mismatch is found by comparing them.
 * Hashing uses WebCrypto (`crypto.subtle`), so every function that hashes is asynchronous.
 * @module
 */
import { parseIsoDate } from './plain-date';

/** DIAN's two environments: `production` and `test` (habilitación). */
export const DIAN_ENVIRONMENTS = ['production', 'test'] as const;

/** One of {@link DIAN_ENVIRONMENTS}. */
export type DianEnvironment = (typeof DIAN_ENVIRONMENTS)[number];

/** The environment code of the XML (`cbc:ProfileExecutionID`, `TipoAmbiente`): `1` production, `2` test. */
export function dianEnvironmentCode(environment: DianEnvironment): '1' | '2' {
  if (environment === 'production') return '1';
  if (environment === 'test') return '2';
  throw new RangeError(`A DIAN environment is "production" or "test", got "${environment}".`);
}

/**
 * An amount as DIAN writes it: two decimals and a dot, no grouping (`1500000.00`). Accepts whole pesos or
 * amounts with at most two decimals; anything else (negative, not finite, a third decimal) throws a
 * `RangeError`, because rounding here would make the key disagree with the document's own amounts.
 * @example formatDianAmount(15000) // '15000.00'
 * @example formatDianAmount(12600.06) // '12600.06'
 */
export function formatDianAmount(amount: number): string {
  const scaled = amount * 100;
  const cents = Math.round(scaled);
  // Binary floating point cannot hold 12600.06 exactly: accept what is a cent amount up to float noise.
  if (
    !Number.isFinite(amount) ||
    amount < 0 ||
    !Number.isSafeInteger(cents) ||
    Math.abs(scaled - cents) > 1e-9 * Math.max(1, Math.abs(scaled))
  ) {
    throw new RangeError(
      `A DIAN amount is a number ≥ 0 with at most two decimals, got ${amount}. Round it the way the document does first.`,
    );
  }
  return `${Math.trunc(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

/** The fields the CUFE and the CUDE share (the annex's NumFac … TipoAmbiente, without the secret). */
export interface DocumentKeyFields {
  /** `cbc:ID`: the number with its prefix (`SETP990000002`). */
  number: string;
  /** `cbc:IssueDate`, `YYYY-MM-DD`. */
  issueDate: string;
  /** `cbc:IssueTime` in Bogotá: `HH:MM:SS`, or with its offset `HH:MM:SS-05:00` as the XML writes it. */
  issueTime: string;
  /** ValFac: the total before taxes (`LegalMonetaryTotal/LineExtensionAmount`). */
  subtotal: number;
  /** ValImp1: IVA (tax `01`); 0 when absent. */
  iva: number;
  /** ValImp2: impuesto nacional al consumo (tax `04`); 0 when absent. */
  inc?: number;
  /** ValImp3: ICA (tax `03`); 0 when absent. */
  ica?: number;
  /** ValTot: the payable total (`LegalMonetaryTotal/PayableAmount`). */
  total: number;
  /** NitOFE: the issuer's NIT, digits only and without its check digit. */
  issuerNit: string;
  /** NumAdq: the buyer's document number, as in the XML (a NIT without its check digit). */
  buyerId: string;
  environment: DianEnvironment;
}

/** A CUFE's fields: {@link DocumentKeyFields} plus the numbering authorization's technical key (ClTec). */
export interface CufeFields extends DocumentKeyFields {
  technicalKey: string;
}

/** A CUDE's fields: {@link DocumentKeyFields} plus the software PIN registered with DIAN. */
export interface CudeFields extends DocumentKeyFields {
  softwarePin: string;
}

const TIME = /^([01]\d|2[0-3]):[0-5]\d:[0-5]\d$/;
const BOGOTA_OFFSET = '-05:00';

/** `HH:MM:SS-05:00` from either accepted form; Colombia keeps UTC−5 all year. */
function timeWithOffset(time: string): string {
  const bare = time.endsWith(BOGOTA_OFFSET) ? time.slice(0, -BOGOTA_OFFSET.length) : time;
  if (!TIME.test(bare)) {
    throw new RangeError(`The issue time is HH:MM:SS or HH:MM:SS-05:00 (Bogotá), got "${time}".`);
  }
  return `${bare}${BOGOTA_OFFSET}`;
}

function required(value: string, what: string): string {
  if (!value || /\s/.test(value)) {
    throw new RangeError(`${what} must be a non-empty value without spaces, got "${value}".`);
  }
  return value;
}

function concatenation(fields: DocumentKeyFields, secret: string, secretName: string): string {
  parseIsoDate(fields.issueDate);
  if (!/^\d+$/.test(fields.issuerNit)) {
    throw new RangeError(
      `The issuer's NIT is digits only, without its check digit, got "${fields.issuerNit}".`,
    );
  }
  return [
    required(fields.number, 'The document number'),
    fields.issueDate,
    timeWithOffset(fields.issueTime),
    formatDianAmount(fields.subtotal),
    '01',
    formatDianAmount(fields.iva),
    '04',
    formatDianAmount(fields.inc ?? 0),
    '03',
    formatDianAmount(fields.ica ?? 0),
    formatDianAmount(fields.total),
    fields.issuerNit,
    required(fields.buyerId, "The buyer's document number"),
    required(secret, secretName),
    dianEnvironmentCode(fields.environment),
  ].join('');
}

/**
 * The text whose SHA-384 is the CUFE: NumFac + FecFac + HorFac + ValFac + `01` + ValImp1 + `04` + ValImp2 +
 * `03` + ValImp3 + ValTot + NitOFE + NumAdq + ClTec + TipoAmbiente.
 * @example cufeConcatenation({ number: '323200000129', issueDate: '2019-01-16', issueTime: '10:53:10', subtotal: 1_500_000, iva: 285_000, total: 1_785_000, issuerNit: '700085371', buyerId: '800199436', technicalKey: '693ff6f2a553c3646a063436fd4dd9ded0311471', environment: 'production' })
 * // '3232000001292019-01-1610:53:10-05:001500000.0001285000.00040.00030.001785000.00700085371800199436693ff6f2a553c3646a063436fd4dd9ded03114711'
 */
export function cufeConcatenation(fields: CufeFields): string {
  return concatenation(fields, fields.technicalKey, 'The technical key');
}

/** The text whose SHA-384 is the CUDE: as {@link cufeConcatenation}, with the software PIN for ClTec. */
export function cudeConcatenation(fields: CudeFields): string {
  return concatenation(fields, fields.softwarePin, 'The software PIN');
}

async function sha384Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-384', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * The CUFE (Código Único de Factura Electrónica) of an invoice: SHA-384 of {@link cufeConcatenation}.
 * It goes in `cbc:UUID` with `schemeName="CUFE-SHA384"`.
 */
export function cufe(fields: CufeFields): Promise<string> {
  return sha384Hex(cufeConcatenation(fields));
}

/**
 * The CUDE (Código Único de Documento Electrónico) of a credit or debit note: SHA-384 of
 * {@link cudeConcatenation}. It goes in `cbc:UUID` with `schemeName="CUDE-SHA384"`.
 */
export function cude(fields: CudeFields): Promise<string> {
  return sha384Hex(cudeConcatenation(fields));
}

/** What the software security code is computed from. */
export interface SoftwareSecurityCodeFields {
  /** The software's identifier registered with DIAN (a UUID). */
  softwareId: string;
  /** The software PIN registered with DIAN. */
  softwarePin: string;
  /** The document number with its prefix. */
  number: string;
}

/**
 * `sts:SoftwareSecurityCode`: SHA-384 of software id + PIN + document number. DIAN's toolbox examples
 * reproduce it (software `56f2ae4e-…`, PIN `20191`, `SETP990000002` → `a8d18e4e…`).
 */
export function softwareSecurityCode(fields: SoftwareSecurityCodeFields): Promise<string> {
  return sha384Hex(
    [
      required(fields.softwareId, 'The software id'),
      required(fields.softwarePin, 'The software PIN'),
      required(fields.number, 'The document number'),
    ].join(''),
  );
}

/** The fields of an ApplicationResponse's CUDE (DIAN's validation answer and the RADIAN events). */
export interface ApplicationResponseKeyFields {
  /** The response's own `cbc:ID`. */
  number: string;
  issueDate: string;
  /** `HH:MM:SS` or `HH:MM:SS-05:00`. */
  issueTime: string;
  /** NIT of the party that answers (`SenderParty`), without check digit. */
  senderNit: string;
  /** NIT or document of the party answered (`ReceiverParty`), without check digit. */
  receiverId: string;
  /** `DocumentResponse/Response/ResponseCode` (`02` accepted, `030` acuse de recibo…). */
  responseCode: string;
  /** The number of the document answered. */
  documentNumber: string;
  /** Its type code: `01` invoice, `91` credit note. */
  documentTypeCode: string;
  /** The answering software's PIN. */
  softwarePin: string;
}

/**
 * The text whose SHA-384 is an ApplicationResponse's CUDE: number + date + time + sender NIT + receiver +
 * response code + answered document number + its type code + software PIN (DIAN's RADIAN example
 * `ACR0021` prints it in `cbc:Note`).
 */
export function applicationResponseConcatenation(fields: ApplicationResponseKeyFields): string {
  parseIsoDate(fields.issueDate);
  return [
    required(fields.number, 'The response number'),
    fields.issueDate,
    timeWithOffset(fields.issueTime),
    required(fields.senderNit, "The sender's NIT"),
    required(fields.receiverId, "The receiver's document"),
    required(fields.responseCode, 'The response code'),
    required(fields.documentNumber, 'The answered document number'),
    required(fields.documentTypeCode, 'The answered document type code'),
    required(fields.softwarePin, 'The software PIN'),
  ].join('');
}

/** The CUDE of an ApplicationResponse: SHA-384 of {@link applicationResponseConcatenation}. */
export function applicationResponseCude(fields: ApplicationResponseKeyFields): Promise<string> {
  return sha384Hex(applicationResponseConcatenation(fields));
}
