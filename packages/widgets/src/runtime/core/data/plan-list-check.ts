import { IVA_TREATMENTS } from '@facturo/sdk/co';
import {
  CERTIFICATE_VALIDITY_YEARS,
  DOCUMENTS_PERIODS,
  type PricedPlan,
  SERVICE_IDS,
} from '@facturo/sdk/schemas';
import {
  boolean,
  everyItem,
  exactly,
  integer,
  isRecord,
  list,
  nullable,
  oneOf,
  text,
  whole,
} from './answer-checks';

// The sdk's `planListResponseSchema` is the rule; this is a hand-written, stricter reading of it for
// the answers the API actually sends, so a widget can price plans without downloading the schema
// validator. It accepts a body only when the schema would accept it unchanged (texts already
// trimmed, no unknown keys), and then returns it as the schema's own type; for anything else it
// returns `undefined` and the caller asks the schema. A test checks both agree on generated bodies.

const localized = (max: number) => exactly({ es: text(max), en: text(max) });
const features = list(text(200), 20);
const cyclePrice = exactly({ price: whole(0), iva: whole(0), total: whole(0), months: whole(1) });

const pricedPlan = exactly(
  {
    id: (value) => text(64)(value) && /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(value as string),
    serviceId: oneOf(SERVICE_IDS),
    name: localized(120),
    documentsIncluded: whole(0),
    documentsPeriod: oneOf(DOCUMENTS_PERIODS),
    monthlyPrice: nullable(whole(0)),
    annualPrice: whole(0),
    ivaTreatment: oneOf(IVA_TREATMENTS),
    features: exactly({ es: features, en: features }),
    highlighted: boolean,
    certificateValidityYears: oneOf(CERTIFICATE_VALIDITY_YEARS),
    sortOrder: whole(0),
    documentsPerYear: whole(0),
    unitCost: nullable(whole(0)),
    monthlyUnitCost: nullable(whole(0)),
    annualMonthlyEquivalent: whole(0),
    annualSavingAmount: nullable(integer),
    annualSavingPercent: nullable(integer),
    showSavingBadge: boolean,
    extraDocumentPrice: nullable(whole(0)),
    cycles: exactly({ monthly: nullable(cyclePrice), annual: cyclePrice }),
  },
  ['certificateValidityYears'],
);

// The schema's cross-field rules: the certificate, and only it, has a validity and no monthly price;
// both languages list the same number of features.
function crossFieldsHold(plan: PricedPlan): boolean {
  const certificate = plan.serviceId === 'digital_certificate';
  const validity = certificate
    ? plan.certificateValidityYears !== undefined && plan.monthlyPrice === null
    : plan.certificateValidityYears === undefined;
  return validity && plan.features.es.length === plan.features.en.length;
}

/**
 * The plans of a `GET /plans` body when it is exactly what the sdk's `planListResponseSchema`
 * accepts and returns unchanged; `undefined` when only the schema can decide (including every
 * invalid body). Use it as the call's `check`: `client.call(listPlans, {}, { check: planListCheck })`.
 */
export function planListCheck(body: unknown): { items: PricedPlan[] } | undefined {
  if (!isRecord(body) || Object.keys(body).some((key) => key !== 'items') || !Array.isArray(body.items)) {
    return undefined;
  }
  const items: unknown[] = body.items;
  return everyItem(items, (item) => pricedPlan(item) && crossFieldsHold(item as PricedPlan))
    ? { items: items as PricedPlan[] }
    : undefined;
}
