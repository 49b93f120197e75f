import { formatCOP, formatDate, localizedText } from '@facturo/sdk/co';
import type { BillingCycle, Subscription, SubscriptionEvent } from '@facturo/sdk/schemas';
import { ErrorState } from '@facturo/ui';
import { useState } from 'react';
import { useQuery } from '../runtime/react/use-query';
import { useWidget } from '../runtime/react/widget-context';
import * as styles from './subscription-manager.css';
import type { ManagerContext } from './subscription-manager-context';

/**
 * The subscription's audit trail ("Historial de cambios"), fetched when it is first opened and again
 * after each change (its key holds what the change moves).
 */
export function SubscriptionHistory({
  subscription,
  context,
}: {
  subscription: Subscription;
  context: ManagerContext;
}) {
  const { t, locale } = useWidget();
  const [open, setOpen] = useState(false);
  const { api, scope } = context;
  const version = [
    subscription.cancelAtPeriodEnd,
    subscription.scheduledChange?.planId ?? '',
    subscription.scheduledChange?.billingCycle ?? '',
    subscription.planId,
    subscription.billingCycle,
  ].join('|');
  const events = useQuery(
    `subscription-events|${scope}|${subscription.id}|${version}`,
    () => api.events(subscription.id),
    { enabled: open },
  );
  // Plan names in the lines come from the service's catalogue (the events carry ids).
  const plans = useQuery(
    `subscription-plans|${scope}|${subscription.serviceId}`,
    () => api.plans(subscription.serviceId),
    { enabled: open },
  );
  const planLabel = (planId: string, cycle: BillingCycle) => {
    const plan = plans.data?.find((candidate) => candidate.id === planId);
    const cycleName = t(cycle === 'annual' ? 'domain.billingCycleAnnual' : 'domain.billingCycleMonthly');
    return `${plan ? localizedText(plan.name, locale) : planId} (${cycleName.toLowerCase()})`;
  };

  let body = null;
  if (!open) body = null;
  else if (events.status === 'error') {
    body = (
      <ErrorState
        title={t('subscriptions.errorTitle')}
        error={events.error}
        onRetry={events.refetch}
        retrying={events.isFetching}
      />
    );
  } else if (!events.data) body = <p role="status">{t('subscriptions.subscriptionHistoryLoading')}</p>;
  else if (events.data.length === 0) body = <p>{t('subscriptions.subscriptionHistoryEmpty')}</p>;
  else {
    body = (
      <ul className={styles.historyList}>
        {events.data.map((event) => (
          <EventLine key={event.id} event={event} planLabel={planLabel} />
        ))}
      </ul>
    );
  }

  return (
    <details className={styles.history} onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary>{t('subscriptions.subscriptionHistory')}</summary>
      {body}
    </details>
  );
}

/** Who a line names: the customer, or the integration whose widget session made the change. */
function whoOf(event: SubscriptionEvent, t: ReturnType<typeof useWidget>['t']): string {
  if (event.actor) return event.actor.name;
  return event.apiKey ? t('subscriptions.eventByIntegration', { name: event.apiKey.name }) : '';
}

/** One line of the trail: who did what, the invoices it voided and what it credited or charged. */
function EventLine({
  event,
  planLabel,
}: {
  event: SubscriptionEvent;
  planLabel: (planId: string, cycle: BillingCycle) => string;
}) {
  const { t, locale } = useWidget();
  const date = event.activeUntil ? formatDate(event.activeUntil, locale, 'long') : '';
  const change = event.planChange;
  const names = change
    ? {
        from: planLabel(change.fromPlanId, change.fromBillingCycle),
        to: planLabel(change.planId, change.billingCycle),
      }
    : {};
  const key =
    event.action === 'plan_changed' && event.actor === null && event.apiKey === null
      ? 'subscriptions.event_plan_changed_renewal'
      : (`subscriptions.event_${event.action}` as const);
  return (
    <li>
      <time dateTime={event.createdAt}>{formatDate(event.createdAt, locale)}</time>{' '}
      {t(key, { who: whoOf(event, t), date, ...names })}
      {event.voidedInvoices.length > 0 ? (
        <>
          {' '}
          {t('subscriptions.eventVoided', {
            invoices: event.voidedInvoices.join(', '),
            amount: formatCOP(event.creditedAmount, locale),
          })}
        </>
      ) : change && event.creditedAmount > 0 ? (
        <> {t('subscriptions.eventCredited', { amount: formatCOP(event.creditedAmount, locale) })}</>
      ) : null}
      {event.chargedAmount > 0 ? (
        <> {t('subscriptions.eventCharged', { amount: formatCOP(event.chargedAmount, locale) })}</>
      ) : null}
    </li>
  );
}
