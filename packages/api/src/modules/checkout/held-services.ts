import { isSoldByUnit, SERVICE_HOLDING_STATES } from '@facturo/sdk/billing';
import type { Kysely, Transaction } from 'kysely';
import type { CataloguePlan } from '../../billing-core/catalogue-plans';
import type { Database } from '../../db/database.types';
import { isUniqueViolation } from '../../db/sql-state';
import { conflict } from '../../http/api-problem';

/** The partial unique index of migration 0330: one held subscription per organization and service. */
const HELD_SERVICE_INDEX = 'subscriptions_held_service_key';

/** `true` when `error` is the database refusing a second held subscription of one service. */
export function isHeldServiceConflict(error: unknown): boolean {
  return isUniqueViolation(error, HELD_SERVICE_INDEX);
}

/**
 * Refuses a purchase of a service the organization already holds (409): `plan_already_owned` when it
 * has the service (active, or suspended until paid), `plan_purchase_in_progress` when the first
 * payment of another purchase of it is still being settled. Services sold by the unit are never
 * refused. The unique index is what guarantees the rule under concurrency; this check only gives the
 * buyer the precise reason before anything is written.
 */
export async function assertServicesFree(
  db: Kysely<Database> | Transaction<Database>,
  organizationId: string,
  plans: Iterable<CataloguePlan>,
): Promise<void> {
  const services = [...plans].map((item) => item.plan.serviceId).filter((service) => !isSoldByUnit(service));
  if (!services.length) return;
  const held = await db
    .selectFrom('subscriptions')
    .select(['state'])
    .where('organizationId', '=', organizationId)
    .where('exclusive', '=', true)
    .where('serviceId', 'in', services)
    .where('state', 'in', [...SERVICE_HOLDING_STATES])
    .orderBy('createdAt')
    .executeTakeFirst();
  if (held) throw conflict(held.state === 'pending' ? 'plan_purchase_in_progress' : 'plan_already_owned');
}
