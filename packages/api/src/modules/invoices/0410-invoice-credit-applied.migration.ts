import { type Kysely, sql } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * `invoices.credit_applied`: the part of `amount_paid` that is a credit and not money, so the
 * invoice can say what was charged and what was credited. A step up's invoice is settled by the
 * unused days of the plan it replaces (credited by a credit note on the invoice that paid them) and
 * by the card for the difference; `amount_paid` keeps both, as the invoice's status needs. Step ups
 * paid before this migration get theirs from their order (`orders.purchase.planChange.creditTotal`),
 * and their history entries ("Se cobró …") the card's part instead of the invoice's total.
 */
export const invoiceCreditAppliedMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`alter table invoices add column credit_applied integer not null default 0`.execute(db);
    await sql`update invoices set credit_applied = (orders.purchase -> 'planChange' ->> 'creditTotal')::integer
      from orders
      where orders.invoice_id = invoices.id and orders.purchase -> 'planChange' ->> 'creditTotal' is not null`.execute(
      db,
    );
    // Only a step up paid by card has a credit; a step down applied at renewal credits nothing.
    await sql`update subscription_events set charged_amount = greatest(0, charged_amount - credited_amount)
      where action = 'plan_changed' and credited_amount > 0`.execute(db);
  },
};
