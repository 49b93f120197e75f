import {
  type DocumentTypeCode,
  type FiscalResponsibilityCode,
  NIT_DOCUMENT_TYPE,
  nitCheckDigit,
  type TaxpayerTypeCode,
} from '@facturo/sdk/co';
import type { Taxpayer } from '@facturo/sdk/schemas';

/** The taxpayer part of a form, flat and as typed. */
export interface TaxpayerValues {
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
  fiscalResponsibilities: FiscalResponsibilityCode[];
  [key: string]: unknown;
}

/** An empty taxpayer: a persona natural with a cédula, no fiscal responsibilities. */
export const EMPTY_TAXPAYER: TaxpayerValues = {
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
  fiscalResponsibilities: ['R-99-PN'],
};

/**
 * The verification digit of a NIT as the form shows it (computed, never typed), or `undefined` for
 * other documents or a number that is not yet a valid NIT body.
 */
export function verificationDigitOf(
  values: Pick<TaxpayerValues, 'documentType' | 'documentNumber'>,
): string | undefined {
  if (values.documentType !== NIT_DOCUMENT_TYPE) return undefined;
  const digits = values.documentNumber.replace(/\D/g, '');
  if (digits.length < 3 || digits.length > 15) return undefined;
  try {
    return String(nitCheckDigit(digits));
  } catch {
    return undefined;
  }
}

/** The taxpayer the API expects: the names of the type in use, the computed DV, blanks left out. */
export function taxpayerOf(values: TaxpayerValues): Record<string, unknown> {
  const natural = values.taxpayerType === '2';
  const taxpayer: Record<string, unknown> = {
    taxpayerType: values.taxpayerType,
    documentType: values.documentType,
    documentNumber: values.documentNumber,
    verificationDigit: verificationDigitOf(values),
    ivaResponsible: values.ivaResponsible,
    electronicBiller: values.electronicBiller,
    fiscalResponsibilities: values.fiscalResponsibilities,
    commercialName: values.commercialName,
    ...(natural
      ? {
          firstName: values.firstName,
          secondName: values.secondName,
          firstSurname: values.firstSurname,
          secondSurname: values.secondSurname,
        }
      : { companyName: values.companyName }),
  };
  return Object.fromEntries(
    Object.entries(taxpayer).filter(([, value]) => value !== undefined && value !== ''),
  );
}

/** Form values from a stored taxpayer (editing an organization). */
export function taxpayerValuesOf(taxpayer: Omit<Taxpayer, 'taxScheme'>): TaxpayerValues {
  return {
    taxpayerType: taxpayer.taxpayerType,
    documentType: taxpayer.documentType,
    documentNumber: taxpayer.documentNumber,
    firstName: taxpayer.firstName ?? '',
    secondName: taxpayer.secondName ?? '',
    firstSurname: taxpayer.firstSurname ?? '',
    secondSurname: taxpayer.secondSurname ?? '',
    companyName: taxpayer.companyName ?? '',
    commercialName: taxpayer.commercialName ?? '',
    ivaResponsible: taxpayer.ivaResponsible,
    electronicBiller: taxpayer.electronicBiller,
    fiscalResponsibilities: [...taxpayer.fiscalResponsibilities],
  };
}
