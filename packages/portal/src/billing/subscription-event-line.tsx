import { formatCOP, localizedText } from '@facturo/sdk/co';
import type { BillingCycle, ServiceId, SubscriptionEvent } from '@facturo/sdk/schemas';
import { useServicePlans } from '../data/plan-change.queries';
import { useLocale, useT } from '../services/services-context';
import { formatDate, formatShortDate } from '../ui/format';

/**
 * One line of a subscription's audit trail: who did what (plans named as the catalogue names them,
 * with their cycle), the invoices it voided and what it credited or charged.
 */
export function EventLine({ event, serviceId }: { event: SubscriptionEvent; serviceId: ServiceId }) {
  const t = useT();
  const locale = useLocale();
  const plans = useServicePlans(serviceId, event.planChange !== null);
  const date = event.activeUntil ? formatDate(event.activeUntil, locale) : '';
  const planLabel = (planId: string, cycle: BillingCycle) => {
    const plan = plans.data?.find((candidate) => candidate.id === planId);
    const cycleName = t(cycle === 'annual' ? 'domain.billingCycleAnnual' : 'domain.billingCycleMonthly');
    return `${plan ? localizedText(plan.name, locale) : planId} (${cycleName.toLowerCase()})`;
  };
  const change = event.planChange;
  const names = change
    ? {
        from: planLabel(change.fromPlanId, change.fromBillingCycle),
        to: planLabel(change.planId, change.billingCycle),
      }
    : {};
  const key =
    event.action === 'plan_changed' && event.actor === null
      ? 'portal.event_plan_changed_renewal'
      : (`portal.event_${event.action}` as const);
  return (
    <li>
      <time dateTime={event.createdAt}>{formatShortDate(event.createdAt, locale)}</time>{' '}
      {t(key, { who: event.actor?.name ?? '', date, ...names })}
      {event.voidedInvoices.length > 0 ? (
        <>
          {' '}
          {t('portal.eventVoided', {
            invoices: event.voidedInvoices.join(', '),
            amount: formatCOP(event.creditedAmount, locale),
          })}
        </>
      ) : event.planChange && event.creditedAmount > 0 ? (
        <> {t('portal.eventCredited', { amount: formatCOP(event.creditedAmount, locale) })}</>
      ) : null}
      {event.chargedAmount > 0 ? (
        <> {t('portal.eventCharged', { amount: formatCOP(event.chargedAmount, locale) })}</>
      ) : null}
    </li>
  );
}
