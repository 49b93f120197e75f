import {
  type LocalizedText,
  type Plan,
  type PricedPlan,
  pricePlan,
  type Service,
  type ServiceId,
} from '@facturo/sdk';
import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/database.types';
import type { PlansTable } from './catalogue.tables';

/** A plan row as the sdk's `Plan` (the certificate's validity only when it has one). */
export function toPlan(row: Selectable<PlansTable>): Plan {
  return {
    id: row.id,
    serviceId: row.serviceId,
    name: row.name,
    documentsIncluded: row.documentsIncluded,
    documentsPeriod: row.documentsPeriod,
    monthlyPrice: row.monthlyPrice,
    annualPrice: row.annualPrice,
    ivaTreatment: row.ivaTreatment,
    features: row.features,
    highlighted: row.highlighted,
    ...(row.certificateValidityYears === 1 || row.certificateValidityYears === 2
      ? { certificateValidityYears: row.certificateValidityYears }
      : {}),
    sortOrder: row.sortOrder,
  };
}

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

/** A plan with its service's name and whether it is still on sale. */
export interface CataloguePlan {
  plan: Plan;
  serviceName: LocalizedText;
  active: boolean;
}

/**
 * Plans by id, including retired ones (a renewal still prices its plan); `active` says whether it
 * can still be bought.
 */
export async function plansById(
  db: Pick<Kysely<Database>, 'selectFrom'>,
  ids: readonly string[],
): Promise<Map<string, CataloguePlan>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('plans')
    .innerJoin('services', 'services.id', 'plans.serviceId')
    .selectAll('plans')
    .select('services.name as serviceName')
    .where('plans.id', 'in', [...new Set(ids)])
    .execute();
  return new Map(
    rows.map((row) => [row.id, { plan: toPlan(row), serviceName: row.serviceName, active: row.active }]),
  );
}
