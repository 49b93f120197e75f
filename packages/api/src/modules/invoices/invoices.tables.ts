import type { LocalizedText } from '@facturo/sdk/co';
import type {
  BillingCycle,
  BillingInfo,
  InvoiceLine,
  InvoicePayment,
  InvoiceStatus,
} from '@facturo/sdk/schemas';
import type { ColumnType, Generated } from 'kysely';
import type { InvoiceLineKind } from '../../billing-core/invoice-lines';

/** A `jsonb` column: written with `jsonb(value)`, read as `T`. */
type Json<T> = ColumnType<T, unknown, unknown>;

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
  amountPaid: number;
  dueDate: string;
  paidAt: Date | null;
  /** Number and concepts in both languages, lower-cased without accents (for search). */
  searchText: string;
  createdAt: Date;
  updatedAt: Date;
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

declare module '../../db/database.types' {
  interface Database {
    invoices: InvoicesTable;
    invoiceSnapshots: InvoiceSnapshotsTable;
    invoiceLines: InvoiceLinesTable;
  }
}
