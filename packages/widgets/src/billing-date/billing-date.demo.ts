import { type BillingMode, planBillingDateChange } from '@facturo/sdk/billing';
import { addDays, dateInBogota, type IvaTreatment, ivaAmount } from '@facturo/sdk/co';
import { changeBillingSchedule, getBillingSchedule, previewBillingSchedule } from '@facturo/sdk/endpoints';
import { ApiError, type DemoRoute, demoRoute } from '@facturo/sdk/http';
import type { BillingScheduleChange, BillingSchedulePlan } from '@facturo/sdk/schemas';

const DEMO_ORGANIZATION = '00000000-0000-4000-8000-00000000000a';

/** The demo's services: days until each one's next charge, and how long ago it was activated. */
const SERVICES = [
  {
    subscriptionId: '00000000-0000-4000-8000-0000000000b1',
    planId: 'invoicing-pyme-600',
    serviceId: 'electronic_invoicing',
    planName: { es: 'Pyme', en: 'Small business' },
    billingCycle: 'annual',
    price: 499_000,
    iva: 'excluded',
    dueInDays: 64,
    activeForDays: 301,
  },
  {
    subscriptionId: '00000000-0000-4000-8000-0000000000b2',
    planId: 'payroll-10',
    serviceId: 'electronic_payroll',
    planName: { es: 'Nómina 10', en: 'Payroll 10' },
    billingCycle: 'monthly',
    price: 25_000,
    iva: 'iva_19',
    dueInDays: 9,
    activeForDays: 51,
  },
] as const;

/**
 * The billing-date endpoints of `demo` widgets: two services relative to today, previews and changes
 * computed with the sdk's `planBillingDateChange` (as the API does), nothing sent anywhere.
 */
export function billingDateDemoRoutes(now: () => number = Date.now): DemoRoute[] {
  let mode: BillingMode = 'individual';
  let day: number | null = null;
  let pending: BillingSchedulePlan['adjustments'] = [];
  const today = () => dateInBogota(new Date(now()));
  const services = () =>
    SERVICES.map((service) => ({
      ...service,
      activationDate: addDays(today(), -service.activeForDays),
      nextDueDate: addDays(today(), service.dueInDays),
    }));
  const plan = (change: BillingScheduleChange, acknowledge: boolean): BillingSchedulePlan => {
    const list = services();
    const result = planBillingDateChange({
      services: list.map((service) => ({
        id: service.subscriptionId,
        cycle: service.billingCycle,
        price: service.price,
        nextDueDate: service.nextDueDate,
        activationDate: service.activationDate,
      })),
      currentMode: mode,
      mode: change.mode,
      day: change.day,
      today: today(),
      acknowledge,
    });
    if (!result.ok) throw new ApiError(409, result.error.code, result.error.code);
    return {
      mode: result.mode,
      day: result.day,
      adjustments: result.adjustments.map((adjustment) => {
        const service =
          list.find((candidate) => candidate.subscriptionId === adjustment.id) ??
          (list[0] as (typeof list)[number]);
        return {
          subscriptionId: adjustment.id,
          planName: service.planName,
          billingCycle: adjustment.cycle,
          currentNextDueDate: adjustment.currentNextDueDate,
          adjustmentDate: adjustment.adjustmentDate,
          adjustmentDays: adjustment.adjustmentDays,
          adjustmentCost: adjustment.adjustmentCost,
          adjustmentIva: ivaAmount(adjustment.adjustmentCost, service.iva as IvaTreatment),
          newNextDueDate: adjustment.newNextDueDate,
        };
      }),
      totalAdjustmentCost: result.totalAdjustmentCost,
      acknowledgementRequired: mode === 'unified' && change.mode === 'individual',
    };
  };
  return [
    demoRoute(getBillingSchedule, () => ({
      organizationId: DEMO_ORGANIZATION,
      mode,
      day,
      services: services().map(({ iva: _iva, dueInDays: _due, activeForDays: _active, ...service }) => ({
        ...service,
      })),
      pendingAdjustments: pending,
    })),
    demoRoute(previewBillingSchedule, ({ body }) => plan(body, true)),
    demoRoute(changeBillingSchedule, ({ body }) => {
      const applied = plan(body, body.acknowledge === true);
      mode = applied.mode;
      day = applied.day;
      pending = applied.adjustments.filter((adjustment) => adjustment.adjustmentDate !== null);
      return applied;
    }),
  ];
}
