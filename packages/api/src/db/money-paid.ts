// Here, beside the tables' plumbing, because it reads a column the way every layer that presents an
// invoice must (the invoices module, and the webhooks below billing-core).

/**
 * The money paid on an invoice (cards, PSE…), as every reader outside settlement tells it: the
 * `invoices.amount_paid` column also counts the credit a plan change applied (the old plan's unused
 * days), because the invoice's status needs all that settled it, so the credit is taken off here and
 * told apart (`creditApplied`): total = credit + money paid + balance.
 */
export const moneyPaid = (invoice: { amountPaid: number; creditApplied: number }): number =>
  invoice.amountPaid - invoice.creditApplied;
