import type { SubscriptionPhase } from '@facturo/sdk/billing';
import { formatCOP, localizedText } from '@facturo/sdk/co';
import type { TranslationKey } from '@facturo/sdk/i18n';
import type { Subscription } from '@facturo/sdk/schemas';
import { Button } from '@facturo/ui';
import { getConnection } from '@facturo/widgets';
import { useNavigate } from 'react-router';
import { useLocale, useServices, useT } from '../services/services-context';
import { Badge, type Tone } from '../ui/badge';
import { Card } from '../ui/card';
import { formatNumber, formatShortDate } from '../ui/format';
import { DetailsList } from '../ui/page-header';
import * as styles from './subscription-card.css';
import { SubscriptionChanges } from './subscription-changes';

const PHASES: Record<SubscriptionPhase, { key: TranslationKey; tone: Tone }> = {
  active: { key: 'domain.phaseActive', tone: 'success' },
  renewal_due: { key: 'domain.phaseRenewalDue', tone: 'warning' },
  grace: { key: 'domain.phaseGrace', tone: 'warning' },
  suspended: { key: 'domain.phaseSuspended', tone: 'danger' },
  cancelled: { key: 'domain.phaseCancelled', tone: 'neutral' },
};

/** How full the document allowance is, for the meter's colour. */
export function usageLevel(used: number, included: number): 'normal' | 'high' | 'over' {
  if (included <= 0) return 'normal';
  if (used > included) return 'over';
  return used / included >= 0.8 ? 'high' : 'normal';
}

/**
 * One subscription: plan, phase, active until, days remaining, documents used, the way to renew (pay
 * the open renewal invoice, or buy the plan again once it was cancelled), and cancelling at period end.
 */
export function SubscriptionCard({ subscription }: { subscription: Subscription }) {
  const t = useT();
  const locale = useLocale();
  const { config } = useServices();
  const navigate = useNavigate();
  const phase = subscription.phase ? PHASES[subscription.phase] : null;
  // The certificate is paid once for its validity; the others by month or year.
  const cycleLabel = subscription.validForYears
    ? t('domain.certificateValidity', { count: subscription.validForYears })
    : t(subscription.billingCycle === 'annual' ? 'domain.billingCycleAnnual' : 'domain.billingCycleMonthly');
  // A held service is renewed by paying its renewal invoice (issued 5 days before the end); only a
  // cancelled one is bought again (the API refuses a second subscription of a held service).
  const payable = subscription.renewalInvoiceId !== null;
  const rebuyable = subscription.state === 'cancelled';
  const awaitingRenewalInvoice =
    !payable &&
    subscription.state === 'active' &&
    !subscription.cancelAtPeriodEnd &&
    subscription.phase !== 'active';
  const level = usageLevel(subscription.documentsUsed, subscription.documentsIncluded);
  const percent =
    subscription.documentsIncluded > 0
      ? Math.min(100, Math.round((subscription.documentsUsed / subscription.documentsIncluded) * 100))
      : 0;

  const renew = () => {
    if (subscription.renewalInvoiceId) {
      void navigate(`/checkout?invoice=${subscription.renewalInvoiceId}`);
      return;
    }
    getConnection(config).cart.add({ planId: subscription.planId, cycle: subscription.billingCycle });
    void navigate('/checkout-cart');
  };

  return (
    <Card>
      <div className={styles.head}>
        <div>
          <h3 className={styles.plan}>{localizedText(subscription.planName, locale)}</h3>
          <p style={{ opacity: 0.8 }}>
            {cycleLabel} · {formatCOP(subscription.price, locale)}{' '}
            {t(subscription.ivaTreatment === 'excluded' ? 'domain.ivaExcluded' : 'domain.plusIva')}
          </p>
        </div>
        {subscription.cancelAtPeriodEnd && subscription.state === 'active' ? (
          <Badge tone="warning">{t('portal.cancelsOn')}</Badge>
        ) : phase ? (
          <Badge tone={phase.tone}>{t(phase.key)}</Badge>
        ) : (
          <Badge tone="neutral">{t('portal.awaitingPayment')}</Badge>
        )}
      </div>
      <DetailsList
        items={[
          {
            label: t('portal.activeUntil'),
            value: subscription.activeUntil ? formatShortDate(subscription.activeUntil, locale) : '—',
          },
          {
            label: t('portal.daysRemaining'),
            value:
              subscription.daysRemaining === null
                ? '—'
                : t('domain.daysRemaining', { count: subscription.daysRemaining }),
          },
          {
            label: t('portal.nextCharge'),
            value: subscription.billingDate ? formatShortDate(subscription.billingDate, locale) : '—',
          },
          ...(subscription.valuePerDocument !== null
            ? [
                {
                  label: t('portal.valuePerDocument'),
                  value: formatCOP(subscription.valuePerDocument, locale),
                },
              ]
            : []),
        ]}
      />
      {subscription.documentsIncluded > 0 ? (
        <div style={{ marginTop: 16 }}>
          <p style={{ fontWeight: 600 }}>
            {t('portal.documentsUsed', {
              used: formatNumber(subscription.documentsUsed, locale),
              included: formatNumber(subscription.documentsIncluded, locale),
            })}
          </p>
          <div
            className={styles.meter}
            role="progressbar"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
            aria-label={t('portal.documentsUsage')}
          >
            <div className={styles.meterFill} data-level={level} style={{ width: `${percent}%` }} />
          </div>
          {subscription.extraDocuments > 0 ? (
            <p style={{ fontSize: '0.875rem', opacity: 0.85 }}>
              {t('portal.extraDocumentsNote', { count: subscription.extraDocuments })}
            </p>
          ) : null}
        </div>
      ) : null}
      {payable || rebuyable ? (
        <div className={styles.footer}>
          <Button onClick={renew}>{t(payable ? 'portal.renew' : 'portal.buyAgain')}</Button>
        </div>
      ) : null}
      {awaitingRenewalInvoice ? <p className={styles.footer}>{t('portal.renewalInvoiceSoon')}</p> : null}
      {subscription.state === 'cancelled' ? null : <SubscriptionChanges subscription={subscription} />}
    </Card>
  );
}
