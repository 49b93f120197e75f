import type { Invoice } from '../schemas/invoice.schema';

/**
 * What is left to pay on an invoice: its total less the credit applied to it (a plan change's
 * unused days) and the money paid. The one sum behind "Saldo pendiente" and the amount a payment
 * of the invoice charges; `amountPaid` alone is only the money, so `total - amountPaid` would ask
 * a plan change's buyer for the credit again.
 *
 * @example invoiceBalance({ total: 45_000, creditApplied: 33_000, amountPaid: 12_000 }) // 0
 */
export const invoiceBalance = (invoice: Pick<Invoice, 'total' | 'creditApplied' | 'amountPaid'>): number =>
  Math.max(0, invoice.total - invoice.creditApplied - invoice.amountPaid);
