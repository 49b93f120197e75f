import type { LocalizedText } from '@facturo/sdk/co';
import type { Plan } from '@facturo/sdk/schemas';
import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../db/database.types';

/** A plan row as the sdk's `Plan` (the certificate's validity only when it has one). */
export function toPlan(row: Selectable<Database['plans']>): Plan {
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
