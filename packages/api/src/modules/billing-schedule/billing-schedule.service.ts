import {
  type BillingDateService,
  planBillingDateChange,
  pricePlan,
  renewalDueDate,
} from '@facturo/sdk/billing';
import { dateInBogota, ivaAmount } from '@facturo/sdk/co';
import type {
  BillingAdjustment,
  BillingSchedule,
  BillingScheduleChange,
  BillingSchedulePlan,
} from '@facturo/sdk/schemas';
import type { Kysely } from 'kysely';
import { adjustmentCost } from '../../billing-core/adjustment-line';
import { type CataloguePlan, plansById } from '../../billing-core/catalogue-plans';
import type { Database } from '../../db/database.types';
import { ApiProblem } from '../../http/api-problem';
import type { AppDeps } from '../../kernel/app-deps';

/**
 * The services a billing date applies to: paid monthly and annual subscriptions (the certificate is
 * a term), each as it is billed on its next due date, where an adjustment would start: its plan and
 * cycle, or those of a step down scheduled for that renewal.
 */
export async function scheduledServices(db: Kysely<Database>, organizationId: string) {
  const rows = await db
    .selectFrom('subscriptions')
    .selectAll()
    .where('organizationId', '=', organizationId)
    .where('state', '=', 'active')
    .where('serviceId', '!=', 'digital_certificate')
    .where('activeUntil', 'is not', null)
    .orderBy('activationDate')
    .orderBy('id')
    .execute();
  const plans = await plansById(
    db,
    rows.map((row) => row.scheduledPlanId ?? row.planId),
  );
  return rows.flatMap((row) => {
    const catalogue = plans.get(row.scheduledPlanId ?? row.planId);
    const cycle = row.scheduledBillingCycle ?? row.billingCycle;
    const price = catalogue ? pricePlan(catalogue.plan).cycles[cycle] : null;
    if (!catalogue || !price || !row.activeUntil || !row.activationDate) return [];
    const service: BillingDateService = {
      id: row.id,
      cycle,
      price: price.price,
      nextDueDate: renewalDueDate(row.activeUntil),
      activationDate: row.activationDate,
    };
    return [{ service, catalogue }];
  });
}

/** The organization's billing date (`individual` when it never chose one). */
export async function currentSchedule(db: Kysely<Database>, organizationId: string) {
  const row = await db
    .selectFrom('billingSchedules')
    .select(['mode', 'day'])
    .where('organizationId', '=', organizationId)
    .executeTakeFirst();
  return row ?? { mode: 'individual' as const, day: null };
}

type Service = Awaited<ReturnType<typeof scheduledServices>>[number];

/** An sdk adjustment as the API sends it: with the plan's name and the IVA on its cost. */
function presentAdjustment(
  adjustment: { id: string; cycle: BillingAdjustment['billingCycle'] } & Omit<
    BillingAdjustment,
    'subscriptionId' | 'planName' | 'billingCycle' | 'adjustmentIva'
  >,
  catalogue: CataloguePlan,
): BillingAdjustment {
  const { id, cycle, ...rest } = adjustment;
  return {
    subscriptionId: id,
    planName: catalogue.plan.name,
    billingCycle: cycle,
    ...rest,
    adjustmentIva: ivaAmount(adjustment.adjustmentCost, catalogue.plan.ivaTreatment),
  };
}

/** `GET /billing/schedule`: mode, day, the services it applies to and the partial charges scheduled. */
export async function getSchedule(deps: AppDeps, organizationId: string): Promise<BillingSchedule> {
  const [schedule, services] = await Promise.all([
    currentSchedule(deps.db, organizationId),
    scheduledServices(deps.db, organizationId),
  ]);
  const pending = await deps.db
    .selectFrom('billingAdjustments')
    .innerJoin('subscriptions', 'subscriptions.id', 'billingAdjustments.subscriptionId')
    .select(['billingAdjustments.subscriptionId', 'subscriptions.planId', 'subscriptions.billingCycle'])
    .select(['subscriptions.scheduledPlanId', 'subscriptions.scheduledBillingCycle'])
    .select(['adjustmentDate', 'adjustmentDays', 'adjustmentCost', 'newNextDueDate'])
    .where('billingAdjustments.organizationId', '=', organizationId)
    .where('billingAdjustments.status', 'in', ['scheduled', 'invoiced'])
    .orderBy('adjustmentDate')
    .execute();
  const plans = await plansById(
    deps.db,
    pending.map((row) => row.scheduledPlanId ?? row.planId),
  );
  return {
    organizationId,
    mode: schedule.mode,
    day: schedule.day,
    services: services.map(({ service, catalogue }) => ({
      subscriptionId: service.id,
      planId: catalogue.plan.id,
      serviceId: catalogue.plan.serviceId,
      planName: catalogue.plan.name,
      billingCycle: service.cycle,
      price: service.price,
      activationDate: service.activationDate,
      nextDueDate: service.nextDueDate,
    })),
    // Each as the renewal will invoice it: on the plan billed then (`adjustmentLine`'s cost).
    pendingAdjustments: pending.flatMap((row) => {
      const catalogue = plans.get(row.scheduledPlanId ?? row.planId);
      if (!catalogue) return [];
      const cycle = row.scheduledBillingCycle ?? row.billingCycle;
      return [
        presentAdjustment(
          {
            id: row.subscriptionId,
            cycle,
            currentNextDueDate: row.adjustmentDate,
            adjustmentDate: row.adjustmentDate,
            adjustmentDays: row.adjustmentDays,
            adjustmentCost: adjustmentCost(catalogue, cycle, row),
            newNextDueDate: row.newNextDueDate,
          },
          catalogue,
        ),
      ];
    }),
  };
}

/**
 * Plans a billing-date change with the sdk's `planBillingDateChange`, the same computation the
 * charges use. Its refusals become 409s with the sdk's code (unified → individual without
 * `acknowledge`; a service with an unpaid renewal).
 */
export async function planChange(
  deps: AppDeps,
  organizationId: string,
  change: BillingScheduleChange,
  acknowledge: boolean | undefined,
): Promise<{ plan: BillingSchedulePlan; services: Service[] }> {
  const [schedule, services] = await Promise.all([
    currentSchedule(deps.db, organizationId),
    scheduledServices(deps.db, organizationId),
  ]);
  const result = planBillingDateChange({
    services: services.map(({ service }) => service),
    currentMode: schedule.mode,
    mode: change.mode,
    day: change.day,
    today: dateInBogota(deps.clock.now()),
    acknowledge,
  });
  if (!result.ok) {
    const { code } = result.error;
    const values =
      code === 'billing_day_out_of_range' ? { min: result.error.min, max: result.error.max } : {};
    throw new ApiProblem(code === 'billing_day_out_of_range' ? 422 : 409, code, { values });
  }
  const byId = new Map(services.map((entry) => [entry.service.id, entry.catalogue]));
  const adjustments = result.adjustments.map((adjustment) =>
    presentAdjustment(adjustment, byId.get(adjustment.id) as CataloguePlan),
  );
  return {
    services,
    plan: {
      mode: result.mode,
      day: result.day,
      adjustments,
      totalAdjustmentCost: result.totalAdjustmentCost,
      acknowledgementRequired: schedule.mode === 'unified' && change.mode === 'individual',
    },
  };
}
