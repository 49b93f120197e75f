import { localizedText } from '@facturo/sdk/co';
import type { Subscription } from '@facturo/sdk/schemas';
import { Button } from '@facturo/ui';
import { useState } from 'react';
import { canInOrganization } from '../data/organization-ability';
import { useScheduledPlanChange } from '../data/plan-change.queries';
import { useSubscriptionChanges, useSubscriptionEvents } from '../data/subscription-changes.queries';
import { useAbility, useLocale, useT } from '../services/services-context';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { FormMessages } from '../ui/form-messages';
import { formatDate } from '../ui/format';
import { QueryFallback } from '../ui/query-fallback';
import { PlanChangeDialog } from './plan-change-dialog';
import * as styles from './subscription-card.css';
import { EventLine } from './subscription-event-line';

/** The subscription's audit trail, fetched the first time it is opened. */
function History({ subscription }: { subscription: Subscription }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const events = useSubscriptionEvents(subscription.id, open);
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
            <EventLine key={event.id} event={event} serviceId={subscription.serviceId} />
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
  const { unschedule } = useScheduledPlanChange(subscription.id);
  const [confirming, setConfirming] = useState(false);
  const [changing, setChanging] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const canManage = canInOrganization(ability, 'update', 'Subscription', subscription.organizationId);
  const until = subscription.activeUntil ? formatDate(subscription.activeUntil, locale) : '';
  const cancellable =
    subscription.state === 'active' &&
    !subscription.cancelAtPeriodEnd &&
    (subscription.phase === 'active' || subscription.phase === 'renewal_due');
  const failure = cancel.error ?? resume.error ?? unschedule.error;
  // The certificate is bought again when it expires; the others change plan or cycle while in period.
  const changeable = cancellable && subscription.validForYears === null;
  const scheduled = subscription.scheduledChange;

  return (
    <div className={styles.changes}>
      {subscription.cancelAtPeriodEnd ? <p>{t('portal.cancelScheduledNote', { date: until })}</p> : null}
      {scheduled ? (
        <p>
          {t('portal.changePlanScheduledNote', {
            date: formatDate(scheduled.effectiveDate, locale),
            plan: `${localizedText(scheduled.planName, locale)} (${t(
              scheduled.billingCycle === 'annual'
                ? 'domain.billingCycleAnnual'
                : 'domain.billingCycleMonthly',
            ).toLowerCase()})`,
          })}
        </p>
      ) : null}
      <FormMessages success={done} error={failure ? (failure as Error).message : null} />
      <div className={styles.actions}>
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
        {canManage && changeable ? (
          <Button variant="secondary" onClick={() => setChanging(true)}>
            {t('portal.changePlan')}
          </Button>
        ) : null}
        {canManage && scheduled ? (
          <Button
            variant="secondary"
            busy={unschedule.isPending}
            onClick={() => {
              setDone(null);
              unschedule.mutate(undefined, { onSuccess: () => setDone(t('portal.changePlanKept')) });
            }}
          >
            {t('portal.changePlanKeep')}
          </Button>
        ) : null}
        {canManage && cancellable ? (
          <Button variant="secondary" onClick={() => setConfirming(true)}>
            {t('portal.cancelSubscription')}
          </Button>
        ) : null}
      </div>
      <History subscription={subscription} />
      {changing ? (
        <PlanChangeDialog
          subscription={subscription}
          open={changing}
          onClose={() => setChanging(false)}
          onScheduled={setDone}
        />
      ) : null}
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
