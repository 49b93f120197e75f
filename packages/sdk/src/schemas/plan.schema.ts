/**
 * The plan catalogue contract: what the API stores and sends for services and plans (camelCase here,
 * snake_case on the wire), and the priced plan the pricing table shows. Derived values (unit cost,
 * saving, IVA per cycle) are computed by `pricePlan` in `billing/plan-derivations.ts`, never typed.
 * @module
 */
import * as z from 'zod/mini';
import { IVA_TREATMENTS } from '../co/iva';
import { messageKey } from '../validation/messages';
import { required } from '../validation/rules';
import { crossFieldCheck } from './cross-field-checks';
import { choice, flag, missingOr, wholeNumber } from './field-rules';
import {
  BILLING_CYCLES,
  type BillingCycle,
  CERTIFICATE_VALIDITY_YEARS,
  DOCUMENTS_PERIODS,
  type DocumentsPeriod,
  SERVICE_IDS,
  type ServiceId,
} from './plan.constants';

export type { BillingCycle, DocumentsPeriod, ServiceId };
export { BILLING_CYCLES, CERTIFICATE_VALIDITY_YEARS, DOCUMENTS_PERIODS, SERVICE_IDS };

/** A field of whole Colombian pesos, zero or more (COP has no cents in Facturo). */
export const pesosField = () => wholeNumber(0);

const text = (max: number) => required().check(z.maxLength(max, messageKey('validation.maxLength')));

/** A field with a text in Spanish and English, both required, up to `max` characters each. */
export const localizedTextField = (max = 120) => z.object({ es: text(max), en: text(max) });

/** A service (product line) of the catalogue. */
export const serviceSchema = z.object({
  id: choice(SERVICE_IDS),
  name: localizedTextField(),
  description: localizedTextField(500),
});

/** A service as parsed. */
export type Service = z.output<typeof serviceSchema>;

const featureList = () =>
  z
    .array(text(200), { error: missingOr('validation.invalidType') })
    .check(z.maxLength(20, messageKey('validation.maxLength')));

const planShape = {
  /** Stable slug, e.g. `invoicing-basic-100`. */
  id: required().check(
    z.maxLength(64, messageKey('validation.maxLength')),
    z.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, messageKey('validation.slug')),
  ),
  serviceId: choice(SERVICE_IDS),
  name: localizedTextField(),
  /** Documents the plan includes per `documentsPeriod` (0 for products without documents). */
  documentsIncluded: wholeNumber(0),
  documentsPeriod: choice(DOCUMENTS_PERIODS),
  /** Price of one month, before IVA; `null` when the plan is sold annually only (always for the certificate). */
  monthlyPrice: z.nullable(pesosField()),
  /** Price of one year before IVA; for the certificate, the price of its whole validity. */
  annualPrice: pesosField(),
  ivaTreatment: choice(IVA_TREATMENTS),
  /** Feature bullets, the same number in both languages. */
  features: z.object({
    es: featureList(),
    en: featureList(),
  }),
  /** The plan the pricing table puts forward. */
  highlighted: flag(),
  /** Years a digital certificate is valid; only (and always) for `digital_certificate` plans. */
  certificateValidityYears: z.optional(z.literal(CERTIFICATE_VALIDITY_YEARS)),
  /** Position in the pricing table, ascending. */
  sortOrder: wholeNumber(0),
};

type PlanShape = z.output<z.ZodMiniObject<typeof planShape>>;

// The certificate is a term product: paid once for 1 or 2 years, so it has a validity and no monthly price.
const planChecks = [
  crossFieldCheck<PlanShape>(['serviceId', 'certificateValidityYears', 'monthlyPrice'], (plan) => {
    const isCertificate = plan.serviceId === 'digital_certificate';
    if (!isCertificate) {
      return plan.certificateValidityYears === undefined
        ? []
        : [{ field: 'certificateValidityYears', message: 'validation.certificateOnly' }];
    }
    return [
      ...(plan.certificateValidityYears === undefined
        ? [{ field: 'certificateValidityYears' as const, message: 'validation.required' as const }]
        : []),
      ...(plan.monthlyPrice === null
        ? []
        : [{ field: 'monthlyPrice' as const, message: 'validation.certificateAnnualOnly' as const }]),
    ];
  }),
  crossFieldCheck<PlanShape>(['features'], (plan) =>
    plan.features.es.length === plan.features.en.length
      ? []
      : [{ field: 'features', message: 'validation.featuresMismatch' }],
  ),
] as const;

/**
 * A plan as the API stores and sends it. Prices are whole pesos before IVA. `monthlyPrice` is `null`
 * for annual-only plans; the digital certificate always has `monthlyPrice: null`, a
 * `certificateValidityYears` and, in `annualPrice`, the price of its whole validity.
 */
export const planSchema = z.object(planShape).check(...planChecks);

/** A plan as parsed. */
export type Plan = z.output<typeof planSchema>;

/** A plan as written (before defaults and trimming). */
export type PlanInput = z.input<typeof planSchema>;

/** What one payment of a cycle costs and how long it lasts. */
export const cyclePriceSchema = z.object({
  /** Price before IVA. */
  price: pesosField(),
  /** IVA on `price` (0 when the plan is excluded). */
  iva: pesosField(),
  /** `price + iva`: what the customer pays. */
  total: pesosField(),
  /** Months one payment covers: 1, 12, or 12 × validity years for the certificate. */
  months: wholeNumber(1),
});

/** A cycle's price, IVA, total and length. */
export type CyclePrice = z.output<typeof cyclePriceSchema>;

/**
 * A plan plus the values the sdk derives from it (`pricePlan`); the API sends this in plan lists.
 * See `billing/plan-derivations.ts` for each formula.
 */
export const pricedPlanSchema = z
  .object({
    ...planShape,
    documentsPerYear: wholeNumber(0),
    unitCost: z.nullable(pesosField()),
    monthlyUnitCost: z.nullable(pesosField()),
    annualMonthlyEquivalent: pesosField(),
    // Negative when twelve monthly payments are cheaper than the annual price (a catalogue mistake the badge hides).
    annualSavingAmount: z.nullable(z.int()),
    annualSavingPercent: z.nullable(z.int()),
    showSavingBadge: z.boolean(),
    /** Price of each document beyond the allowance, before IVA; `null` for plans without documents. */
    extraDocumentPrice: z.nullable(pesosField()),
    cycles: z.object({ monthly: z.nullable(cyclePriceSchema), annual: cyclePriceSchema }),
  })
  .check(...planChecks);

/** A plan with its derived prices. */
export type PricedPlan = z.output<typeof pricedPlanSchema>;

/** `GET /plans` query: only one service's plans. */
export const planListQuerySchema = z.object({
  /** Only this service's plans. */
  service: z.optional(z.enum(SERVICE_IDS)),
});

/** The plan list query, as sent. */
export type PlanListQuery = z.input<typeof planListQuerySchema>;

/** `GET /plans` response body. */
export const planListResponseSchema = z.object({ items: z.array(pricedPlanSchema) });

/** `GET /plans` response, parsed. */
export type PlanListResponse = z.output<typeof planListResponseSchema>;

/** `GET /services` response body. */
export const serviceListResponseSchema = z.object({ items: z.array(serviceSchema) });

/** `GET /services` response, parsed. */
export type ServiceListResponse = z.output<typeof serviceListResponseSchema>;
