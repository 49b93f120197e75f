/**
 * The subscriptions contract of the reference API: what a customer has bought, where it stands in
 * its lifecycle (the sdk's `subscriptionPhase`), and the documents it has used (camelCase here,
 * snake_case on the wire).
 * @module
 */
import * as z from 'zod/mini';
import { IVA_TREATMENTS } from '../co/iva';
import { messageKey } from '../validation/messages';
import { SUBSCRIPTION_PHASES } from './billing.constants';
import { boundedText, dateTimeField, uuidField } from './billing-fields';
import { missingOr } from './field-rules';
import { idParam } from './path-params.schema';
import { BILLING_CYCLES, SERVICE_IDS } from './plan.constants';

/** `active` while in service (active, renewal due, grace); `inactive` when unpaid, suspended or cancelled. */
export const SUBSCRIPTION_STATUSES = ['active', 'inactive'] as const;

/** One of {@link SUBSCRIPTION_STATUSES}. */
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/**
 * Where the subscription stands in its life: `pending` while its first payment is being settled,
 * `active` (also in renewal and grace), `suspended` (unpaid; paying reactivates it), `cancelled`.
 * The first three hold the plan's service: the organization cannot buy that service again.
 */
export const SUBSCRIPTION_STATES = ['pending', 'active', 'suspended', 'cancelled'] as const;

/** One of {@link SUBSCRIPTION_STATES}. */
export type SubscriptionState = (typeof SUBSCRIPTION_STATES)[number];

const isoDate = () => z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/));

/** A subscription as `GET /subscriptions` sends it. */
export const subscriptionSchema = z.object({
  id: z.uuid(),
  organizationId: z.uuid(),
  planId: z.string(),
  serviceId: z.enum(SERVICE_IDS),
  /** The plan's name in Spanish and English. */
  planName: z.object({ es: z.string(), en: z.string() }),
  billingCycle: z.enum(BILLING_CYCLES),
  status: z.enum(SUBSCRIPTION_STATUSES),
  /** Its place in the lifecycle ({@link SUBSCRIPTION_STATES}); a purchase never paid is not listed. */
  state: z.enum(SUBSCRIPTION_STATES),
  /** `subscriptionPhase(activeUntil, today)`; `null` until the first payment. */
  phase: z.nullable(z.enum(SUBSCRIPTION_PHASES)),
  /** The day it was first paid. */
  activationDate: z.nullable(isoDate()),
  /** The last paid day. */
  activeUntil: z.nullable(isoDate()),
  /** Paid days after today (`daysRemaining`). */
  daysRemaining: z.nullable(z.int()),
  /** The next charge (the day after `activeUntil`): the billing date. */
  billingDate: z.nullable(isoDate()),
  /** Digital certificate only: validity in years. */
  validForYears: z.nullable(z.int()),
  /** Value per document for this cycle (whole pesos); `null` for plans without documents. */
  valuePerDocument: z.nullable(z.int()),
  /** Documents issued in the current cycle. */
  documentsUsed: z.int(),
  /** Documents the current cycle includes. */
  documentsIncluded: z.int(),
  /** Documents beyond the allowance, charged at 800 COP each on the next invoice. */
  extraDocuments: z.int(),
  /** Price of one cycle before IVA (whole pesos). */
  price: z.int(),
  /** The plan's IVA: `iva_19` adds 19 % to `price`; `excluded` plans (art. 476 E.T.) carry none. */
  ivaTreatment: z.enum(IVA_TREATMENTS),
  /** The open renewal invoice, when one is waiting to be paid. */
  renewalInvoiceId: z.nullable(z.uuid()),
  /**
   * `true` once the customer cancelled it: it stays in service until `activeUntil`, is not renewed
   * (`billingDate` is `null`), and ends the day after. Undone with `POST /subscriptions/{id}/resume`.
   */
  cancelAtPeriodEnd: z.boolean(),
  /**
   * A change to a cheaper plan or to the monthly cycle, waiting for the renewal: from
   * `effectiveDate` the renewal charges this plan. Set with `PUT /subscriptions/{id}/scheduled-change`,
   * dropped with `DELETE`.
   */
  scheduledChange: z.nullable(
    z.object({
      planId: z.string(),
      planName: z.object({ es: z.string(), en: z.string() }),
      billingCycle: z.enum(BILLING_CYCLES),
      effectiveDate: isoDate(),
    }),
  ),
  createdAt: dateTimeField(),
});

/** `POST /subscriptions/{subscriptionId}/cancel|resume` and the subscription's history: its id. */
export const subscriptionParamsSchema = z.object({ subscriptionId: idParam() });

/** A subscription, parsed. */
export type Subscription = z.output<typeof subscriptionSchema>;

/** `GET /subscriptions`. */
export const subscriptionListSchema = z.object({ items: z.array(subscriptionSchema) });

/** The largest number of documents one usage report may carry. */
export const USAGE_MAX_DOCUMENTS = 100_000;

/**
 * `POST /usage` (integrator API key with `usage:write`): documents issued against a subscription.
 * A `reference` makes the report idempotent: the same reference is counted once.
 */
export const usageRequestSchema = z.object({
  subscriptionId: uuidField(),
  documents: z.int({ error: missingOr('validation.integer') }).check(
    z.refine((value) => value >= 1 && value <= USAGE_MAX_DOCUMENTS, {
      message: messageKey('validation.between'),
      params: { min: 1, max: USAGE_MAX_DOCUMENTS },
      abort: true,
    }),
    // Never reached after the check above (same bounds); they put the bounds in the OpenAPI document,
    // which cannot see inside a refinement.
    z.gte(1),
    z.lte(USAGE_MAX_DOCUMENTS),
  ),
  /** The integrator's own id for this report (an ERP batch id); repeats are not counted twice. */
  reference: z.optional(boundedText(100)),
});

/** A usage report as an integrator writes it. */
export type UsageRequest = z.input<typeof usageRequestSchema>;

/** The subscription's usage after the report. */
export const usageResponseSchema = z.object({
  subscriptionId: z.uuid(),
  documentsUsed: z.int(),
  documentsIncluded: z.int(),
  extraDocuments: z.int(),
  /** What the extra documents will add to the next invoice, before IVA. */
  extraDocumentsCharge: z.int(),
  /** `true` when this `reference` had already been counted (nothing changed). */
  duplicate: z.boolean(),
});

/** Usage after a report, parsed. */
export type UsageResponse = z.output<typeof usageResponseSchema>;
