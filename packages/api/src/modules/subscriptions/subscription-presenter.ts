import {
  daysRemaining,
  extraDocuments,
  pricePlan,
  renewalDueDate,
  renewsAutomatically,
  subscriptionPhase,
} from '@facturo/sdk/billing';
import { addDays, type IsoDate } from '@facturo/sdk/co';
import type { Subscription } from '@facturo/sdk/schemas';
import type { Selectable } from 'kysely';
import type { CataloguePlan } from '../../billing-core/catalogue-plans';
import { documentsPerCycle } from '../../billing-core/document-allowance';
import type { SubscriptionsTable } from './subscriptions.tables';

type SubscriptionRow = Selectable<SubscriptionsTable>;

/**
 * A subscription as the API sends it on `today`: its phase and days remaining from the sdk, the
 * value per document of its cycle, the documents used and included in the current cycle, and the
 * plan a scheduled step down moves it to at the renewal (`scheduledCatalogue`).
 */
export function toSubscription(
  row: SubscriptionRow,
  catalogue: CataloguePlan,
  today: IsoDate,
  renewalInvoiceId: string | null,
  scheduledCatalogue: CataloguePlan | null = null,
): Subscription {
  const priced = pricePlan(catalogue.plan);
  const phase = row.activeUntil ? subscriptionPhase(row.activeUntil, today) : null;
  const inService =
    row.state === 'active' && (phase === 'active' || phase === 'renewal_due' || phase === 'grace');
  const included = documentsPerCycle(catalogue.plan, row.billingCycle);
  const inCycle = !row.cycleEnd || today <= row.cycleEnd;
  const used = inCycle ? row.documentsUsed : 0;
  return {
    id: row.id,
    organizationId: row.organizationId,
    planId: row.planId,
    serviceId: row.serviceId,
    planName: catalogue.plan.name,
    billingCycle: row.billingCycle,
    status: inService ? 'active' : 'inactive',
    // A purchase never paid (`void`) is not listed; should one be presented, it holds nothing.
    state: row.state === 'void' ? 'cancelled' : row.state,
    phase,
    activationDate: row.activationDate,
    activeUntil: row.activeUntil,
    daysRemaining: row.activeUntil ? daysRemaining(row.activeUntil, today) : null,
    // A cancelled one, one cancelled at period end, or a term (the certificate, bought again when
    // it expires) is never charged again.
    billingDate:
      row.activeUntil &&
      row.state !== 'cancelled' &&
      !row.cancelAtPeriodEnd &&
      renewsAutomatically(catalogue.plan)
        ? renewalDueDate(row.activeUntil)
        : null,
    validForYears: catalogue.plan.certificateValidityYears ?? null,
    valuePerDocument: row.billingCycle === 'annual' ? priced.unitCost : priced.monthlyUnitCost,
    documentsUsed: used,
    documentsIncluded: included,
    extraDocuments: extraDocuments(used, included) + row.pendingExtraDocuments,
    price: priced.cycles[row.billingCycle]?.price ?? priced.cycles.annual.price,
    ivaTreatment: catalogue.plan.ivaTreatment,
    renewalInvoiceId,
    cancelAtPeriodEnd: row.cancelAtPeriodEnd,
    scheduledChange:
      scheduledCatalogue && row.scheduledBillingCycle && row.activeUntil
        ? {
            planId: scheduledCatalogue.plan.id,
            planName: scheduledCatalogue.plan.name,
            billingCycle: row.scheduledBillingCycle,
            effectiveDate: addDays(row.activeUntil, 1),
          }
        : null,
    createdAt: row.createdAt.toISOString(),
  };
}
