import { formatCOP, localizedText } from '@facturo/sdk/co';
import type { Subscription, SubscriptionEvent } from '@facturo/sdk/schemas';
import { Button } from '@facturo/ui';
import { useState } from 'react';
import { canInOrganization } from '../data/organization-ability';
import { useSubscriptionChanges, useSubscriptionEvents } from '../data/subscription-changes.queries';
import { useAbility, useLocale, useT } from '../services/services-context';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { FormMessages } from '../ui/form-messages';
import { formatDate } from '../ui/format';
import { QueryFallback } from '../ui/query-fallback';
import * as styles from './subscription-card.css';

/** One line of the audit trail: who did what, and the invoices it voided. */
function EventLine({ event }: { event: SubscriptionEvent }) {
  const t = useT();
  const locale = useLocale();
  const date = event.activeUntil ? formatDate(event.activeUntil, locale) : '';
  return (
    <li>
      <time dateTime={event.createdAt}>{formatDate(event.createdAt, locale)}</time>{' '}
      {t(`portal.event_${event.action}`, { who: event.actor?.name ?? '', date })}
      {event.voidedInvoices.length > 0 ? (
        <>
          {' '}
          {t('portal.eventVoided', {
            invoices: event.voidedInvoices.join(', '),
            amount: formatCOP(event.creditedAmount, locale),
          })}
        </>
      ) : null}
    </li>
  );
}

/** The subscription's audit trail, fetched the first time it is opened. */
function History({ subscriptionId }: { subscriptionId: string }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const events = useSubscriptionEvents(subscriptionId, open);
  return (
    <details className={styles.history} onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary>{t('portal.subscriptionHistory')}</summary>
      {!open ? null : !events.isSuccess ? (
        <QueryFallback query={events} />
      ) : events.data.length === 0 ? (
        <p>{t('portal.subscriptionHistoryEmpty')}</p>
      ) : (
        <ul className={styles.historyList}>
          {events.data.map((event) => (
            <EventLine key={event.id} event={event} />
          ))}
        </ul>
      )}
    </details>
  );
}

/**
 * What a customer can change about a subscription they bought: cancel it at the end of its period
 * (after a confirmation that says until when they keep it, and that a pending renewal invoice is
 * voided), undo that before the end, and read who changed what. Owners, admins and billing members
 * act; other members only see.
 */
export function SubscriptionChanges({ subscription }: { subscription: Subscription }) {
  const t = useT();
  const locale = useLocale();
  const ability = useAbility();
  const { cancel, resume } = useSubscriptionChanges(subscription.id);
  const [confirming, setConfirming] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const canManage = canInOrganization(ability, 'update', 'Subscription', subscription.organizationId);
  const until = subscription.activeUntil ? formatDate(subscription.activeUntil, locale) : '';
  const cancellable =
    subscription.state === 'active' &&
    !subscription.cancelAtPeriodEnd &&
    (subscription.phase === 'active' || subscription.phase === 'renewal_due');
  const failure = cancel.error ?? resume.error;

  return (
    <div className={styles.changes}>
      {subscription.cancelAtPeriodEnd ? <p>{t('portal.cancelScheduledNote', { date: until })}</p> : null}
      <FormMessages success={done} error={failure ? (failure as Error).message : null} />
      {canManage && subscription.cancelAtPeriodEnd && subscription.state === 'active' ? (
        <Button
          variant="secondary"
          busy={resume.isPending}
          onClick={() => {
            setDone(null);
            resume.mutate(undefined, { onSuccess: () => setDone(t('portal.subscriptionResumed')) });
          }}
        >
          {t('portal.resumeSubscription')}
        </Button>
      ) : null}
      {canManage && cancellable ? (
        <Button variant="secondary" onClick={() => setConfirming(true)}>
          {t('portal.cancelSubscription')}
        </Button>
      ) : null}
      <History subscriptionId={subscription.id} />
      <ConfirmDialog
        open={confirming}
        tone="danger"
        title={t('portal.cancelSubscriptionTitle', { plan: localizedText(subscription.planName, locale) })}
        confirmLabel={t('portal.cancelSubscriptionConfirm')}
        cancelLabel={t('portal.cancelSubscriptionKeep')}
        busy={cancel.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setDone(null);
          cancel.mutate(undefined, {
            onSuccess: () => setDone(t('portal.subscriptionCancelled', { date: until })),
            onSettled: () => setConfirming(false),
          });
        }}
      >
        <p>{t('portal.cancelSubscriptionBody', { date: until })}</p>
        {subscription.renewalInvoiceId ? <p>{t('portal.cancelSubscriptionVoids')}</p> : null}
      </ConfirmDialog>
    </div>
  );
}
