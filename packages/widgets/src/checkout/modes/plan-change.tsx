import { formatCOP, formatDate, localizedText } from '@facturo/sdk/co';
import type { BillingCycle, PlanChangeQuoteResponse } from '@facturo/sdk/schemas';
import { Alert, ErrorState } from '@facturo/ui';
import { useSignals } from '@preact/signals-react/runtime';
import { useRef, useState } from 'react';
import type { WidgetBaseProps } from '../../runtime/core/config/config.types';
import { useQuery } from '../../runtime/react/use-query';
import { useSdkStore } from '../../runtime/react/use-sdk-store';
import { useWidget } from '../../runtime/react/widget-context';
import { WidgetPending } from '../../runtime/react/widget-pending';
import type { CardHandleRef } from '../../ui/card-form/card-component';
import * as lists from '../../ui/summary-list.css';
import type { AttemptPayment, CheckoutApi } from '../api/checkout-api';
import * as styles from '../checkout.css';
import { CheckoutFlow, cardPayment } from '../checkout-flow';
import { PaymentStep } from '../payment/payment-step';
import { ResultStep } from '../payment/result-step';
import { usePurchase } from '../payment/use-purchase';
import { CheckoutSteps, type ProgressStep } from '../steps/checkout-steps';
import { LoginStep } from '../steps/login-step';

const STEPS: readonly ProgressStep[] = [
  { id: 'payment', label: 'checkout.stepPayment' },
  { id: 'result', label: 'checkout.stepResult' },
];

/** The quote beside the payment: the new plan's days, the credit for the unused ones, what is paid today. */
function QuoteSummary({ quote }: { quote: PlanChangeQuoteResponse }) {
  const { t, locale } = useWidget();
  const title = t('checkout.planChangeTitle', { plan: localizedText(quote.to.planName, locale) });
  return (
    <aside className={`${styles.panel} ${styles.aside}`} aria-label={title}>
      <h3 className={styles.summaryTitle}>{title}</h3>
      <dl className={lists.totals}>
        <div className={lists.totalRow}>
          <dt>
            {t('checkout.planChangeCharge', {
              from: formatDate(quote.charge.periodStart, locale, 'long'),
              to: formatDate(quote.charge.periodEnd, locale, 'long'),
            })}
          </dt>
          <dd>{formatCOP(quote.charge.total, locale)}</dd>
        </div>
        <div className={lists.totalRow}>
          <dt>{t('checkout.planChangeCredit', { count: quote.credit.days })}</dt>
          <dd>−{formatCOP(quote.credit.total, locale)}</dd>
        </div>
        <div className={lists.grandTotal}>
          <dt>{t('checkout.planChangeDue')}</dt>
          <dd>{formatCOP(quote.amountDue, locale)}</dd>
        </div>
      </dl>
      <p className={styles.muted}>{t('checkout.planChangeNote')}</p>
    </aside>
  );
}

/**
 * Pays a step up of a subscription (`subscription-id` to `change-plan-id` in `change-cycle`):
 * sign-in when needed, the quote from `POST /subscriptions/{id}/plan-change/preview` (credit for the
 * unused days, the new plan's days, what is paid today), the card and the result, through
 * `POST /subscriptions/{id}/plan-change` with the same idempotency rules as a purchase. A change that
 * waits for the renewal is not paid here: it says so.
 */
export function PlanChange({
  api,
  subscriptionId,
  change,
  base,
}: {
  api: CheckoutApi;
  subscriptionId: string;
  change: { planId: string; billingCycle: BillingCycle | undefined };
  base: WidgetBaseProps;
}) {
  useSignals();
  const { t, locale, connection, demo, config } = useWidget();
  const session = useSdkStore(connection.session);
  const signedIn = demo || Boolean(session.userData);
  const [flow] = useState(() => new CheckoutFlow('payment'));
  const card: CardHandleRef<AttemptPayment> = useRef(null);
  const scope = demo ? 'demo' : config.apiBaseUrl;
  const wanted = { planId: change.planId, billingCycle: change.billingCycle ?? 'monthly' };
  const quote = useQuery(
    `checkout-plan-change|${scope}|${subscriptionId}|${wanted.planId}|${wanted.billingCycle}`,
    () => api.previewPlanChange(subscriptionId, wanted),
    { enabled: signedIn },
  );
  const checkoutConfig = useQuery(`checkout-config|${scope}`, () => api.config());
  const pay = usePurchase(flow, card, {
    request: (payment) => ({ payment }),
    send: (request, key) => api.changePlan(subscriptionId, wanted, cardPayment(request.payment), key),
  });

  if (!signedIn) return <LoginStep flow={flow} base={base} />;
  if (quote.status === 'error') {
    return (
      <ErrorState
        title={t('checkout.planChangeErrorTitle')}
        error={quote.error}
        onRetry={quote.refetch}
        retrying={quote.isFetching}
      />
    );
  }
  if (!quote.data) return <WidgetPending status="loading" locale={locale} />;
  const step = flow.step.value;
  return (
    <>
      <CheckoutSteps steps={STEPS} current={step === 'result' ? 'result' : 'payment'} />
      {step === 'result' ? (
        <ResultStep flow={flow} api={api} onRetry={() => flow.retryWithAnotherCard()} />
      ) : quote.data.timing === 'now' ? (
        <PaymentStep
          flow={flow}
          config={checkoutConfig}
          card={card}
          amount={quote.data.amountDue}
          payerEmail={String((session.userData as { email?: unknown } | null)?.email ?? '')}
          onPay={() => void pay()}
          summary={<QuoteSummary quote={quote.data} />}
        />
      ) : (
        <Alert tone="primary" title={t('checkout.planChangeLaterTitle')}>
          {t('errors.plan_change_not_immediate')}
        </Alert>
      )}
    </>
  );
}
