/**
 * The billing-date contract of the reference API (fecha de cobro): the current schedule, the
 * preview of a change and applying it (camelCase here, snake_case on the wire). Adjustments come
 * from the sdk's `planBillingDateChange`, in the preview and in the charges alike.
 * @module
 */
import * as z from 'zod/mini';
import { messageKey } from '../validation/messages';
import { BILLING_MODES, UNIFIED_BILLING_DAY_RANGE } from './billing.constants';
import { crossFieldCheck } from './cross-field-checks';
import { choice, flag, missingOr } from './field-rules';
import { BILLING_CYCLES, SERVICE_IDS } from './plan.constants';

const localizedName = () => z.object({ es: z.string(), en: z.string() });

/** A recurring service the billing date applies to (monthly and annual plans; not the certificate). */
export const scheduledServiceSchema = z.object({
  subscriptionId: z.uuid(),
  planId: z.string(),
  serviceId: z.enum(SERVICE_IDS),
  planName: localizedName(),
  billingCycle: z.enum(BILLING_CYCLES),
  /** Price of one cycle before IVA, whole pesos. */
  price: z.int(),
  activationDate: z.string(),
  /** The next charge on the current schedule. */
  nextDueDate: z.string(),
});

/** The transition of one service: its partial charge and where full cycles resume. */
export const billingAdjustmentSchema = z.object({
  subscriptionId: z.uuid(),
  planName: localizedName(),
  billingCycle: z.enum(BILLING_CYCLES),
  currentNextDueDate: z.string(),
  /** When the partial charge is made; `null` when the service is already aligned. */
  adjustmentDate: z.nullable(z.string()),
  adjustmentDays: z.int(),
  /** Prorated cost before IVA (whole pesos). */
  adjustmentCost: z.int(),
  /** IVA on the adjustment, by the plan's treatment. */
  adjustmentIva: z.int(),
  newNextDueDate: z.string(),
});

/** An adjustment, parsed. */
export type BillingAdjustment = z.output<typeof billingAdjustmentSchema>;

/** `GET /billing/schedule`. */
export const billingScheduleSchema = z.object({
  organizationId: z.uuid(),
  mode: z.enum(BILLING_MODES),
  /** The unified day (1–28); `null` in `individual` mode. */
  day: z.nullable(z.int()),
  services: z.array(scheduledServiceSchema),
  /** Partial charges already scheduled by the last change and not invoiced yet. */
  pendingAdjustments: z.array(billingAdjustmentSchema),
});

/** A billing schedule, parsed. */
export type BillingSchedule = z.output<typeof billingScheduleSchema>;

const changeShape = {
  mode: choice(BILLING_MODES),
  /** Required for `unified`: the day of the month, 1–28. */
  day: z.optional(
    z
      .int({ error: missingOr('validation.integer') })
      .check(
        z.refine(
          (value) => value >= UNIFIED_BILLING_DAY_RANGE.min && value <= UNIFIED_BILLING_DAY_RANGE.max,
          { message: messageKey('validation.between'), params: { ...UNIFIED_BILLING_DAY_RANGE } },
        ),
      ),
  ),
  /** Confirms going from `unified` back to `individual` (it splits the charges again). */
  acknowledge: z.optional(flag()),
};

type ChangeShape = z.output<z.ZodMiniObject<typeof changeShape>>;

/**
 * `POST /billing/schedule/preview` and `PUT /billing/schedule`: the billing date wanted. `day` is
 * required in `unified` mode.
 */
export const billingScheduleChangeSchema = z
  .object(changeShape)
  .check(
    crossFieldCheck<ChangeShape>(['mode', 'day'], ({ mode, day }) =>
      mode === 'unified' && day === undefined ? [{ field: 'day', message: 'validation.required' }] : [],
    ),
  );

/** A billing-date change as a client writes it. */
export type BillingScheduleChange = z.input<typeof billingScheduleChangeSchema>;

/** The planned change: per service adjustment date, days and cost, and the sum. */
export const billingSchedulePlanSchema = z.object({
  mode: z.enum(BILLING_MODES),
  day: z.nullable(z.int()),
  adjustments: z.array(billingAdjustmentSchema),
  /** Sum of the adjustment costs before IVA. */
  totalAdjustmentCost: z.int(),
  /** `true` when applying needs `acknowledge: true` (unified → individual). */
  acknowledgementRequired: z.boolean(),
});

/** A planned billing-date change, parsed. */
export type BillingSchedulePlan = z.output<typeof billingSchedulePlanSchema>;
