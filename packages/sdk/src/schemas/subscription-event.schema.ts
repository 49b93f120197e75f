/**
 * The audit trail of a subscription (`GET /subscriptions/{id}/events`): who changed what, when, and
 * the money it moved (camelCase here, snake_case on the wire).
 * @module
 */
import * as z from 'zod/mini';
import { dateTimeField } from './billing-fields';
import { BILLING_CYCLES } from './plan.constants';

/**
 * What happened: the customer cancelled it at period end or undid that, or the period ended and it
 * was cancelled by the billing job (no actor); the plan or cycle changed (at once, or at the renewal
 * the billing job settled), a change was scheduled for the renewal, or that was dropped.
 */
export const SUBSCRIPTION_EVENT_ACTIONS = [
  'cancellation_scheduled',
  'cancellation_undone',
  'cancelled_at_period_end',
  'plan_changed',
  'plan_change_scheduled',
  'plan_change_unscheduled',
] as const;

/** One of {@link SUBSCRIPTION_EVENT_ACTIONS}. */
export type SubscriptionEventAction = (typeof SUBSCRIPTION_EVENT_ACTIONS)[number];

/** One change to a subscription. */
export const subscriptionEventSchema = z.object({
  id: z.uuid(),
  subscriptionId: z.uuid(),
  action: z.enum(SUBSCRIPTION_EVENT_ACTIONS),
  /** Who did it; `null` for the billing job and for an integrator's widget session (see `apiKey`). */
  actor: z.nullable(z.object({ id: z.uuid(), name: z.string(), email: z.string() })),
  /**
   * The organization's API key whose widget session did it (an integrator's app acting for the
   * customer, `subscriptions:manage`), named as the organization named it; `null` otherwise.
   */
  apiKey: z.nullable(z.object({ id: z.uuid(), name: z.string() })),
  /** The last day in service the change left. */
  activeUntil: z.nullable(z.string()),
  /** The invoices voided by credit notes because of it (their numbers), and the total credited. */
  voidedInvoices: z.array(z.string()),
  creditedAmount: z.int(),
  /** Plan changes: the plan and cycle before and after. */
  planChange: z.nullable(
    z.object({
      fromPlanId: z.string(),
      fromBillingCycle: z.enum(BILLING_CYCLES),
      planId: z.string(),
      billingCycle: z.enum(BILLING_CYCLES),
    }),
  ),
  /** What the change charged (the invoice's total), 0 when nothing was charged. */
  chargedAmount: z.int(),
  createdAt: dateTimeField(),
});

/** A subscription event, parsed. */
export type SubscriptionEvent = z.output<typeof subscriptionEventSchema>;

/** `GET /subscriptions/{id}/events`: oldest first. */
export const subscriptionEventListSchema = z.object({ items: z.array(subscriptionEventSchema) });
