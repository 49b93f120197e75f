import type { SubscriptionPhase } from '@facturo/sdk/billing';
import { formatCOP, formatDate, groupThousands, ivaLabelKey, localizedText } from '@facturo/sdk/co';
import type { TranslationKey } from '@facturo/sdk/i18n';
import type { Subscription } from '@facturo/sdk/schemas';
import { useId } from 'react';
import { useWidget } from '../runtime/react/widget-context';
import { SubscriptionChanges } from './subscription-changes';
import * as styles from './subscription-manager.css';
import type { ManagerContext } from './subscription-manager-context';
import { SubscriptionRenewal } from './subscription-renewal';

type Tone = keyof typeof styles.badge;

const PHASES: Record<SubscriptionPhase, { key: TranslationKey; tone: Tone }> = {
  active: { key: 'domain.phaseActive', tone: 'success' },
  renewal_due: { key: 'domain.phaseRenewalDue', tone: 'warning' },
  grace: { key: 'domain.phaseGrace', tone: 'warning' },
  suspended: { key: 'domain.phaseSuspended', tone: 'danger' },
  cancelled: { key: 'domain.phaseCancelled', tone: 'neutral' },
};

/** How full the document allowance is, for the meter's colour. */
function usageLevel(used: number, included: number): 'normal' | 'high' | 'over' {
  if (included <= 0) return 'normal';
  if (used > included) return 'over';
  return used / included >= 0.8 ? 'high' : 'normal';
}

/** The status badge: "No se renueva" once cancelled at period end, else the lifecycle phase. */
function statusOf(subscription: Subscription): { key: TranslationKey; tone: Tone } {
  if (subscription.cancelAtPeriodEnd && subscription.state === 'active') {
    return { key: 'subscriptions.cancelsOn', tone: 'warning' };
  }
  if (subscription.state === 'cancelled') return PHASES.cancelled;
  return subscription.phase
    ? PHASES[subscription.phase]
    : { key: 'subscriptions.awaitingPayment', tone: 'neutral' };
}

/**
 * One subscription: plan, cycle and price with its IVA label, status, active until, time left, next
 * charge, documents used (a labelled progress bar) and, under them, how it is renewed and what the
 * customer can change.
 */
export function SubscriptionItem({
  subscription,
  context,
}: {
  subscription: Subscription;
  context: ManagerContext;
}) {
  const { t, locale } = useWidget();
  const nameId = useId();
  const status = statusOf(subscription);
  // The certificate is paid once for its validity; the others by month or year.
  const cycleLabel = subscription.validForYears
    ? t('domain.certificateValidity', { count: subscription.validForYears })
    : t(subscription.billingCycle === 'annual' ? 'domain.billingCycleAnnual' : 'domain.billingCycleMonthly');
  const { documentsUsed: used, documentsIncluded: included } = subscription;
  const percent = included > 0 ? Math.min(100, Math.round((used / included) * 100)) : 0;
  const date = (value: string | null) => (value ? formatDate(value, locale) : '—');

  return (
    <li className={styles.card} aria-labelledby={nameId}>
      <div className={styles.cardHead}>
        <div>
          <h3 id={nameId} className={styles.planName}>
            {localizedText(subscription.planName, locale)}
          </h3>
          <p className={styles.muted}>
            {cycleLabel} · {formatCOP(subscription.price, locale)} {t(ivaLabelKey(subscription.ivaTreatment))}
          </p>
        </div>
        <span className={styles.badge[status.tone]}>{t(status.key)}</span>
      </div>
      <dl className={styles.details}>
        <div>
          <dt>{t('subscriptions.activeUntil')}</dt>
          <dd>{date(subscription.activeUntil)}</dd>
        </div>
        <div>
          <dt>{t('subscriptions.daysRemaining')}</dt>
          <dd>
            {subscription.daysRemaining === null
              ? '—'
              : t('domain.daysRemaining', { count: subscription.daysRemaining })}
          </dd>
        </div>
        <div>
          <dt>{t('subscriptions.nextCharge')}</dt>
          <dd>{date(subscription.billingDate)}</dd>
        </div>
        {subscription.valuePerDocument !== null ? (
          <div>
            <dt>{t('subscriptions.valuePerDocument')}</dt>
            <dd>{formatCOP(subscription.valuePerDocument, locale)}</dd>
          </div>
        ) : null}
      </dl>
      {included > 0 ? (
        <div>
          <p className={styles.text}>
            {t('subscriptions.documentsUsed', {
              used: groupThousands(used, locale),
              included: groupThousands(included, locale),
            })}
          </p>
          <div
            className={styles.meter}
            role="progressbar"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
            aria-label={t('subscriptions.documentsUsage')}
          >
            <div
              className={styles.meterFill}
              data-level={usageLevel(used, included)}
              style={{ width: `${percent}%` }}
            />
          </div>
          {subscription.extraDocuments > 0 ? (
            <p className={styles.muted}>
              {t('subscriptions.extraDocumentsNote', { count: subscription.extraDocuments })}
            </p>
          ) : null}
        </div>
      ) : null}
      <SubscriptionRenewal subscription={subscription} context={context} />
      {subscription.state === 'cancelled' ? null : (
        <SubscriptionChanges subscription={subscription} context={context} />
      )}
    </li>
  );
}
