import { formatCOP, formatDate, ivaLabelKey, localizedText } from '@facturo/sdk/co';
import type { BillingCycle, PlanChangeRequest, PricedPlan, Subscription } from '@facturo/sdk/schemas';
import { Alert, Button, ErrorState, SelectField } from '@facturo/ui';
import { useId, useState } from 'react';
import type { RenderedText } from '../runtime/core/i18n/rendered-text';
import { useQuery } from '../runtime/react/use-query';
import { useWidget } from '../runtime/react/widget-context';
import * as styles from './subscription-manager.css';
import type { ManagerContext } from './subscription-manager-context';

const CYCLES: readonly BillingCycle[] = ['monthly', 'annual'];
const optionValue = (change: PlanChangeRequest) => `${change.planId}|${change.billingCycle}`;

/** Every plan of the service in every cycle it is sold in, except what the subscription already is. */
function changeOptions(plans: readonly PricedPlan[], subscription: Subscription) {
  return plans.flatMap((plan) =>
    CYCLES.flatMap((cycle) => {
      const price = plan.cycles[cycle];
      if (!price || (plan.id === subscription.planId && cycle === subscription.billingCycle)) return [];
      return [{ plan, cycle, price: price.price }];
    }),
  );
}

/** Props of {@link PlanChangePanel}. */
export interface PlanChangePanelProps {
  subscription: Subscription;
  context: ManagerContext;
  onClose: () => void;
  /** Schedules a step down; resolves once the card has shown the outcome. */
  onScheduled: (change: PlanChangeRequest, message: RenderedText) => Promise<void>;
}

/**
 * Changing a subscription's plan or cycle: pick one of its service's plans, read the API's quote
 * (today with a credit for the unused days and the difference paid now, or at the renewal with
 * nothing paid today), then go to the payment or schedule it. Going to the payment dispatches the
 * cancelable `facturo-plan-change-checkout`; unless a listener prevents it, the widget opens
 * `checkoutUrl`. While a renewal invoice is open, a step up pays that first ("Renovar"). A widget
 * session (no customer to pay) only schedules step downs.
 */
export function PlanChangePanel({ subscription, context, onClose, onScheduled }: PlanChangePanelProps) {
  const { t, locale, describeError } = useWidget();
  const titleId = useId();
  const { api, scope } = context;
  const [change, setChange] = useState<PlanChangeRequest | null>(null);
  const [scheduling, setScheduling] = useState(false);
  const [noCheckout, setNoCheckout] = useState(false);
  const plans = useQuery(`subscription-plans|${scope}|${subscription.serviceId}`, () =>
    api.plans(subscription.serviceId),
  );
  const preview = useQuery(
    `subscription-preview|${scope}|${subscription.id}|${subscription.planId}|${subscription.billingCycle}|${subscription.activeUntil}|${change ? optionValue(change) : ''}`,
    () => api.preview(subscription.id, change as PlanChangeRequest),
    { enabled: change !== null },
  );
  const cycleName = (cycle: BillingCycle) =>
    t(cycle === 'annual' ? 'domain.billingCycleAnnual' : 'domain.billingCycleMonthly');
  const quote = change && !preview.isFetching ? preview.data : undefined;
  // A step up credits the period in course: an open renewal invoice (the next period) is paid first.
  const renewalFirst = quote?.timing === 'now' && subscription.renewalInvoiceId !== null;

  const pay = () => {
    if (!change || !quote) return;
    if (renewalFirst) {
      setNoCheckout(context.checkout.payRenewal(subscription) === 'no_checkout');
      return;
    }
    setNoCheckout(context.checkout.payPlanChange(subscription, change, quote.amountDue) === 'no_checkout');
  };
  const schedule = async () => {
    if (!change || !quote) return;
    setScheduling(true);
    const { effectiveDate } = quote;
    await onScheduled(change, (tr, language) =>
      tr('subscriptions.changePlanScheduledDone', { date: formatDate(effectiveDate, language, 'long') }),
    );
    setScheduling(false);
  };

  return (
    <section className={styles.panel} aria-labelledby={titleId}>
      <h4 id={titleId} className={styles.panelTitle}>
        {t('subscriptions.changePlanTitle', { plan: localizedText(subscription.planName, locale) })}
      </h4>
      {plans.status === 'error' ? (
        <ErrorState title={t('subscriptions.errorTitle')} error={plans.error} onRetry={plans.refetch} />
      ) : (
        <SelectField
          label={t('subscriptions.changePlanField')}
          placeholder={t('subscriptions.changePlanChoose')}
          value={change ? optionValue(change) : ''}
          disabled={!plans.data}
          onValueChange={(value) => {
            const [planId, billingCycle] = value.split('|') as [string, BillingCycle];
            setNoCheckout(false);
            setChange(value ? { planId, billingCycle } : null);
          }}
          options={(plans.data ? changeOptions(plans.data, subscription) : []).map(
            ({ plan, cycle, price }) => ({
              value: optionValue({ planId: plan.id, billingCycle: cycle }),
              label: t('subscriptions.changePlanOption', {
                plan: localizedText(plan.name, locale),
                cycle: cycleName(cycle),
                price: `${formatCOP(price, locale)} ${t(ivaLabelKey(plan.ivaTreatment))}`,
              }),
            }),
          )}
        />
      )}
      <div aria-live="polite">
        {change && preview.isFetching ? (
          <p className={styles.muted} role="status">
            {t('subscriptions.changePlanLoading')}
          </p>
        ) : null}
        {quote?.timing === 'now' ? (
          <>
            <p className={styles.text}>
              {t('subscriptions.changePlanNow', {
                count: quote.credit.days,
                credit: formatCOP(quote.credit.total, locale),
                charge: formatCOP(quote.charge.total, locale),
                until: formatDate(quote.charge.periodEnd, locale, 'long'),
              })}
            </p>
            <p className={styles.text}>
              <strong>
                {t('subscriptions.changePlanNowDue', { amount: formatCOP(quote.amountDue, locale) })}
              </strong>
            </p>
          </>
        ) : null}
        {quote?.timing === 'next_renewal' ? (
          <p className={styles.text}>
            {t('subscriptions.changePlanLater', {
              date: formatDate(quote.effectiveDate, locale, 'long'),
              price: formatCOP(quote.charge.total, locale),
            })}
          </p>
        ) : null}
      </div>
      {change && preview.status === 'error' && !preview.isFetching ? (
        <Alert tone="danger">{describeError(preview.error)}</Alert>
      ) : null}
      {renewalFirst ? (
        <p className={styles.text} role="status">
          {t('errors.plan_change_renewal_open')}
        </p>
      ) : null}
      {quote?.timing === 'now' && !context.canPay ? (
        <p className={styles.text}>{t('subscriptions.changePlanSignInToPay')}</p>
      ) : null}
      {noCheckout ? <Alert tone="danger">{t('subscriptions.changePlanNoCheckout')}</Alert> : null}
      <div className={styles.actions}>
        {quote?.timing === 'now' && context.canPay ? (
          <Button onClick={pay}>
            {t(renewalFirst ? 'subscriptions.renew' : 'subscriptions.changePlanPay')}
          </Button>
        ) : null}
        {quote?.timing === 'next_renewal' ? (
          <Button busy={scheduling} onClick={() => void schedule()}>
            {t('subscriptions.changePlanSchedule')}
          </Button>
        ) : null}
        <Button variant="secondary" onClick={onClose}>
          {t('subscriptions.changePlanClose')}
        </Button>
      </div>
    </section>
  );
}
