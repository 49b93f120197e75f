import type {
  DianEnvironment,
  DocumentTypeCode,
  FiscalResponsibilityCode,
  IsoDate,
  TaxpayerTypeCode,
  TaxSchemeCode,
} from '@facturo/sdk/co';

/** A Colombian address as Facturo stores it: codes, not names (the documents print DIVIPOLA's names). */
export interface PartyAddress {
  /** DANE municipality code, five digits (`05001` Medellín); the department is its first two digits. */
  municipalityCode: string;
  /** Street address as written on the RUT (`Calle 10 # 43A-30, oficina 501`). */
  line: string;
  /** 4-72 postal code (six digits), when known. */
  postalCode?: string;
}

/** A taxpayer on a document: the issuer or the buyer, with the data DIAN's annex asks for. */
export interface Party {
  /** `1` persona jurídica, `2` persona natural (`cbc:AdditionalAccountID`). */
  taxpayerType: TaxpayerTypeCode;
  /** DIAN identification document type (`31` NIT, `13` cédula…). */
  documentType: DocumentTypeCode;
  /** The number without its check digit; for a NIT the documents compute the DV themselves. */
  documentNumber: string;
  /** Razón social, or the person's full name. */
  legalName: string;
  /** Nombre comercial, when it differs from the legal name. */
  tradeName?: string;
  /** Responsabilidades fiscales (`O-13`, `R-99-PN`…), as on the RUT. */
  fiscalResponsibilities: readonly FiscalResponsibilityCode[];
  /** Tax scheme: `01` IVA, `04` INC, `ZA` both, `ZZ` no aplica. */
  taxScheme: TaxSchemeCode;
  address: PartyAddress;
  /** Where documents are received (the buyer's is where DIAN's container is sent). */
  email: string;
  phone?: string;
}

/** The issuer: always identified by NIT. */
export interface Issuer extends Party {
  documentType: '31';
  /** Matrícula mercantil, printed in `CorporateRegistrationScheme` when the issuer has one. */
  commercialRegistration?: string;
}

/**
 * The numbering authorization (resolución de facturación) DIAN granted for invoices: what
 * `sts:InvoiceControl` declares and the technical key the CUFE needs.
 */
export interface NumberingAuthorization {
  /** Número de resolución (`18760000001`). */
  resolutionNumber: string;
  /** First and last day invoices may be issued under it (the resolution's vigencia). */
  validFrom: IsoDate;
  validTo: IsoDate;
  /** Up to four letters or digits, written before the consecutive (`SETP`). */
  prefix: string;
  /** The authorized range of consecutives, both included. */
  rangeFrom: number;
  rangeTo: number;
  /** Clave técnica of the range (DIAN's portal or `GetNumberingRange`). */
  technicalKey: string;
}

/** The invoicing software as registered with DIAN (for Facturo's own invoices, "software propio"). */
export interface SoftwareIdentity {
  /** Identificador del software (a UUID DIAN assigns). */
  id: string;
  /** The PIN chosen when the software was registered; it enters the CUDE and the security code. */
  pin: string;
  /** NIT (without check digit) of the software provider: the issuer itself for software propio. */
  providerNit: string;
}

/** Everything a deployment configures once to issue documents; no database involved. */
export interface EInvoicingSettings {
  /** `test` (habilitación) or `production`: ProfileExecutionID, the keys and the QR address follow it. */
  environment: DianEnvironment;
  issuer: Issuer;
  software: SoftwareIdentity;
  /** The authorization invoices are numbered under. */
  authorization: NumberingAuthorization;
}
