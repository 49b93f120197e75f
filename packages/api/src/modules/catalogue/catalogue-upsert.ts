import { type Plan, planSchema, type Service, serviceSchema } from '@facturo/sdk/schemas';
import { type Kysely, sql } from 'kysely';
import { safeParse } from 'zod/mini';

/** A complete catalogue version: every service and every plan on sale. */
export interface CatalogueVersion {
  services: readonly Service[];
  plans: readonly Plan[];
}

function checked<T>(schema: Parameters<typeof safeParse>[0], value: T, what: string): T {
  const result = safeParse(schema, value);
  if (!result.success) {
    throw new Error(`Catalogue ${what} is invalid: ${JSON.stringify(result.error.issues).slice(0, 500)}`);
  }
  return value;
}

/**
 * Writes a catalogue version: inserts or updates every service and plan (checked with the sdk's
 * schemas first, so a typo fails the migration instead of reaching a pricing table) and retires
 * plans that are no longer listed (`active = false`; their subscriptions keep working).
 * Idempotent: running it twice leaves the same rows. Uses snake_case SQL, as migrations do, and
 * runs inside the migration's transaction.
 */
export async function upsertCatalogue(
  db: Kysely<unknown>,
  version: CatalogueVersion,
  now: Date,
): Promise<void> {
  const services = version.services.map((service) =>
    checked(serviceSchema, service, `service ${service.id}`),
  );
  const plans = version.plans.map((plan) => checked(planSchema, plan, `plan ${plan.id}`));
  for (const [index, service] of services.entries()) {
    await sql`insert into services (id, name, description, sort_order, updated_at)
      values (${service.id}, ${JSON.stringify(service.name)}::jsonb, ${JSON.stringify(service.description)}::jsonb, ${index + 1}, ${now})
      on conflict (id) do update set name = excluded.name, description = excluded.description,
        sort_order = excluded.sort_order, updated_at = excluded.updated_at`.execute(db);
  }
  for (const plan of plans) {
    await sql`insert into plans (id, service_id, name, documents_included, documents_period, monthly_price,
        annual_price, iva_treatment, features, highlighted, certificate_validity_years, sort_order, active, updated_at)
      values (${plan.id}, ${plan.serviceId}, ${JSON.stringify(plan.name)}::jsonb, ${plan.documentsIncluded},
        ${plan.documentsPeriod}, ${plan.monthlyPrice}, ${plan.annualPrice}, ${plan.ivaTreatment},
        ${JSON.stringify(plan.features)}::jsonb, ${plan.highlighted}, ${plan.certificateValidityYears ?? null},
        ${plan.sortOrder}, true, ${now})
      on conflict (id) do update set service_id = excluded.service_id, name = excluded.name,
        documents_included = excluded.documents_included, documents_period = excluded.documents_period,
        monthly_price = excluded.monthly_price, annual_price = excluded.annual_price,
        iva_treatment = excluded.iva_treatment, features = excluded.features, highlighted = excluded.highlighted,
        certificate_validity_years = excluded.certificate_validity_years, sort_order = excluded.sort_order,
        active = true, updated_at = excluded.updated_at`.execute(db);
  }
  const listed = plans.map((plan) => plan.id);
  await sql`update plans set active = false, updated_at = ${now}
    where active and not (id = any(${listed}::text[]))`.execute(db);
}
