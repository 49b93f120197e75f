import type { IsoDate, IvaTreatment } from '@facturo/sdk/co';
import type { CorrectionConceptCode, PAYMENT_METHODS, PaymentMeansCode } from './dian-code-lists';
import type { Party } from './e-invoicing-settings.types';

/** A line of an invoice or credit note. Amounts are whole pesos, as everywhere in Facturo. */
export interface DocumentLineInput {
  /** The seller's code of what is sold (plan id, `reconnection-fee`…), `StandardItemIdentification`. */
  code: string;
  /** What the buyer reads, in Spanish. */
  description: string;
  /** Whole units, at least 1. */
  quantity: number;
  /** Price of one unit before IVA. */
  unitPrice: number;
  ivaTreatment: IvaTreatment;
  /**
   * The line's IVA as it was charged; by default 19 % of `quantity × unitPrice` rounded half-up. Give it
   * when the price list rounded per unit (`quantity × unit IVA`); it must stay within one peso per unit
   * of 19 %, and be 0 for an excluded line.
   */
  iva?: number;
}

/** How and when the document is paid (`cac:PaymentMeans`). */
export interface PaymentTerms {
  /** `cash` (contado: paid on issue) or `credit` (crédito: paid by `dueDate`). */
  method: keyof typeof PAYMENT_METHODS;
  /** Medio de pago: `48` card, `47` bank transfer (PSE)… */
  meansCode: PaymentMeansCode;
  /** Fecha de vencimiento; for `cash`, the issue date. */
  dueDate: IsoDate;
  /** The payment's own reference (the provider's transaction id), when there is one. */
  reference?: string;
}

/** What an electronic invoice is built from: the sale; the issuer and numbering come from the settings. */
export interface ElectronicInvoiceInput {
  /** The consecutive within the authorization's range; the number is the prefix followed by it. */
  sequence: number;
  /** The instant of issue; the document's date and time are written in Bogotá time. */
  issuedAt: Date;
  buyer: Party;
  lines: readonly DocumentLineInput[];
  payment: PaymentTerms;
  /** Free text printed on the document (`cbc:Note`). */
  note?: string;
}

/** The invoice a credit note corrects: the data `cac:BillingReference` repeats. */
export interface CorrectedInvoice {
  number: string;
  /** Its CUFE. */
  cufe: string;
  issueDate: IsoDate;
}

/** What a credit note (type 91, referencing an invoice) is built from. */
export interface CreditNoteInput {
  /** The credit notes' own prefix (`NC`); credit notes need no numbering authorization. */
  prefix: string;
  sequence: number;
  issuedAt: Date;
  buyer: Party;
  /** What is credited: the whole invoice's lines to void it, or the part being corrected. */
  lines: readonly DocumentLineInput[];
  correction: {
    invoice: CorrectedInvoice;
    concept: CorrectionConceptCode;
    /** Why, in Spanish (`Cambio de la fecha de facturación`). */
    description: string;
  };
  /** How the credit is returned, when money goes back (a refund). */
  payment?: PaymentTerms;
  note?: string;
}
