import type { TaxpayerInput } from '../schemas/taxpayer.schema';
import {
  DOCUMENT_TYPES,
  type DocumentTypeCode,
  type FiscalResponsibilityCode,
  NIT_DOCUMENT_TYPE,
  type TaxpayerTypeCode,
} from './dian-codes';
import { nitCheckDigit } from './nit';

/**
 * The taxpayer part of a form, flat and as typed. Every name field is kept whatever the taxpayer
 * type, so switching type and back loses nothing; {@link taxpayerInput} sends only the ones in use.
 */
export interface TaxpayerFormValues extends Record<string, unknown> {
  taxpayerType: TaxpayerTypeCode;
  documentType: DocumentTypeCode;
  documentNumber: string;
  firstName: string;
  secondName: string;
  firstSurname: string;
  secondSurname: string;
  companyName: string;
  commercialName: string;
  ivaResponsible: boolean;
  electronicBiller: boolean;
  /** Left out by forms that do not ask (the schema then defaults to `R-99-PN`). */
  fiscalResponsibilities?: FiscalResponsibilityCode[];
}

/** An empty taxpayer: a persona natural with a cédula. */
export const EMPTY_TAXPAYER_FORM: TaxpayerFormValues = {
  taxpayerType: '2',
  documentType: '13',
  documentNumber: '',
  firstName: '',
  secondName: '',
  firstSurname: '',
  secondSurname: '',
  companyName: '',
  commercialName: '',
  ivaResponsible: false,
  electronicBiller: false,
};

// What the taxpayer schema itself removes from a document number before checking it.
const TYPED_SEPARATORS = /[.\s]/g;

/**
 * The verification digit (DV) of a NIT being typed, as the form shows it (computed, never typed), or
 * `undefined` for other document types and for a number the taxpayer schema would not accept as a
 * NIT (digits only once dots and spaces are removed, 3 to 15 of them). One rule for every form, the
 * same the schema checks: a DV shown here is always the one the API accepts.
 * @example verificationDigitFor('31', '800.197.268') // '4'
 * @example verificationDigitFor('31', '800197268-4') // undefined: the DV is not part of the number
 */
export function verificationDigitFor(documentType: string, documentNumber: string): string | undefined {
  if (documentType !== NIT_DOCUMENT_TYPE) return undefined;
  const digits = documentNumber.replace(TYPED_SEPARATORS, '');
  const { minLength, maxLength } = DOCUMENT_TYPES[NIT_DOCUMENT_TYPE];
  if (!/^\d+$/.test(digits) || digits.length < minLength || digits.length > maxLength) return undefined;
  return String(nitCheckDigit(digits));
}

/**
 * The document type a form keeps when the taxpayer type changes: the one chosen while DIAN allows it
 * for the new type, else the usual one (a NIT for a persona jurídica, a cédula for a persona natural).
 * One rule, so the portal and the checkout switch alike.
 * @example documentTypeForTaxpayer('1', '13') // '31'
 * @example documentTypeForTaxpayer('1', '50') // '50': a foreign NIT stays
 */
export function documentTypeForTaxpayer(
  taxpayerType: TaxpayerTypeCode,
  documentType: DocumentTypeCode,
): DocumentTypeCode {
  if (DOCUMENT_TYPES[documentType].taxpayerTypes.includes(taxpayerType)) return documentType;
  return taxpayerType === '1' ? NIT_DOCUMENT_TYPE : '13';
}

const filled = (value: string) => value.trim() !== '';

/**
 * The taxpayer as the taxpayer schema takes it: the names of the type in use (a commercial name for
 * either type, as DIAN allows), the computed DV of a NIT, blanks left out so the schema reports what
 * is missing in the reader's language.
 */
export function taxpayerInput(values: TaxpayerFormValues): TaxpayerInput {
  const natural = values.taxpayerType === '2';
  const texts: Record<string, string> = natural
    ? {
        firstName: values.firstName,
        secondName: values.secondName,
        firstSurname: values.firstSurname,
        secondSurname: values.secondSurname,
        commercialName: values.commercialName,
      }
    : { companyName: values.companyName, commercialName: values.commercialName };
  const verificationDigit = verificationDigitFor(values.documentType, values.documentNumber);
  return {
    taxpayerType: values.taxpayerType,
    documentType: values.documentType,
    documentNumber: values.documentNumber,
    ...(verificationDigit ? { verificationDigit } : {}),
    ivaResponsible: values.ivaResponsible,
    electronicBiller: values.electronicBiller,
    ...(values.fiscalResponsibilities ? { fiscalResponsibilities: values.fiscalResponsibilities } : {}),
    ...Object.fromEntries(Object.entries(texts).filter(([, value]) => filled(value))),
  } as TaxpayerInput;
}

/** A stored taxpayer as the API sends it (an organization's, or a user's own data). */
export interface StoredTaxpayer {
  taxpayerType: TaxpayerTypeCode;
  documentType: DocumentTypeCode;
  documentNumber: string;
  firstName?: string | null;
  secondName?: string | null;
  firstSurname?: string | null;
  secondSurname?: string | null;
  companyName?: string | null;
  commercialName?: string | null;
  ivaResponsible: boolean;
  electronicBiller: boolean;
  fiscalResponsibilities?: readonly FiscalResponsibilityCode[];
}

/** Form values from a stored taxpayer, to edit it or to prefill a purchase. */
export function taxpayerFormValues(taxpayer: StoredTaxpayer): TaxpayerFormValues {
  const text = (value: string | null | undefined) => value ?? '';
  return {
    taxpayerType: taxpayer.taxpayerType,
    documentType: taxpayer.documentType,
    documentNumber: taxpayer.documentNumber,
    firstName: text(taxpayer.firstName),
    secondName: text(taxpayer.secondName),
    firstSurname: text(taxpayer.firstSurname),
    secondSurname: text(taxpayer.secondSurname),
    companyName: text(taxpayer.companyName),
    commercialName: text(taxpayer.commercialName),
    ivaResponsible: taxpayer.ivaResponsible,
    electronicBiller: taxpayer.electronicBiller,
    ...(taxpayer.fiscalResponsibilities
      ? { fiscalResponsibilities: [...taxpayer.fiscalResponsibilities] }
      : {}),
  };
}
