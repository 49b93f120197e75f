import { daysRemaining, quotePlanChange, subscriptionPhase } from '@facturo/sdk/billing';
import { addDays, dateInBogota, daysInMonth, type IsoDate, isoDate, parseIsoDate } from '@facturo/sdk/co';
import {
  cancelScheduledPlanChange,
  cancelSubscription,
  listSubscriptionEvents,
  listSubscriptions,
  previewPlanChange,
  resumeSubscription,
  schedulePlanChange,
} from '@facturo/sdk/endpoints';
import { ApiError, type DemoRoute, demoRoute } from '@facturo/sdk/http';
import type { BillingCycle, PlanChangeRequest, Subscription, SubscriptionEvent } from '@facturo/sdk/schemas';
import { demoCatalogue } from '../demo/demo-catalogue.fixtures';
import { demoPlansRoute } from '../demo/demo-catalogue.routes';
import { paymentMethodDemoRoutes } from './payment-methods.demo';

const DEMO_ORGANIZATION = '00000000-0000-4000-8000-00000000000a';
const DEMO_USER = { id: '00000000-0000-4000-8000-00000000000c', name: 'Ana Ospina', email: 'ana@example.co' };

/** The demo's subscriptions: plan, cycle, usage, and days from today to their last paid day. */
const SUBSCRIPTIONS = [
  {
    id: '00000000-0000-4000-8000-0000000000c1',
    planId: 'invoicing-pyme-600',
    billingCycle: 'monthly',
    documentsUsed: 38,
    documentsIncluded: 50,
    paidForDays: 17,
    activeForDays: 133,
  },
  {
    id: '00000000-0000-4000-8000-0000000000c2',
    planId: 'payroll-team-25',
    billingCycle: 'annual',
    documentsUsed: 140,
    documentsIncluded: 300,
    paidForDays: 3,
    activeForDays: 362,
  },
] as const;

/** What a demo subscription's changes leave, in memory. */
interface DemoState {
  planId: string;
  billingCycle: BillingCycle;
  cancelAtPeriodEnd: boolean;
  scheduled: PlanChangeRequest | null;
}

/** The last day of a cycle of `cycle` starting on `start` (the day before the same day a cycle later). */
function cycleEnd(start: IsoDate, cycle: BillingCycle): IsoDate {
  return addDays(addCycles(start, cycle, 1), -1);
}

// The same day `count` cycles later (or earlier), on the month's last day when that month is shorter.
function addCycles(date: IsoDate, cycle: BillingCycle, count: number): IsoDate {
  const { year, month, day } = parseIsoDate(date);
  const index = year * 12 + (month - 1) + (cycle === 'annual' ? 12 : 1) * count;
  const targetYear = Math.floor(index / 12);
  const targetMonth = (index % 12) + 1;
  return isoDate(targetYear, targetMonth, Math.min(day, daysInMonth(targetYear, targetMonth)));
}

/** A plan of the demo catalogue in a cycle: its price before IVA and its IVA, or a 422 as the API answers. */
function pricedPlan(planId: string, cycle: BillingCycle) {
  const plan = demoCatalogue().find((candidate) => candidate.id === planId);
  const price = plan?.cycles[cycle];
  if (!plan || !price) throw new ApiError(422, 'plan_cycle_unavailable', 'plan_cycle_unavailable');
  return { plan, price: price.price };
}

/**
 * The subscription endpoints of `demo` widgets: two subscriptions relative to today, previews quoted
 * with the sdk's `quotePlanChange` (as the API does), cancellations and scheduled changes kept in
 * memory, nothing sent anywhere.
 */
