import { pricePlan } from '@facturo/sdk/billing';
import type { PricedPlan, Service, ServiceId } from '@facturo/sdk/schemas';
import type { Kysely } from 'kysely';
import { toPlan } from '../../billing-core/catalogue-plans';
import type { Database } from '../../db/database.types';

/** Every service, in catalogue order. */
export async function listServices(db: Kysely<Database>): Promise<Service[]> {
  const rows = await db
    .selectFrom('services')
    .select(['id', 'name', 'description'])
    .orderBy('sortOrder')
    .execute();
  return rows.map((row) => ({ id: row.id, name: row.name, description: row.description }));
}

/** The plans on sale (of one service, or all), priced by the sdk, in pricing-table order. */
export async function listPricedPlans(db: Kysely<Database>, serviceId?: ServiceId): Promise<PricedPlan[]> {
  let query = db
    .selectFrom('plans')
    .innerJoin('services', 'services.id', 'plans.serviceId')
    .selectAll('plans')
    .where('plans.active', '=', true)
    .orderBy('services.sortOrder')
    .orderBy('plans.sortOrder');
  if (serviceId) query = query.where('plans.serviceId', '=', serviceId);
  return (await query.execute()).map((row) => pricePlan(toPlan(row)));
}
