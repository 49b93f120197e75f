/** Invoice statuses that still wait for money: an invoice in one of them is open. */
export const OPEN_INVOICE_STATUSES = ['unpaid', 'pending', 'in_process', 'partially_paid'] as const;
