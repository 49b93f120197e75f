import { formatDate, localizedText } from '@facturo/sdk/co';
import type { Subscription } from '@facturo/sdk/schemas';
import { Alert, Button } from '@facturo/ui';
import { useEffect, useId, useRef, useState } from 'react';
import type { RenderedText } from '../runtime/core/i18n/rendered-text';
import { useWidget } from '../runtime/react/widget-context';
import { PlanChangePanel } from './plan-change-panel';
import { SubscriptionHistory } from './subscription-history';
import * as styles from './subscription-manager.css';
import type { SubscriptionChangeAction } from './subscription-manager.types';
import type { ManagerContext } from './subscription-manager-context';

type Open = 'none' | 'cancel' | 'change';

/**
 * What a customer can change about a subscription: cancel it at the end of its period (after a
 * confirmation that says until when they keep it, and that a pending renewal invoice is voided),
 * undo that, change plan or cycle, keep the current plan instead of a scheduled change, and read the
 * history. Without `canManage` (a read-only widget session, or a role that may not change it) only
 * the notes and the history.
 */
export function SubscriptionChanges({
  subscription,
  context,
}: {
  subscription: Subscription;
  context: ManagerContext;
}) {
  const { t, locale, describeError } = useWidget();
  const confirmTitleId = useId();
  const [open, setOpen] = useState<Open>('none');
  const [busy, setBusy] = useState<SubscriptionChangeAction | null>(null);
  // What happened, kept unwritten (see `RenderedText`): a language change while it shows rewrites it.
  const [done, setDone] = useState<RenderedText | null>(null);
  const [failure, setFailure] = useState<{ error: unknown } | null>(null);
  const { api, canManage, onChanged } = context;
  const doneRef = useRef<HTMLDivElement>(null);
  const actionsRef = useRef<HTMLDivElement>(null);
  // The panel (and the button that confirmed) is gone: focus moves to what happened, not the page top.
  useEffect(() => {
    if (done) doneRef.current?.focus();
  }, [done]);
  const close = (from: 'cancel' | 'change') => {
    setOpen('none');
    actionsRef.current?.querySelector<HTMLButtonElement>(`[data-opens="${from}"]`)?.focus();
  };
  const untilIn = (language: string) =>
    subscription.activeUntil ? formatDate(subscription.activeUntil, language, 'long') : '';
  const until = untilIn(locale);
  const planName = localizedText(subscription.planName, locale);
  const cancellable =
    subscription.state === 'active' &&
    !subscription.cancelAtPeriodEnd &&
    (subscription.phase === 'active' || subscription.phase === 'renewal_due');
  // The certificate is bought again when it expires; the others change plan or cycle while in period.
  const changeable = cancellable && subscription.validForYears === null;
  const scheduled = subscription.scheduledChange;

  const run = async (
    action: SubscriptionChangeAction,
    call: () => Promise<unknown>,
    message: RenderedText,
  ) => {
    setBusy(action);
    setDone(null);
    setFailure(null);
    try {
      await call();
      setOpen('none');
      // A function given to a state setter is an updater: wrapped, it is stored as it is.
      setDone(() => message);
      onChanged(subscription.id, action);
    } catch (error) {
      setFailure({ error });
    } finally {
      setBusy(null);
    }
  };

  return (
    <div className={styles.changes}>
      {subscription.cancelAtPeriodEnd ? (
        <p className={styles.text}>{t('subscriptions.cancelScheduledNote', { date: until })}</p>
      ) : null}
      {scheduled ? (
        <p className={styles.text}>
          {t('subscriptions.changePlanScheduledNote', {
            date: formatDate(scheduled.effectiveDate, locale, 'long'),
            plan: `${localizedText(scheduled.planName, locale)} (${t(
              scheduled.billingCycle === 'annual'
                ? 'domain.billingCycleAnnual'
                : 'domain.billingCycleMonthly',
            ).toLowerCase()})`,
          })}
        </p>
      ) : null}
      {done ? (
        <div ref={doneRef} tabIndex={-1}>
          <Alert tone="success">{done(t, locale)}</Alert>
        </div>
      ) : null}
      {failure ? <Alert tone="danger">{describeError(failure.error)}</Alert> : null}
      {canManage ? (
        <div ref={actionsRef} className={styles.actions}>
          {subscription.cancelAtPeriodEnd && subscription.state === 'active' ? (
            <Button
              variant="secondary"
              busy={busy === 'resumed'}
              onClick={() =>
                void run(
                  'resumed',
                  () => api.resume(subscription.id),
                  (tr) => tr('subscriptions.subscriptionResumed'),
                )
              }
            >
              {t('subscriptions.resumeSubscription')}
            </Button>
          ) : null}
          {changeable ? (
            <Button
              variant="secondary"
              data-opens="change"
              aria-expanded={open === 'change'}
              onClick={() => setOpen(open === 'change' ? 'none' : 'change')}
            >
              {t('subscriptions.changePlan')}
            </Button>
          ) : null}
          {scheduled ? (
            <Button
              variant="secondary"
              busy={busy === 'plan_change_unscheduled'}
              onClick={() =>
                void run(
                  'plan_change_unscheduled',
                  () => api.unschedule(subscription.id),
                  (tr) => tr('subscriptions.changePlanKept'),
                )
              }
            >
              {t('subscriptions.changePlanKeep')}
            </Button>
          ) : null}
          {cancellable ? (
            <Button
              variant="secondary"
              data-opens="cancel"
              aria-expanded={open === 'cancel'}
              onClick={() => setOpen(open === 'cancel' ? 'none' : 'cancel')}
            >
              {t('subscriptions.cancelSubscription')}
            </Button>
          ) : null}
        </div>
      ) : null}
      {canManage && open === 'cancel' && cancellable ? (
        <section className={styles.panel} aria-labelledby={confirmTitleId}>
          <h4 id={confirmTitleId} className={styles.panelTitle}>
            {t('subscriptions.cancelSubscriptionTitle', { plan: planName })}
          </h4>
          <p className={styles.text}>{t('subscriptions.cancelSubscriptionBody', { date: until })}</p>
          {subscription.renewalInvoiceId ? (
            <p className={styles.text}>{t('subscriptions.cancelSubscriptionVoids')}</p>
          ) : null}
          <div className={styles.actions}>
            <Button
              busy={busy === 'cancelled'}
              onClick={() =>
                void run(
                  'cancelled',
                  () => api.cancel(subscription.id),
                  (tr, language) => tr('subscriptions.subscriptionCancelled', { date: untilIn(language) }),
                )
              }
            >
              {t('subscriptions.cancelSubscriptionConfirm')}
            </Button>
            <Button variant="secondary" onClick={() => close('cancel')}>
              {t('subscriptions.cancelSubscriptionKeep')}
            </Button>
          </div>
        </section>
      ) : null}
      {canManage && open === 'change' && changeable ? (
        <PlanChangePanel
          subscription={subscription}
          context={context}
          onClose={() => close('change')}
          onScheduled={(change, message) =>
            run('plan_change_scheduled', () => api.schedule(subscription.id, change), message)
          }
        />
      ) : null}
      <SubscriptionHistory subscription={subscription} context={context} />
    </div>
  );
}
