import { IVA_TREATMENTS } from '@facturo/sdk/co';
import {
  CERTIFICATE_VALIDITY_YEARS,
  DOCUMENTS_PERIODS,
  type PricedPlan,
  SERVICE_IDS,
} from '@facturo/sdk/schemas';

// The sdk's `planListResponseSchema` is the rule; this is a hand-written, stricter reading of it for
// the answers the API actually sends, so the pricing table can show plans without downloading the
// schema validator. It accepts a body only when the schema would accept it unchanged (texts already
// trimmed, no unknown keys), and then returns it as the schema's own type; for anything else it
// returns `undefined` and the caller asks the schema. A test checks both agree on generated bodies.

type Check = (value: unknown) => boolean;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const oneOf =
  (options: readonly unknown[]): Check =>
  (value) =>
    options.includes(value);
const whole =
  (min: number): Check =>
  (value) =>
    Number.isSafeInteger(value) && (value as number) >= min;
const integer: Check = (value) => Number.isSafeInteger(value);
const boolean: Check = (value) => typeof value === 'boolean';
const nullable =
  (check: Check): Check =>
  (value) =>
    value === null || check(value);
// What the schema's `required()` leaves unchanged: a trimmed, non-blank string within `max`.
const text =
  (max: number): Check =>
  (value) =>
    typeof value === 'string' && value.length >= 1 && value.length <= max && value === value.trim();
// Every index, holes included (`Array.prototype.every` skips holes; the schema reads them as `undefined`).
const everyItem = (items: readonly unknown[], check: Check) => Array.from(items).every((item) => check(item));
const list =
  (item: Check, max: number): Check =>
  (value) =>
    Array.isArray(value) && value.length <= max && everyItem(value, item);

/** An object with exactly these keys (optional ones may be missing), each passing its check. */
function exactly(shape: Record<string, Check>, optional: readonly string[] = []): Check {
  const keys = Object.keys(shape);
  return (value) =>
    isRecord(value) &&
    Object.keys(value).every((key) => Object.hasOwn(shape, key)) &&
    keys.every((key) => (Object.hasOwn(value, key) ? shape[key]?.(value[key]) : optional.includes(key)));
}

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
 * invalid body).
 */
export function canonicalPlanList(body: unknown): PricedPlan[] | undefined {
  if (!isRecord(body) || Object.keys(body).some((key) => key !== 'items') || !Array.isArray(body.items)) {
    return undefined;
  }
  const items: unknown[] = body.items;
  return everyItem(items, (item) => pricedPlan(item) && crossFieldsHold(item as PricedPlan))
    ? (items as PricedPlan[])
    : undefined;
}
