import { type Kysely, sql } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * `payments.refund_reason`: set when an approval arrives for an invoice that can no longer take it
 * (already paid, expired, cancelled or refunded). The money is not booked; it is owed back. Numbered
 * after every earlier migration because databases already migrated only accept later names.
 */
export const paymentsRefundDueMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('payments')
      .addColumn('refund_reason', 'text', (c) =>
        c.check(
          sql`refund_reason in ('invoice_paid', 'invoice_expired', 'invoice_cancelled', 'invoice_refunded')`,
        ),
      )
      .execute();
    await sql`create index payments_refund_due_idx on payments (created_at) where refund_reason is not null and status = 'approved'`.execute(
      db,
    );
  },
};
