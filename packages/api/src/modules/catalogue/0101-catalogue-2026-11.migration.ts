import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import { PLANS_2026_11 } from './catalogue-2026-11.plans';
import { SERVICES_2026_11 } from './catalogue-2026-11.services';
import { upsertCatalogue } from './catalogue-upsert';

/**
 * The November 2026 catalogue as product data. The catalogue ships as migrations (not as a demo
 * seed) so PostgreSQL in production gets it with the schema, exactly once per version; a price
 * change is a new `catalogue-YYYY-MM` data file and migration, never an edit of this one.
 */
export const catalogue2026Migration: Migration = {
  async up(db: Kysely<unknown>) {
    await upsertCatalogue(db, { services: SERVICES_2026_11, plans: PLANS_2026_11 }, new Date());
  },
};
