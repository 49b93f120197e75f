import { type Kysely, sql } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * Electronic invoices (issue 14):
 * - `dian_documents`: every signed invoice and credit note, its XML byte for byte, its CUFE/CUDE and
 *   its state at DIAN (the transmission queue: attempts, next attempt, DIAN's answer);
 * - `dian_numbering`: the last consecutive used per numbering authorization (and per credit-note
 *   prefix), moved inside the issuing transaction so a rolled-back issue consumes no number;
 * - `credit_notes`: the notes that void or correct an invoice;
 * - `invoices.electronic` (existing invoices are carried forward as `false`: no documents, no CUFE)
 *   and `invoices.dian_document_id`;
 * - `payments.invoice_id` becomes nullable: a purchase's payment has no invoice until it is approved,
 *   and `orders.purchase` keeps what the purchase is for until then;
 * - `outbox_emails.attachments`: the PDF and AttachedDocument e-mailed to the buyer.
 */
export const electronicInvoicesMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('dian_documents')
      .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
      .addColumn('organization_id', 'uuid', (c) =>
        c.notNull().references('organizations.id').onDelete('cascade'),
      )
      .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('invoice', 'credit-note')`))
      .addColumn('number', 'text', (c) => c.notNull().unique())
      .addColumn('document_key', 'text', (c) => c.notNull())
      .addColumn('issued_at', 'timestamptz', (c) => c.notNull())
      .addColumn('issue_date', 'text', (c) => c.notNull())
      .addColumn('environment', 'text', (c) => c.notNull().check(sql`environment in ('test', 'production')`))
      .addColumn('signed_xml', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) =>
        c.notNull().check(sql`status in ('pending', 'accepted', 'rejected')`),
      )
      .addColumn('rules', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
      .addColumn('answered_at', 'timestamptz')
      .addColumn('application_response', 'text')
      .addColumn('track_id', 'text')
      .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('next_attempt_at', 'timestamptz')
      .addColumn('last_error', 'text')
      .addColumn('delivered_at', 'timestamptz')
      .addColumn('created_at', 'timestamptz', (c) => c.notNull())
      .execute();
    await sql`create index dian_documents_queue_idx on dian_documents (next_attempt_at) where status = 'pending'`.execute(
      db,
    );
    await sql`create index dian_documents_delivery_idx on dian_documents (created_at) where status = 'accepted' and delivered_at is null`.execute(
      db,
    );
    await db.schema
      .createTable('dian_numbering')
      .addColumn('prefix', 'text', (c) => c.notNull())
      .addColumn('resolution_number', 'text', (c) => c.notNull())
      .addColumn('last_consecutive', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('dian_numbering_pkey', ['prefix', 'resolution_number'])
      .execute();
    await db.schema
      .alterTable('invoices')
      .addColumn('electronic', 'boolean', (c) => c.notNull().defaultTo(false))
      .execute();
    await db.schema
      .alterTable('invoices')
      .addColumn('dian_document_id', 'uuid', (c) => c.references('dian_documents.id').unique())
      .execute();
    await db.schema
      .createTable('credit_notes')
      .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
      .addColumn('organization_id', 'uuid', (c) =>
        c.notNull().references('organizations.id').onDelete('cascade'),
      )
      .addColumn('invoice_id', 'uuid', (c) => c.notNull().references('invoices.id').onDelete('cascade'))
      .addColumn('dian_document_id', 'uuid', (c) => c.notNull().unique().references('dian_documents.id'))
      .addColumn('number', 'text', (c) => c.notNull().unique())
      .addColumn('concept_code', 'text', (c) => c.notNull())
      .addColumn('reason', 'text', (c) => c.notNull())
      .addColumn('cause', 'text', (c) => c.notNull())
      .addColumn('subtotal', 'integer', (c) => c.notNull())
      .addColumn('iva', 'integer', (c) => c.notNull())
      .addColumn('total', 'integer', (c) => c.notNull())
      .addColumn('replacement_invoice_id', 'uuid', (c) => c.references('invoices.id'))
      .addColumn('created_at', 'timestamptz', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('credit_notes_invoice_idx').on('credit_notes').column('invoice_id').execute();
    await db.schema
      .alterTable('payments')
      .alterColumn('invoice_id', (c) => c.dropNotNull())
      .execute();
    await db.schema.alterTable('orders').addColumn('purchase', 'jsonb').execute();
    await db.schema
      .alterTable('outbox_emails')
      .addColumn('attachments', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
      .execute();
  },
};
