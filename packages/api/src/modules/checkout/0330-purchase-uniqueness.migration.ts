import { type Kysely, sql } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * Purchases that cannot happen twice, enforced by the database so concurrent requests (and several
 * API instances) agree without a read-then-write race:
 * - `subscriptions.exclusive`: `true` for plans that cover the whole organization (every service
 *   but those sold by the unit, `digital_certificate` and `point_of_sale`); a partial unique index
 *   lets an organization hold one pending, active or suspended exclusive subscription per service.
 * - one organization per creator and taxpayer document, so concurrent first purchases of one buyer
 *   end with one organization.
 * Duplicates written before this migration (the double purchases it prevents) are kept, since they
 * were paid for: the later ones are marked non-exclusive (subscriptions) or lose their `created_by`
 * (organizations, whose memberships stay), so the indexes can be built and an operator can refund.
 */
export const purchaseUniquenessMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`alter table subscriptions add column exclusive boolean not null default true`.execute(db);
    await sql`update subscriptions set exclusive = false
      where service_id in ('digital_certificate', 'point_of_sale')`.execute(db);
    await sql`update subscriptions set exclusive = false where id in (
      select id from (
        select id, row_number() over (
          partition by organization_id, service_id order by created_at, id
        ) as position
        from subscriptions
        where exclusive and state in ('pending', 'active', 'suspended')
      ) ranked where position > 1
    )`.execute(db);
    await sql`create unique index subscriptions_held_service_key on subscriptions (organization_id, service_id)
      where exclusive and state in ('pending', 'active', 'suspended')`.execute(db);

    await sql`update organizations set created_by = null where id in (
      select id from (
        select id, row_number() over (
          partition by created_by, document_type, document_number order by created_at, id
        ) as position
        from organizations
        where created_by is not null
      ) ranked where position > 1
    )`.execute(db);
    await sql`create unique index organizations_creator_document_key
      on organizations (created_by, document_type, document_number) where created_by is not null`.execute(db);
  },
};