export function subscriptionManagerDemoRoutes(now: () => number = Date.now): DemoRoute[] {
  const today = () => dateInBogota(new Date(now()));
  const state = new Map<string, DemoState>(
    SUBSCRIPTIONS.map((row) => [
      row.id,
      { planId: row.planId, billingCycle: row.billingCycle, cancelAtPeriodEnd: false, scheduled: null },
    ]),
  );
  const events: SubscriptionEvent[] = [];
  const current = (id: string) => {
    const found = state.get(id);
    if (!found) throw new ApiError(404, 'not_found', 'not_found');
    return found;
  };
  const subscription = (row: (typeof SUBSCRIPTIONS)[number]): Subscription => {
    const live = current(row.id);
    const { plan, price } = pricedPlan(live.planId, live.billingCycle);
    const activeUntil = addDays(today(), row.paidForDays);
    const scheduled = live.scheduled ? pricedPlan(live.scheduled.planId, live.scheduled.billingCycle) : null;
    return {
      id: row.id,
      organizationId: DEMO_ORGANIZATION,
      planId: plan.id,
      serviceId: plan.serviceId,
      planName: plan.name,
      billingCycle: live.billingCycle,
      status: 'active',
      state: 'active',
      phase: subscriptionPhase(activeUntil, today()),
      activationDate: addDays(today(), -row.activeForDays),
      activeUntil,
      daysRemaining: daysRemaining(activeUntil, today()),
      billingDate: live.cancelAtPeriodEnd ? null : addDays(activeUntil, 1),
      validForYears: null,
      valuePerDocument: Math.round(price / row.documentsIncluded),
      documentsUsed: row.documentsUsed,
      documentsIncluded: row.documentsIncluded,
      extraDocuments: 0,
      price,
      ivaTreatment: plan.ivaTreatment,
      renewalInvoiceId: null,
      cancelAtPeriodEnd: live.cancelAtPeriodEnd,
      scheduledChange:
        scheduled && live.scheduled
          ? {
              planId: scheduled.plan.id,
              planName: scheduled.plan.name,
              billingCycle: live.scheduled.billingCycle,
              effectiveDate: addDays(activeUntil, 1),
            }
          : null,
      createdAt: `${addDays(today(), -row.activeForDays)}T15:00:00.000Z`,
    };
  };
  const byId = (id: string) => {
    const row = SUBSCRIPTIONS.find((candidate) => candidate.id === id);
    if (!row) throw new ApiError(404, 'not_found', 'not_found');
    return subscription(row);
  };
  const record = (id: string, action: SubscriptionEvent['action'], change: PlanChangeRequest | null) => {
    const live = current(id);
    events.push({
      id: `00000000-0000-4000-8000-${String(events.length + 1).padStart(12, '0')}`,
      subscriptionId: id,
      action,
      actor: DEMO_USER,
      apiKey: null,
      activeUntil: byId(id).activeUntil,
      voidedInvoices: [],
      creditedAmount: 0,
      planChange: change
        ? {
            fromPlanId: live.planId,
            fromBillingCycle: live.billingCycle,
            planId: change.planId,
            billingCycle: change.billingCycle,
          }
        : null,
      chargedAmount: 0,
      createdAt: new Date(now()).toISOString(),
    });
  };
  const quote = (id: string, change: PlanChangeRequest) => {
    const live = current(id);
    if (live.cancelAtPeriodEnd) {
      throw new ApiError(409, 'subscription_cancel_scheduled', 'subscription_cancel_scheduled');
    }
    const from = pricedPlan(live.planId, live.billingCycle);
    const to = pricedPlan(change.planId, change.billingCycle);
    const activeUntil = byId(id).activeUntil ?? today();
    const result = quotePlanChange({
      current: {
        planId: live.planId,
        cycle: live.billingCycle,
        price: from.price,
        ivaTreatment: from.plan.ivaTreatment,
        periodStart: addCycles(addDays(activeUntil, 1), live.billingCycle, -1),
        activeUntil,
      },
      target: {
        planId: change.planId,
        cycle: change.billingCycle,
        price: to.price,
        ivaTreatment: to.plan.ivaTreatment,
        cycleEnd: (start) => cycleEnd(start, change.billingCycle),
      },
      today: today(),
    });
    if (!result.ok) throw new ApiError(422, result.error.code, result.error.code);
    return {
      subscriptionId: id,
      from: { planId: from.plan.id, planName: from.plan.name, billingCycle: live.billingCycle },
      to: { planId: to.plan.id, planName: to.plan.name, billingCycle: change.billingCycle },
      timing: result.timing,
      effectiveDate: result.effectiveDate,
      credit: result.credit,
      charge: result.charge,
      amountDue: result.amountDue,
      activeUntil: result.activeUntil,
    };
  };
  return [
    demoPlansRoute,
    demoRoute(listSubscriptions, () => ({ items: SUBSCRIPTIONS.map(subscription) })),
    demoRoute(listSubscriptionEvents, ({ params }) => ({
      items: events.filter((event) => event.subscriptionId === params.subscriptionId),
    })),
    demoRoute(previewPlanChange, ({ params, body }) => quote(params.subscriptionId, body)),
    demoRoute(cancelSubscription, ({ params }) => {
      record(params.subscriptionId, 'cancellation_scheduled', null);
      current(params.subscriptionId).cancelAtPeriodEnd = true;
      return byId(params.subscriptionId);
    }),
    demoRoute(resumeSubscription, ({ params }) => {
      current(params.subscriptionId).cancelAtPeriodEnd = false;
      record(params.subscriptionId, 'cancellation_undone', null);
      return byId(params.subscriptionId);
    }),
    demoRoute(schedulePlanChange, ({ params, body }) => {
      if (quote(params.subscriptionId, body).timing === 'now') {
        throw new ApiError(409, 'plan_change_needs_payment', 'plan_change_needs_payment');
      }
      record(params.subscriptionId, 'plan_change_scheduled', body);
      current(params.subscriptionId).scheduled = body;
      return byId(params.subscriptionId);
    }),
    demoRoute(cancelScheduledPlanChange, ({ params }) => {
      const live = current(params.subscriptionId);
      if (live.scheduled) record(params.subscriptionId, 'plan_change_unscheduled', live.scheduled);
      live.scheduled = null;
      return byId(params.subscriptionId);
    }),
    ...paymentMethodDemoRoutes(DEMO_ORGANIZATION, now),
  ];
}
