/**
 * DIAN code lists of the electronic-invoice annex (Anexo técnico FE 1.9) that billing information uses,
 * as data with Spanish and English names. Store the code; show the name.
 * @module
 */
import type { LocalizedText } from './localized-text';

/** Taxpayer type codes (`cbc:AdditionalAccountID`): `1` persona jurídica, `2` persona natural. */
export const TAXPAYER_TYPE_CODES = ['1', '2'] as const;

/** One of {@link TAXPAYER_TYPE_CODES}. */
export type TaxpayerTypeCode = (typeof TAXPAYER_TYPE_CODES)[number];

/** Taxpayer types with their names. */
export const TAXPAYER_TYPES: Readonly<Record<TaxpayerTypeCode, LocalizedText>> = {
  '1': { es: 'Persona jurídica', en: 'Legal entity' },
  '2': { es: 'Persona natural', en: 'Natural person' },
};

/** Identification document type codes (`schemeName`, annex table 13.2.1). */
export const DOCUMENT_TYPE_CODES = [
  '11',
  '12',
  '13',
  '21',
  '22',
  '31',
  '41',
  '42',
  '47',
  '48',
  '50',
  '91',
] as const;

/** One of {@link DOCUMENT_TYPE_CODES}. */
export type DocumentTypeCode = (typeof DOCUMENT_TYPE_CODES)[number];

/** What a document type's number looks like and who may use it. */
export interface DocumentTypeInfo {
  /** Name in Spanish and English. */
  name: LocalizedText;
  /** Short label used in selects (`CC`, `NIT`, `PA`…). */
  abbreviation: string;
  /** `numeric`: digits only; `alphanumeric`: letters and digits, hyphens between them (foreign documents). */
  format: 'numeric' | 'alphanumeric';
  /** Shortest and longest accepted number. */
  minLength: number;
  maxLength: number;
  /** Taxpayer types that may be identified with it: legal entities only use a NIT, Colombian or foreign. */
  taxpayerTypes: readonly TaxpayerTypeCode[];
}

const NATURAL = ['2'] as const;
const BOTH = ['1', '2'] as const;

// Colombian numbers are digits within known lengths; a NIT may belong to either taxpayer type.
const numeric = (
  [es, en]: [string, string],
  abbreviation: string,
  [minLength, maxLength]: [number, number],
  taxpayerTypes: readonly TaxpayerTypeCode[] = NATURAL,
): DocumentTypeInfo => ({
  name: { es, en },
  abbreviation,
  format: 'numeric',
  minLength,
  maxLength,
  taxpayerTypes,
});

// Foreign documents vary by country; the bounds only stop obvious typos.
const foreign = (
  [es, en]: [string, string],
  abbreviation: string,
  taxpayerTypes: readonly TaxpayerTypeCode[] = NATURAL,
): DocumentTypeInfo => ({
  name: { es, en },
  abbreviation,
  format: 'alphanumeric',
  minLength: 3,
  maxLength: 20,
  taxpayerTypes,
});

/**
 * Identification document types. Length bounds are deliberately loose (old cédulas have as few as 3
 * digits); the verification digit applies to type `31` (NIT) only.
 */
export const DOCUMENT_TYPES: Readonly<Record<DocumentTypeCode, DocumentTypeInfo>> = {
  '11': numeric(['Registro civil', 'Civil registry'], 'RC', [6, 11]),
  '12': numeric(['Tarjeta de identidad', 'Identity card (minors)'], 'TI', [6, 11]),
  '13': numeric(['Cédula de ciudadanía', 'Citizenship card'], 'CC', [3, 10]),
  '21': foreign(['Tarjeta de extranjería', 'Foreigner card'], 'TE'),
  '22': foreign(['Cédula de extranjería', 'Foreigner ID card'], 'CE'),
  '31': numeric(['NIT', 'NIT (tax ID)'], 'NIT', [3, 15], BOTH),
  '41': foreign(['Pasaporte', 'Passport'], 'PA'),
  '42': foreign(['Documento de identificación extranjero', 'Foreign ID document'], 'DE'),
  '47': foreign(['PEP (Permiso Especial de Permanencia)', 'PEP (special stay permit)'], 'PEP'),
  '48': foreign(['PPT (Permiso por Protección Temporal)', 'PPT (temporary protection permit)'], 'PPT'),
  '50': foreign(['NIT de otro país', 'Foreign tax ID'], 'NIT ext.', BOTH),
  '91': numeric(['NUIP', 'NUIP (personal ID number)'], 'NUIP', [10, 11]),
};

/** The document type that carries a verification digit. */
export const NIT_DOCUMENT_TYPE = '31' as const satisfies DocumentTypeCode;

/** Fiscal responsibility codes of the e-invoice (`cbc:TaxLevelCode`, annex 13.2.6.1); several may apply. */
export const FISCAL_RESPONSIBILITY_CODES = ['O-13', 'O-15', 'O-23', 'O-47', 'R-99-PN'] as const;

/** One of {@link FISCAL_RESPONSIBILITY_CODES}. */
export type FiscalResponsibilityCode = (typeof FISCAL_RESPONSIBILITY_CODES)[number];

/** `R-99-PN`: none of the others applies (also the final consumer); it excludes every other code. */
export const NO_FISCAL_RESPONSIBILITY = 'R-99-PN' as const satisfies FiscalResponsibilityCode;

/** Fiscal responsibilities with their names. */
export const FISCAL_RESPONSIBILITIES: Readonly<Record<FiscalResponsibilityCode, LocalizedText>> = {
  'O-13': { es: 'Gran contribuyente', en: 'Large taxpayer' },
  'O-15': { es: 'Autorretenedor', en: 'Self-withholding agent' },
  'O-23': { es: 'Agente de retención IVA', en: 'VAT (IVA) withholding agent' },
  'O-47': { es: 'Régimen simple de tributación', en: 'Simple tax regime (SIMPLE)' },
  'R-99-PN': { es: 'No aplica – Otros', en: 'Not applicable – others' },
};

/** Tax scheme codes of a party (`cac:TaxScheme/cbc:ID`, annex 13.2.6.2). */
export const TAX_SCHEME_CODES = ['01', '04', 'ZA', 'ZZ'] as const;

/** One of {@link TAX_SCHEME_CODES}. */
export type TaxSchemeCode = (typeof TAX_SCHEME_CODES)[number];

/** Tax schemes with their names. */
export const TAX_SCHEMES: Readonly<Record<TaxSchemeCode, LocalizedText>> = {
  '01': { es: 'IVA', en: 'VAT (IVA)' },
  '04': { es: 'INC (impuesto nacional al consumo)', en: 'National consumption tax (INC)' },
  ZA: { es: 'IVA e INC', en: 'VAT (IVA) and INC' },
  ZZ: { es: 'No aplica', en: 'Not applicable' },
};

/** Tax schemes of a taxpayer responsible for IVA; `04` and `ZZ` are the others. */
export const IVA_TAX_SCHEMES: readonly TaxSchemeCode[] = ['01', 'ZA'];

/**
 * The tax scheme a taxpayer has when the form only asks "¿Responsable de IVA?": `01` (IVA) when
 * responsible, `ZZ` (no aplica) otherwise.
 */
export function defaultTaxScheme(ivaResponsible: boolean): TaxSchemeCode {
  return ivaResponsible ? '01' : 'ZZ';
}
