import { type Kysely, sql } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * Plan changes: a step down waits for the renewal in `subscriptions.scheduled_plan_id` and
 * `scheduled_billing_cycle` (both set or both null); the audit trail records plan changes with the
 * plans before and after and what was charged.
 */
export const planChangeMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`alter table subscriptions
      add column scheduled_plan_id text,
      add column scheduled_billing_cycle text check (scheduled_billing_cycle in ('monthly', 'annual')),
      add constraint subscriptions_scheduled_change_check
        check ((scheduled_plan_id is null) = (scheduled_billing_cycle is null))`.execute(db);
    await sql`alter table subscription_events drop constraint subscription_events_action_check`.execute(db);
    await sql`alter table subscription_events
      add constraint subscription_events_action_check check (action in (
        'cancellation_scheduled', 'cancellation_undone', 'cancelled_at_period_end',
        'plan_changed', 'plan_change_scheduled', 'plan_change_unscheduled')),
      add column plan_change jsonb,
      add column charged_amount integer not null default 0`.execute(db);
  },
};
