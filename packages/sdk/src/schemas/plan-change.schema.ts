/**
 * Changing a subscription's plan or cycle: the request, the quote (`quotePlanChange` of
 * `@facturo/sdk/billing`, so the preview equals what is invoiced) and the paid change (camelCase
 * here, snake_case on the wire).
 * @module
 */
import * as z from 'zod/mini';
import { paymentInputSchema } from './checkout.schema';
import { BILLING_CYCLES } from './plan.constants';

const isoDate = () => z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/));
const localized = () => z.object({ es: z.string(), en: z.string() });

/** The plan (of the same service) and cycle wanted. */
export const planChangeRequestSchema = z.object({
  planId: z.string().check(z.minLength(1), z.maxLength(80)),
  billingCycle: z.enum(BILLING_CYCLES),
});

/** A plan change asked for, parsed. */
export type PlanChangeRequest = z.output<typeof planChangeRequestSchema>;

/** `POST /subscriptions/{id}/plan-change` (header `Idempotency-Key` required): the change and the card. */
export const planChangePaymentRequestSchema = z.extend(planChangeRequestSchema, {
  payment: paymentInputSchema,
});

/** A paid plan change asked for, parsed. */
export type PlanChangePaymentRequest = z.output<typeof planChangePaymentRequestSchema>;

const amountSchema = z.object({
  /** Days it covers. */
  days: z.int(),
  subtotal: z.int(),
  iva: z.int(),
  total: z.int(),
});

/** `POST /subscriptions/{id}/plan-change/preview`: what the change does, before confirming it. */
export const planChangeQuoteSchema = z.object({
  subscriptionId: z.uuid(),
  from: z.object({ planId: z.string(), planName: localized(), billingCycle: z.enum(BILLING_CYCLES) }),
  to: z.object({ planId: z.string(), planName: localized(), billingCycle: z.enum(BILLING_CYCLES) }),
  /** `now`: a step up, paid at once (`amountDue`); `next_renewal`: from `effectiveDate`, nothing paid now. */
  timing: z.enum(['now', 'next_renewal']),
  /** The first day on the new plan. */
  effectiveDate: isoDate(),
  /** The current plan's unused days, credited by a credit note on the invoice that paid them. */
  credit: amountSchema,
  /** The new plan from `periodStart` to `periodEnd` (at the renewal: one full cycle). */
  charge: z.extend(amountSchema, { periodStart: isoDate(), periodEnd: isoDate() }),
  /** Paid now: `charge.total − credit.total` (0 at the renewal). */
  amountDue: z.int(),
  /** The last paid day once the change is in effect. */
  activeUntil: isoDate(),
});

/** A plan-change quote, parsed. */
export type PlanChangeQuoteResponse = z.output<typeof planChangeQuoteSchema>;
