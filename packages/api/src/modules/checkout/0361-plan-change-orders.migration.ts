import { type Kysely, sql } from 'kysely';
import type { Migration } from 'kysely/migration';

/** Orders may also be a paid plan change (`plan_change`), with the same idempotency rules. */
export const planChangeOrdersMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`alter table orders drop constraint orders_kind_check`.execute(db);
    await sql`alter table orders add constraint orders_kind_check
      check (kind in ('purchase', 'invoice_payment', 'plan_change'))`.execute(db);
  },
};
