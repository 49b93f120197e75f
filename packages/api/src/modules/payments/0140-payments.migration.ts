import { type Kysely, sql } from 'kysely';
import type { Migration } from 'kysely/migration';
import { createJsonCopyTriggers } from '../invoices/invoice-json-triggers';

const STATUSES = sql`('pending', 'in_process', 'approved', 'rejected', 'cancelled', 'refunded')`;

/** Payments (copied as JSON into `invoice_snapshots` by a trigger), and the sandbox provider's tokens and ledger. */
export const paymentsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('payments')
      .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
      .addColumn('organization_id', 'uuid', (c) =>
        c.notNull().references('organizations.id').onDelete('cascade'),
      )
      .addColumn('order_id', 'uuid', (c) => c.references('orders.id').onDelete('set null'))
      .addColumn('invoice_id', 'uuid', (c) => c.notNull().references('invoices.id').onDelete('cascade'))
      .addColumn('provider', 'text', (c) => c.notNull())
      .addColumn('provider_payment_id', 'text')
      .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ${STATUSES}`))
      .addColumn('status_detail', 'text', (c) => c.notNull())
      .addColumn('amount', 'integer', (c) => c.notNull())
      .addColumn('iva', 'integer', (c) => c.notNull())
      .addColumn('installments', 'integer', (c) => c.notNull())
      .addColumn('payment_method_id', 'text')
      .addColumn('issuer_id', 'text')
      .addColumn('issuer', 'text')
      .addColumn('bank', 'text')
      .addColumn('bank_transfer_id', 'text')
      .addColumn('card_last_four', 'text')
      .addColumn('ip_address', 'text')
      .addColumn('transaction_date', 'timestamptz')
      .addColumn('provider_updated_at', 'timestamptz')
      .addColumn('created_at', 'timestamptz', (c) => c.notNull())
      .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
      .addUniqueConstraint('payments_provider_payment_key', ['provider', 'provider_payment_id'])
      .execute();
    await createJsonCopyTriggers(db, {
      table: 'payments',
      column: 'payments',
      object: `jsonb_build_object('id', s.id, 'status', s.status, 'status_detail', s.status_detail, 'amount', s.amount,
        'transaction_date', s.transaction_date, 'transaction_id', s.provider_payment_id, 'ip_address', s.ip_address,
        'bank_transfer_id', s.bank_transfer_id, 'bank', s.bank, 'issuer', s.issuer, 'installments', s.installments,
        'card_last_four', s.card_last_four, 'payment_method_id', s.payment_method_id)`,
      orderBy: 's.created_at, s.id',
    });
    await db.schema.createIndex('payments_invoice_idx').on('payments').column('invoice_id').execute();
    await db.schema
      .createIndex('payments_organization_idx')
      .on('payments')
      .columns(['organization_id', 'created_at'])
      .execute();
    await db.schema
      .createIndex('payments_open_idx')
      .on('payments')
      .columns(['status', 'updated_at'])
      .execute();

    await db.schema
      .createTable('sandbox_card_tokens')
      .addColumn('token_hash', 'text', (c) => c.primaryKey())
      .addColumn('payment_method_id', 'text', (c) => c.notNull())
      .addColumn('first_six_digits', 'text', (c) => c.notNull())
      .addColumn('last_four_digits', 'text', (c) => c.notNull())
      .addColumn('expiration_month', 'integer', (c) => c.notNull())
      .addColumn('expiration_year', 'integer', (c) => c.notNull())
      .addColumn('outcome', 'text', (c) => c.notNull())
      .addColumn('created_at', 'timestamptz', (c) => c.notNull())
      .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
      .addColumn('used_at', 'timestamptz')
      .execute();

    await sql`create table sandbox_payments (
      id bigint generated always as identity (start with 1000000001) primary key,
      idempotency_key text not null unique,
      external_reference text not null,
      status text not null,
      status_detail text not null,
      amount integer not null,
      iva integer not null,
      installments integer not null,
      payment_method_id text not null,
      last_four_digits text not null,
      description text not null,
      payer_email text not null,
      date_created timestamptz not null,
      date_approved timestamptz,
      date_last_updated timestamptz not null,
      settle_at timestamptz
    )`.execute(db);
    await db.schema
      .createIndex('sandbox_payments_reference_idx')
      .on('sandbox_payments')
      .column('external_reference')
      .execute();
    await db.schema
      .createIndex('sandbox_payments_settle_idx')
      .on('sandbox_payments')
      .column('settle_at')
      .execute();
  },
};
