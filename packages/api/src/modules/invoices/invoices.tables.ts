import type { DianEnvironment, LocalizedText } from '@facturo/sdk/co';
import type {
  BillingCycle,
  BillingInfo,
  CorrectionConceptCode,
  DianRule,
  DianStatus,
  InvoiceLine,
  InvoicePayment,
  InvoiceStatus,
} from '@facturo/sdk/schemas';
import type { ColumnType, Generated } from 'kysely';
import type { CreditNoteCause } from '../../billing-core/credit-notes';
import type { InvoiceLineKind } from '../../billing-core/invoice-lines';
import type { Json } from '../../db/jsonb';
import type { DocumentKind } from '../../e-invoicing/document-identity';

/** A line as copied onto its invoice (the description in both languages). */
export type InvoiceLineJson = Omit<InvoiceLine, 'description'> & { description: LocalizedText };

/** A payment as copied onto its invoice. */
export type InvoicePaymentJson = InvoicePayment;

/** `invoices`: Facturo's invoices to its customers; the buyer is kept as it was on issue. */
export interface InvoicesTable {
  id: Generated<string>;
  organizationId: string;
  orderId: string | null;
  number: string;
  sequence: number;
  status: InvoiceStatus;
  concept: Json<LocalizedText>;
  buyer: Json<BillingInfo>;
  buyerName: string;
  buyerDocument: string;
  subtotal: number;
  discount: number;
  iva: number;
  total: number;
  /** Payments and credits applied (its status compares this with `total`). */
  amountPaid: number;
  /** The part of `amountPaid` that is a credit, not money: a step up's unused days of the old plan. */
  creditApplied: Generated<number>;
  dueDate: string;
  paidAt: Date | null;
  /** Number and concepts in both languages, lower-cased without accents (for search). */
  searchText: string;
  /** `false` for invoices issued before electronic invoicing (no XML, no CUFE). */
  electronic: Generated<boolean>;
  /** The signed invoice (`dian_documents`); `null` when not electronic. */
  dianDocumentId: string | null;
  createdAt: Date;
  updatedAt: Date;
}

/**
 * `dian_documents`: each signed invoice and credit note, byte for byte, with its state at DIAN; the
 * pending ones are the transmission queue (`nextAttemptAt`).
 */
export interface DianDocumentsTable {
  id: Generated<string>;
  organizationId: string;
  kind: DocumentKind;
  number: string;
  documentKey: string;
  issuedAt: Date;
  issueDate: string;
  environment: DianEnvironment;
  /** The legal document: never updated. */
  signedXml: string;
  status: DianStatus;
  rules: Json<DianRule[]>;
  answeredAt: Date | null;
  /** DIAN's signed ApplicationResponse (on acceptance, and on a rejection when it sent one). */
  applicationResponse: string | null;
  /** DIAN's batch id while an asynchronous transmission is being validated. */
  trackId: string | null;
  attempts: Generated<number>;
  nextAttemptAt: Date | null;
  lastError: string | null;
  /** When the buyer's e-mail (PDF + AttachedDocument) was queued (`queued_emails` says when it left). */
  deliveredAt: Date | null;
  /** Held by the round e-mailing it until then (another round skips it meanwhile). */
  deliveryClaimedUntil: Date | null;
  createdAt: Date;
}

/** `dian_numbering`: the last consecutive used per authorization (prefix + resolution). */
export interface DianNumberingTable {
  prefix: string;
  resolutionNumber: string;
  lastConsecutive: ColumnType<number, number, number>;
}

/** `credit_notes`: the notes voiding or correcting an invoice, and the invoice replacing it, if any. */
export interface CreditNotesTable {
  id: Generated<string>;
  organizationId: string;
  invoiceId: string;
  dianDocumentId: string;
  number: string;
  conceptCode: CorrectionConceptCode;
  /** The reason as the note states it (Spanish). */
  reason: string;
  cause: CreditNoteCause;
  subtotal: number;
  iva: number;
  total: number;
  replacementInvoiceId: string | null;
  createdAt: Date;
}

/** `invoice_lines`: the concepts of an invoice. `lineKey` makes job-made lines idempotent. */
export interface InvoiceLinesTable {
  id: Generated<string>;
  invoiceId: string;
  position: number;
  kind: InvoiceLineKind;
  description: Json<LocalizedText>;
  planId: string | null;
  subscriptionId: string | null;
  billingCycle: BillingCycle | null;
  quantity: number;
  unitPrice: number;
  discount: number;
  subtotal: number;
  ivaRatePercent: number;
  iva: number;
  total: number;
  periodStart: string | null;
  periodEnd: string | null;
  lineKey: string | null;
  adjustmentId: string | null;
}

/**
 * `invoice_snapshots`: each invoice's lines and payments as JSON, kept by triggers on
 * `invoice_lines` and `payments` (never written by code), for the invoice list.
 */
export interface InvoiceSnapshotsTable {
  invoiceId: string;
  lines: ColumnType<InvoiceLineJson[], never, never>;
  payments: ColumnType<InvoicePaymentJson[], never, never>;
}

/**
 * `invoice_counts`: how many invoices an organization has in one status, kept by triggers on
 * `invoices` (never written by code), for the list's total.
 */
export interface InvoiceCountsTable {
  organizationId: string;
  status: InvoiceStatus;
  count: ColumnType<string | number, never, never>;
}

declare module '../../db/database.types' {
  interface Database {
    invoices: InvoicesTable;
    invoiceSnapshots: InvoiceSnapshotsTable;
    invoiceCounts: InvoiceCountsTable;
    invoiceLines: InvoiceLinesTable;
    dianDocuments: DianDocumentsTable;
    dianNumbering: DianNumberingTable;
    creditNotes: CreditNotesTable;
  }
}
