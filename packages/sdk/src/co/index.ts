/**
 * @facturo/sdk/co — The Colombian domain kit: NIT check digit, DIAN codes, DIAN document keys (CUFE, CUDE) and QR,
 * DIVIPOLA, festivos, plain dates in Bogotá, pesos, IVA and the health-sector codes.
 * @module
 */

export type { AddressFormValues } from './address-form';
export { addressFormValues, addressInput, EMPTY_ADDRESS_FORM } from './address-form';
export type { Cie10Code } from './cie10';
export { COMMON_CIE10_CODES, foldForSearch, isCie10Code, normalizeCie10, searchCommonCie10 } from './cie10';
export type { DateStyle } from './date-format';
export { formatDate, formatDateTime } from './date-format';
export type { DateOrder } from './date-text';
export { dateOrderOf, dateText, parseDateText } from './date-text';
export type {
  DocumentTypeCode,
  DocumentTypeInfo,
  FiscalResponsibilityCode,
  TaxpayerTypeCode,
  TaxSchemeCode,
} from './dian-codes';
export {
  DOCUMENT_TYPE_CODES,
  DOCUMENT_TYPES,
  defaultTaxScheme,
  FISCAL_RESPONSIBILITIES,
  FISCAL_RESPONSIBILITY_CODES,
  IVA_TAX_SCHEMES,
  NIT_DOCUMENT_TYPE,
  NO_FISCAL_RESPONSIBILITY,
  TAX_SCHEME_CODES,
  TAX_SCHEMES,
  TAXPAYER_TYPE_CODES,
  TAXPAYER_TYPES,
} from './dian-codes';
export type {
  ApplicationResponseKeyFields,
  CudeFields,
  CufeFields,
  DianEnvironment,
  DocumentKeyFields,
  SoftwareSecurityCodeFields,
} from './dian-document-keys';
export {
  applicationResponseConcatenation,
  applicationResponseCude,
  cude,
  cudeConcatenation,
  cufe,
  cufeConcatenation,
  DIAN_ENVIRONMENTS,
  dianEnvironmentCode,
  formatDianAmount,
  softwareSecurityCode,
} from './dian-document-keys';
export type { DianQrFields } from './dian-qr';
export { dianDocumentUrl, dianQrContent } from './dian-qr';
export type { Department, Municipality, MunicipalityKind } from './divipola';
export {
  DEPARTMENT_CODES,
  departments,
  findMunicipality,
  isDepartmentCode,
  municipalities,
} from './divipola';
export type {
  HealthDocumentTypeCode,
  HealthDocumentTypeInfo,
  HealthRegime,
  PatientSex,
} from './health-codes';
export {
  HEALTH_DOCUMENT_TYPE_CODES,
  HEALTH_DOCUMENT_TYPES,
  HEALTH_REGIME_NAMES,
  HEALTH_REGIMES,
  isValidHealthDocumentNumber,
  PATIENT_SEXES,
  RIPS_SEX_CODES,
} from './health-codes';
export type { Holiday } from './holidays';
export { addBusinessDays, FIRST_HOLIDAY_YEAR, holidays, isBusinessDay, isHoliday } from './holidays';
export type { IvaBreakdown, IvaTreatment } from './iva';
export {
  IVA_GENERAL_RATE_PERCENT,
  IVA_TREATMENTS,
  ivaAmount,
  ivaBreakdown,
  ivaLabelKey,
  ivaRatePercent,
} from './iva';
export type { LocalizedText } from './localized-text';
export { isSpanishLocale, localizedText } from './localized-text';
export { divideHalfUp, formatCOP, groupThousands } from './money';
export { formatNit, isValidNit, NIT_MAX_DIGITS, nitCheckDigit } from './nit';
export type { IsoDate } from './plain-date';
export {
  addDays,
  dateInBogota,
  dayOfWeek,
  daysBetween,
  daysInMonth,
  isIsoDate,
  isoDate,
  isSupportedDate,
  nextDayOfMonth,
  parseIsoDate,
  SUPPORTED_DATES,
} from './plain-date';
export {
  bogotaTimeText,
  bogotaWallClock,
  CSV_SEPARATOR,
  csvField,
  csvRow,
  dayText,
  plainDateCell,
} from './spreadsheet-cells';
export type { StoredTaxpayer, TaxpayerFormValues } from './taxpayer-form';
export {
  documentTypeForTaxpayer,
  EMPTY_TAXPAYER_FORM,
  taxpayerFormValues,
  taxpayerInput,
  verificationDigitFor,
} from './taxpayer-form';
export type { ClockTime } from './time-text';
export { parseTimeText } from './time-text';
