import { formatNit, NIT_DOCUMENT_TYPE } from '@facturo/sdk/co';
import type { BillingInfo, Taxpayer } from '@facturo/sdk/schemas';

/** The buyer's legal name: the company name, or the person's full name. */
export function buyerName(taxpayer: Taxpayer): string {
  if (taxpayer.companyName) return taxpayer.companyName;
  return [taxpayer.firstName, taxpayer.secondName, taxpayer.firstSurname, taxpayer.secondSurname]
    .filter(Boolean)
    .join(' ');
}

// How each DIAN document type is abbreviated on a printed invoice.
const ABBREVIATIONS: Record<string, string> = {
  '11': 'RC',
  '12': 'TI',
  '13': 'CC',
  '21': 'TE',
  '22': 'CE',
  '41': 'PA',
  '42': 'DIE',
  '47': 'PEP',
  '48': 'PPT',
  '50': 'NIT ext.',
  '91': 'NUIP',
};

/** The buyer's document as printed on an invoice: `NIT 900.123.456-8`, `CC 1020304050`. */
export function buyerDocument(taxpayer: Taxpayer): string {
  if (taxpayer.documentType === NIT_DOCUMENT_TYPE) return `NIT ${formatNit(taxpayer.documentNumber)}`;
  return `${ABBREVIATIONS[taxpayer.documentType] ?? taxpayer.documentType} ${taxpayer.documentNumber}`;
}

/** The buyer snapshot stored on an invoice, with its printed name and document. */
export function buyerOf(billingInfo: BillingInfo) {
  const taxpayer = billingInfo.taxpayer as Taxpayer;
  return { buyer: billingInfo, buyerName: buyerName(taxpayer), buyerDocument: buyerDocument(taxpayer) };
}
