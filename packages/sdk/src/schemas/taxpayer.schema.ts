/**
 * The taxpayer contract: who an invoice is issued to, with DIAN's codes (camelCase here, snake_case
 * on the wire). Cross-field rules report on the field the user must change.
 * @module
 */
import * as z from 'zod/mini';
import {
  DOCUMENT_TYPE_CODES,
  DOCUMENT_TYPES,
  defaultTaxScheme,
  FISCAL_RESPONSIBILITY_CODES,
  IVA_TAX_SCHEMES,
  NIT_DOCUMENT_TYPE,
  NO_FISCAL_RESPONSIBILITY,
  TAX_SCHEME_CODES,
  TAXPAYER_TYPE_CODES,
  type TaxSchemeCode,
} from '../co/dian-codes';
import { nitCheckDigit } from '../co/nit';
import { messageKey } from '../validation/messages';
import { required } from '../validation/rules';
import { type CrossFieldIssue, crossFieldCheck } from './cross-field-checks';
import { choice, flag, missingOr } from './field-rules';

const optionalName = (max: number) =>
  z.optional(z.string().check(z.trim(), z.maxLength(max, messageKey('validation.maxLength'))));

const NAME_FIELDS = ['firstName', 'secondName', 'firstSurname', 'secondSurname'] as const;

const taxpayerShape = {
  /** `1` persona jurídica, `2` persona natural. */
  taxpayerType: choice(TAXPAYER_TYPE_CODES),
  /** DIAN identification document type. */
  documentType: choice(DOCUMENT_TYPE_CODES),
  /** The number without its verification digit; dots and spaces people type are removed. */
  documentNumber: required().check(
    z.overwrite((value) => value.replace(/[.\s]/g, '')),
    z.maxLength(20, messageKey('validation.maxLength')),
  ),
  /** One digit; required for, and only for, a NIT (type `31`); must be the NIT's DV. */
  verificationDigit: z.optional(
    z.string().check(z.trim(), z.regex(/^\d$/, messageKey('validation.verificationDigit'))),
  ),
  /** Responsable de IVA. */
  ivaResponsible: flag(),
  /** Facturador electrónico: issues electronic invoices itself. */
  electronicBiller: flag(),
  /** Responsabilidades fiscales; `['R-99-PN']` (none) by default. Duplicates are dropped. */
  fiscalResponsibilities: z._default(
    z.array(choice(FISCAL_RESPONSIBILITY_CODES), { error: missingOr('validation.invalidType') }).check(
      z.minLength(1, messageKey('validation.required')),
      z.overwrite((codes) => [...new Set(codes)]),
    ),
    () => [NO_FISCAL_RESPONSIBILITY],
  ),
  /** Régimen (tax scheme); when left out, `01` if `ivaResponsible`, else `ZZ`. */
  taxScheme: z.optional(choice(TAX_SCHEME_CODES)),
  /** Persona natural only (required). */
  firstName: optionalName(60),
  /** Persona natural only. */
  secondName: optionalName(60),
  /** Persona natural only (required). */
  firstSurname: optionalName(60),
  /** Persona natural only. */
  secondSurname: optionalName(60),
  /** Razón social; persona jurídica only (required). */
  companyName: optionalName(200),
  /** Nombre comercial; either type (a persona natural may trade under a name). */
  commercialName: optionalName(200),
};

type TaxpayerShape = z.output<z.ZodMiniObject<typeof taxpayerShape>>;
type Issues = CrossFieldIssue<TaxpayerShape>[];

const present = (value: string | undefined): value is string => value !== undefined && value !== '';

function nameIssues(taxpayer: TaxpayerShape): Issues {
  const issues: Issues = [];
  const need = (field: 'firstName' | 'firstSurname' | 'companyName') => {
    if (!present(taxpayer[field])) issues.push({ field, message: 'validation.required' });
  };
  const forbid = (field: (typeof NAME_FIELDS)[number] | 'companyName') => {
    if (present(taxpayer[field])) issues.push({ field, message: 'validation.notForTaxpayerType' });
  };
  if (taxpayer.taxpayerType === '2') {
    need('firstName');
    need('firstSurname');
    forbid('companyName');
  } else {
    need('companyName');
    for (const field of NAME_FIELDS) forbid(field);
  }
  return issues;
}

