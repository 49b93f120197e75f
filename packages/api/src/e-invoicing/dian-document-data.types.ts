import type { DianEnvironment, IsoDate } from '@facturo/sdk/co';
import type { DocumentKind } from './document-identity';
import type { NumberingAuthorization } from './e-invoicing-settings.types';

/** A party as a document states it. */
export interface PartyData {
  /** `cbc:RegistrationName`. */
  legalName: string;
  /** `cac:PartyName`, when it differs from the legal name. */
  tradeName?: string;
  /** `1` persona jurídica, `2` persona natural. */
  taxpayerType: string;
  /** DIAN document type (`schemeName`), number, and the NIT's check digit (`schemeID`) when there is one. */
  documentType: string;
  documentNumber: string;
  checkDigit?: string;
  fiscalResponsibilities: string[];
  taxScheme: string;
  taxSchemeName: string;
  address: {
    municipalityCode: string;
    cityName: string;
    departmentCode: string;
    departmentName: string;
    line: string;
    postalCode?: string;
  };
  email?: string;
  phone?: string;
}

/** A line as the document states it; amounts in pesos. */
export interface LineData {
  code: string;
  description: string;
  quantity: number;
  unitPrice: number;
  subtotal: number;
  /** The IVA rate in percent; `undefined` for an IVA-excluded line (no tax on it). */
  ivaRatePercent?: number;
  iva: number;
}

/**
 * Everything an invoice or credit note states, read back from its XML: what the graphic
 * representation prints and what a validator recomputes (CUFE/CUDE, totals, check digits, numbering).
 */
export interface DianDocumentData {
  kind: DocumentKind;
  number: string;
  /** `cbc:UUID`: the CUFE or CUDE. */
  documentKey: string;
  keyScheme: string;
  /** From `cbc:ProfileExecutionID`. */
  environment: DianEnvironment;
  issueDate: IsoDate;
  /** `HH:MM:SS-05:00`. */
  issueTime: string;
  /** Invoices only (`cbc:DueDate`). */
  dueDate?: IsoDate;
  note?: string;
  issuer: PartyData;
  buyer: PartyData;
  /** Invoices only (`sts:InvoiceControl`); the technical key is never in a document. */
  authorization?: Omit<NumberingAuthorization, 'technicalKey'>;
  software: { providerNit: string; id: string; securityCode: string };
  /** `sts:QRCode`. */
  qrContent: string;
  lines: LineData[];
  /** `cac:LegalMonetaryTotal` and the document's taxes by scheme (`01` IVA, `04` INC, `03` ICA). */
  totals: { subtotal: number; taxableBase: number; iva: number; inc: number; ica: number; total: number };
  payment?: { methodCode: string; meansCode: string; dueDate?: IsoDate; reference?: string };
  /** Credit notes only: what they correct. */
  correction?: {
    invoiceNumber: string;
    invoiceKey: string;
    invoiceIssueDate: IsoDate;
    conceptCode: string;
    description: string;
  };
}
