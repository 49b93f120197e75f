import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/** The sandbox provider's saved cards (its side of Mercado Pago's customers and cards). */
export const sandboxSavedCardsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('sandbox_saved_cards')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('customer_id', 'text', (c) => c.notNull())
      .addColumn('payment_method_id', 'text', (c) => c.notNull())
      .addColumn('first_six_digits', 'text', (c) => c.notNull())
      .addColumn('last_four_digits', 'text', (c) => c.notNull())
      .addColumn('expiration_month', 'integer', (c) => c.notNull())
      .addColumn('expiration_year', 'integer', (c) => c.notNull())
      .addColumn('outcome', 'text', (c) => c.notNull())
      .addColumn('created_at', 'timestamptz', (c) => c.notNull())
      .addColumn('deleted_at', 'timestamptz')
      .execute();
    await db.schema
      .createIndex('sandbox_saved_cards_customer_idx')
      .on('sandbox_saved_cards')
      .column('customer_id')
      .execute();
  },
};
