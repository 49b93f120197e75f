/**
 * The Spanish wording of the graphic representation: how a document's codes, amounts and dates read
 * on paper (`NIT 901.234.567-7`, `$ 15.000`, `20/11/2026`, "Responsable de IVA"). Names come from the
 * sdk's DIAN lists and catalogue, so the PDF says what the portal says.
 * @module
 */
import {
  DOCUMENT_TYPES,
  type DocumentTypeCode,
  FISCAL_RESPONSIBILITIES,
  type FiscalResponsibilityCode,
  formatCOP,
  formatNit,
  IVA_TAX_SCHEMES,
  NIT_DOCUMENT_TYPE,
  type TaxSchemeCode,
} from '@facturo/sdk/co';
import { type Catalogue, es } from '@facturo/sdk/i18n';
import type { InvoiceStatus } from '@facturo/sdk/schemas';
import { CORRECTION_CONCEPTS, PAYMENT_MEANS, PAYMENT_METHOD_NAMES } from './dian-code-lists';
import type { DianDocumentData, LineData, PartyData } from './dian-document-data.types';

/** Pesos as Facturo shows them: `$ 15.000` (no-break space after the sign, no decimals). */
export const money = (amount: number): string => formatCOP(amount, 'es');

/** `2026-11-20` → `20/11/2026`. */
export const dateText = (isoDate: string): string => isoDate.split('-').reverse().join('/');

/** `08:15:00-05:00` → `08:15:00` (Colombia's time, the document's own). */
export const timeText = (time: string): string => time.slice(0, 8);

/** The document's title, as printed at the top. */
export function documentTitle(kind: DianDocumentData['kind']): string {
  return kind === 'invoice' ? 'Factura electrónica de venta' : 'Nota crédito electrónica';
}

/** `NIT 901.234.567-7`, `CC 1020304050`. */
export function partyDocument(party: PartyData): string {
  if (party.documentType === NIT_DOCUMENT_TYPE) return `NIT ${formatNit(party.documentNumber)}`;
  const type = DOCUMENT_TYPES[party.documentType as DocumentTypeCode];
  return `${type?.abbreviation ?? party.documentType} ${party.documentNumber}`;
}

/** "Responsable de IVA · Gran contribuyente, Autorretenedor". */
export function taxProfile(party: PartyData): string {
  const iva = IVA_TAX_SCHEMES.includes(party.taxScheme as TaxSchemeCode)
    ? 'Responsable de IVA'
    : 'No responsable de IVA';
  const responsibilities = party.fiscalResponsibilities
    .map((code) => FISCAL_RESPONSIBILITIES[code as FiscalResponsibilityCode]?.es ?? code)
    .join(', ');
  return responsibilities ? `${iva} · ${responsibilities}` : iva;
}

/** "Calle 10 # 43A-30 · Medellín, Antioquia". */
export function placeText({ address }: PartyData): string {
  const city =
    address.cityName === address.departmentName
      ? address.cityName
      : `${address.cityName}, ${address.departmentName}`;
  return `${address.line} · ${city}`;
}

/** "19 %" or "Excluido". */
export const ivaText = (line: LineData): string =>
  line.ivaRatePercent === undefined ? 'Excluido' : `${line.ivaRatePercent} %`;

/**
 * The numbering authorization as the annex asks it printed: resolution, validity, prefix and range.
 */
export function authorizationText(authorization: NonNullable<DianDocumentData['authorization']>): string {
  const { resolutionNumber, validFrom, validTo, prefix, rangeFrom, rangeTo } = authorization;
  return (
    `Autorización de numeración de facturación DIAN No. ${resolutionNumber}, vigente del ${dateText(validFrom)} ` +
    `al ${dateText(validTo)}: prefijo ${prefix}, del ${prefix}${rangeFrom} al ${prefix}${rangeTo}.`
  );
}

const STATUS_KEYS = {
  paid: 'statusPaid',
  unpaid: 'statusUnpaid',
  partially_paid: 'statusPartiallyPaid',
  pending: 'statusPending',
  in_process: 'statusInProcess',
  cancelled: 'statusCancelled',
  refunded: 'statusRefunded',
  expired: 'statusExpired',
} as const satisfies Record<InvoiceStatus, keyof typeof es.invoices>;

/**
 * An invoice's payment status in the invoice list's words ("Pagada", "Por pagar"…); Spanish unless
 * another catalogue is given (the exports answer in the request's language).
 */
export const paymentStatusText = (status: InvoiceStatus, catalogue: Catalogue = es): string =>
  catalogue.invoices[STATUS_KEYS[status]];

/** Forma and medio de pago: `['Contado', 'Tarjeta crédito']`. */
export function paymentTexts(payment: NonNullable<DianDocumentData['payment']>): [string, string] {
  return [
    PAYMENT_METHOD_NAMES[payment.methodCode] ?? payment.methodCode,
    PAYMENT_MEANS[payment.meansCode as keyof typeof PAYMENT_MEANS] ?? payment.meansCode,
  ];
}

/** "Anulación de factura electrónica (código 2)". */
export function correctionConceptText(code: string): string {
  return `${CORRECTION_CONCEPTS[code as keyof typeof CORRECTION_CONCEPTS] ?? 'Concepto no reconocido'} (código ${code})`;
}
