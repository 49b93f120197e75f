/**
 * Code lists of Colombian health care that a patient record needs beyond the DIAN ones: the
 * identification types of the health system, sex at birth and the health-insurance regime. They are
 * the codes MinSalud's RIPS (Res. 2275 de 2023) uses, so a clinic's data can later feed RIPS and the
 * health-sector electronic invoice without translation.
 * @module
 */
import { DOCUMENT_TYPES, type DocumentTypeCode } from './dian-codes';
import type { LocalizedText } from './localized-text';

/**
 * Identification types of the health system (MinSalud's SISPRO reference table used by RIPS,
 * `tipoDocumentoIdentificacion`). Besides the documents DIAN knows, it has the ones a clinic meets
 * every day: a newborn's certificate (CN), people who arrive without any document (AS adults, MS
 * minors), diplomats (CD) and Migración Colombia's safe-conduct (SC).
 */
export const HEALTH_DOCUMENT_TYPE_CODES = [
  'CC',
  'TI',
  'RC',
  'CN',
  'CE',
  'PA',
  'PE',
  'PT',
  'DE',
  'CD',
  'SC',
  'AS',
  'MS',
] as const;

/** One of {@link HEALTH_DOCUMENT_TYPE_CODES}. */
export type HealthDocumentTypeCode = (typeof HEALTH_DOCUMENT_TYPE_CODES)[number];

/** What a health identification type looks like and what DIAN calls it. */
export interface HealthDocumentTypeInfo {
  name: LocalizedText;
  /** `numeric`: digits only; `alphanumeric`: letters and digits, hyphens between them. */
  format: 'numeric' | 'alphanumeric';
  minLength: number;
  maxLength: number;
  /**
   * The DIAN document type (annex table 13.2.1) of the same document, for invoicing the patient;
   * `null` when DIAN has none (a newborn, an unidentified person): the invoice then goes to whoever
   * pays for the care.
   */
  dianCode: DocumentTypeCode | null;
}

// Types DIAN also knows keep DIAN's own name and number rules, so both lists always agree.
const fromDian = (dianCode: DocumentTypeCode): HealthDocumentTypeInfo => {
  const { name, format, minLength, maxLength } = DOCUMENT_TYPES[dianCode];
  return { name, format, minLength, maxLength, dianCode };
};

// The others have no national number format; the bounds only stop obvious typos. An unidentified
// person's "number" is the one the provider assigns (often municipality code + a consecutive).
const healthOnly = (es: string, en: string): HealthDocumentTypeInfo => ({
  name: { es, en },
  format: 'alphanumeric',
  minLength: 3,
  maxLength: 20,
  dianCode: null,
});

/** Each health identification type with its name, number rules and DIAN equivalent. */
export const HEALTH_DOCUMENT_TYPES: Readonly<Record<HealthDocumentTypeCode, HealthDocumentTypeInfo>> = {
  CC: fromDian('13'),
  TI: fromDian('12'),
  RC: fromDian('11'),
  CN: healthOnly('Certificado de nacido vivo', 'Live birth certificate'),
  CE: fromDian('22'),
  PA: fromDian('41'),
  PE: fromDian('47'),
  PT: fromDian('48'),
  DE: fromDian('42'),
  CD: healthOnly('Carné diplomático', 'Diplomatic ID card'),
  SC: healthOnly('Salvoconducto de permanencia', 'Safe-conduct (salvoconducto)'),
  AS: healthOnly('Adulto sin identificación', 'Adult without identification'),
  MS: healthOnly('Menor sin identificación', 'Minor without identification'),
};

/**
 * Whether `number` is well formed for a health identification type: digits within the bounds for
 * numeric types; letters, digits and inner hyphens for the others. Dots and spaces must already be
 * removed.
 */
export function isValidHealthDocumentNumber(type: HealthDocumentTypeCode, number: string): boolean {
  const info = HEALTH_DOCUMENT_TYPES[type];
  const pattern = info.format === 'numeric' ? /^\d+$/ : /^[A-Za-z0-9]+(?:-[A-Za-z0-9]+)*$/;
  return pattern.test(number) && number.length >= info.minLength && number.length <= info.maxLength;
}

/** Sex at birth as RIPS records it (`codSexo`): H hombre, M mujer, I indeterminado/intersexual. */
export const PATIENT_SEXES = ['female', 'male', 'indeterminate'] as const;

/** One of {@link PATIENT_SEXES}. */
export type PatientSex = (typeof PATIENT_SEXES)[number];

/** The RIPS code of each sex. */
export const RIPS_SEX_CODES: Readonly<Record<PatientSex, 'M' | 'H' | 'I'>> = {
  female: 'M',
  male: 'H',
  indeterminate: 'I',
};

/**
 * How a patient is covered by the health system (Ley 100 de 1993): the contributory regime (people
 * who pay contributions and their beneficiaries), the subsidized regime, the special and exception
 * regimes (armed forces, police, teachers' fund, Ecopetrol, public universities), or not insured at
 * all (the patient or another payer covers the care).
 */
export const HEALTH_REGIMES = ['contributory', 'subsidized', 'special', 'uninsured'] as const;

/** One of {@link HEALTH_REGIMES}. */
export type HealthRegime = (typeof HEALTH_REGIMES)[number];

/** The regimes with their names. */
export const HEALTH_REGIME_NAMES: Readonly<Record<HealthRegime, LocalizedText>> = {
  contributory: { es: 'Contributivo', en: 'Contributory' },
  subsidized: { es: 'Subsidiado', en: 'Subsidized' },
  special: { es: 'Especial o de excepción', en: 'Special or exception regime' },
  uninsured: { es: 'No asegurado', en: 'Uninsured' },
};