function documentIssues(taxpayer: TaxpayerShape): Issues {
  const type = DOCUMENT_TYPES[taxpayer.documentType];
  const issues: Issues = [];
  if (!type.taxpayerTypes.includes(taxpayer.taxpayerType)) {
    issues.push({ field: 'documentType', message: 'validation.documentTypeForLegalEntity' });
  }
  const { documentNumber: number } = taxpayer;
  const pattern = type.format === 'numeric' ? /^\d+$/ : /^[A-Za-z0-9]+(?:-[A-Za-z0-9]+)*$/;
  const numberValid =
    pattern.test(number) && number.length >= type.minLength && number.length <= type.maxLength;
  if (!numberValid) {
    issues.push({
      field: 'documentNumber',
      message: type.format === 'numeric' ? 'validation.documentDigits' : 'validation.documentAlphanumeric',
      params: { min: type.minLength, max: type.maxLength },
    });
  }
  const isNit = taxpayer.documentType === NIT_DOCUMENT_TYPE;
  if (isNit && !present(taxpayer.verificationDigit)) {
    issues.push({ field: 'verificationDigit', message: 'validation.required' });
  } else if (isNit && numberValid && nitCheckDigit(number) !== Number(taxpayer.verificationDigit)) {
    issues.push({ field: 'verificationDigit', message: 'validation.nitCheckDigit' });
  } else if (!isNit && present(taxpayer.verificationDigit)) {
    issues.push({ field: 'verificationDigit', message: 'validation.verificationDigitNitOnly' });
  }
  return issues;
}

// Output clean-up once everything is valid: blank optional names dropped, foreign document numbers
// upper-cased (passports are printed in capitals), the tax scheme defaulted from ivaResponsible.
function normalize(taxpayer: TaxpayerShape): TaxpayerShape {
  const result: TaxpayerShape = {
    ...taxpayer,
    documentNumber:
      DOCUMENT_TYPES[taxpayer.documentType].format === 'alphanumeric'
        ? taxpayer.documentNumber.toUpperCase()
        : taxpayer.documentNumber,
    taxScheme: taxpayer.taxScheme ?? defaultTaxScheme(taxpayer.ivaResponsible),
  };
  for (const field of [...NAME_FIELDS, 'companyName', 'commercialName', 'verificationDigit'] as const) {
    if (!present(result[field])) delete result[field];
  }
  return result;
}

/**
 * A taxpayer (the buyer on an invoice). Rules beyond each field's own:
 * - persona natural (`2`): `firstName` and `firstSurname` required, `companyName` not allowed;
 *   persona jurídica (`1`): `companyName` required, personal names not allowed; `commercialName` optional for both;
 * - a persona jurídica is identified with a NIT (`31`) or a foreign NIT (`50`);
 * - `documentNumber`: digits only for numeric types (CC, NIT, TI, RC, NUIP), letters, digits and inner
 *   hyphens for foreign documents, within the type's length bounds (`DOCUMENT_TYPES`);
 * - `verificationDigit`: required for and only for a NIT, and equal to `nitCheckDigit(documentNumber)`;
 * - `R-99-PN` cannot be combined with other fiscal responsibilities;
 * - `taxScheme` must agree with `ivaResponsible` (`01`/`ZA` when responsible, `04`/`ZZ` otherwise) and
 *   defaults to `01` or `ZZ` from it.
 */
export const taxpayerSchema = z.object(taxpayerShape).check(
  crossFieldCheck<TaxpayerShape>(['taxpayerType', ...NAME_FIELDS, 'companyName'], nameIssues),
  crossFieldCheck<TaxpayerShape>(
    ['taxpayerType', 'documentType', 'documentNumber', 'verificationDigit'],
    documentIssues,
  ),
  crossFieldCheck<TaxpayerShape>(['fiscalResponsibilities'], ({ fiscalResponsibilities: codes }) =>
    codes.includes(NO_FISCAL_RESPONSIBILITY) && codes.length > 1
      ? [{ field: 'fiscalResponsibilities', message: 'validation.fiscalResponsibilityExclusive' }]
      : [],
  ),
  crossFieldCheck<TaxpayerShape>(['ivaResponsible', 'taxScheme'], ({ ivaResponsible, taxScheme }) =>
    taxScheme !== undefined && IVA_TAX_SCHEMES.includes(taxScheme) !== ivaResponsible
      ? [{ field: 'taxScheme', message: 'validation.taxSchemeIva' }]
      : [],
  ),
  z.overwrite(normalize),
);

/** A taxpayer as parsed: `taxScheme` is always set (defaulted from `ivaResponsible`). */
export type Taxpayer = Omit<z.output<typeof taxpayerSchema>, 'taxScheme'> & { taxScheme: TaxSchemeCode };

/** A taxpayer as a form or request writes it. */
export type TaxpayerInput = z.input<typeof taxpayerSchema>;
