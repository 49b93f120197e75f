import { formatCOP, ivaLabelKey, localizedText } from '@facturo/sdk/co';
import type { BillingCycle, PlanChangeRequest, PricedPlan, Subscription } from '@facturo/sdk/schemas';
import { SelectField } from '@facturo/ui';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { usePlanChangePreview, useScheduledPlanChange, useServicePlans } from '../data/plan-change.queries';
import { useLocale, useT } from '../services/services-context';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { FormMessages } from '../ui/form-messages';
import { formatDate } from '../ui/format';
import { QueryFallback } from '../ui/query-fallback';

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

/**
 * Changing a subscription's plan or cycle: pick one of its service's plans, read what it does (the
 * API's quote: today with a credit for the unused days and the difference paid now, or at the renewal
 * with nothing paid today), then go to the payment or schedule it.
 */
export function PlanChangeDialog({
  subscription,
  open,
  onClose,
  onScheduled,
}: {
  subscription: Subscription;
  open: boolean;
  onClose: () => void;
  onScheduled: (message: string) => void;
}) {
  const t = useT();
  const locale = useLocale();
  const navigate = useNavigate();
  const plans = useServicePlans(subscription.serviceId, open);
  const [change, setChange] = useState<PlanChangeRequest | null>(null);
  const preview = usePlanChangePreview(subscription.id, change);
  const { schedule } = useScheduledPlanChange(subscription.id);
  const cycleName = (cycle: BillingCycle) =>
    t(cycle === 'annual' ? 'domain.billingCycleAnnual' : 'domain.billingCycleMonthly');
  const options = plans.data ? changeOptions(plans.data, subscription) : [];
  const quote = preview.data;
  const failure = preview.error ?? schedule.error;
  // A step up credits the period in course: an open renewal invoice (the next period) is paid first.
  const renewalFirst = quote?.timing === 'now' && subscription.renewalInvoiceId !== null;

  const confirm = () => {
    if (!change || !quote) return;
    if (renewalFirst) {
      void navigate(`/checkout?invoice=${subscription.renewalInvoiceId}`);
      return;
    }
    if (quote.timing === 'now') {
      const query = new URLSearchParams({
        subscription: subscription.id,
        plan: change.planId,
        cycle: change.billingCycle,
      });
      void navigate(`/checkout?${query}`);
      return;
    }
    schedule.mutate(change, {
      onSuccess: () => {
        onScheduled(t('portal.changePlanScheduledDone', { date: formatDate(quote.effectiveDate, locale) }));
        onClose();
      },
    });
  };

  return (
    <ConfirmDialog
      open={open}
      title={t('portal.changePlanTitle', { plan: localizedText(subscription.planName, locale) })}
      confirmLabel={t(
        renewalFirst
          ? 'portal.renew'
          : quote?.timing === 'next_renewal'
            ? 'portal.changePlanSchedule'
            : 'portal.changePlanPay',
      )}
      busy={schedule.isPending || (change !== null && preview.isFetching)}
      onCancel={onClose}
      onConfirm={confirm}
    >
      {!plans.isSuccess ? (
        <QueryFallback query={plans} />
      ) : (
        <SelectField
          label={t('portal.changePlanField')}
          placeholder={t('portal.changePlanChoose')}
          value={change ? optionValue(change) : ''}
          onValueChange={(value) => {
            const [planId, billingCycle] = value.split('|') as [string, BillingCycle];
            setChange(value ? { planId, billingCycle } : null);
          }}
          options={options.map(({ plan, cycle, price }) => ({
            value: optionValue({ planId: plan.id, billingCycle: cycle }),
            label: t('portal.changePlanOption', {
              plan: localizedText(plan.name, locale),
              cycle: cycleName(cycle),
              price: `${formatCOP(price, locale)} ${t(ivaLabelKey(plan.ivaTreatment))}`,
            }),
          }))}
        />
      )}
      {quote && change ? (
        <div aria-live="polite">
          {quote.timing === 'now' ? (
            <>
              <p>
                {t('portal.changePlanNow', {
                  count: quote.credit.days,
                  credit: formatCOP(quote.credit.total, locale),
                  charge: formatCOP(quote.charge.total, locale),
                  until: formatDate(quote.charge.periodEnd, locale),
                })}
              </p>
              <p>
                <strong>
                  {t('portal.changePlanNowDue', { amount: formatCOP(quote.amountDue, locale) })}
                </strong>
              </p>
            </>
          ) : (
            <p>
              {t('portal.changePlanLater', {
                date: formatDate(quote.effectiveDate, locale),
                price: formatCOP(quote.charge.total, locale),
              })}
            </p>
          )}
        </div>
      ) : null}
      {renewalFirst ? <p role="status">{t('errors.plan_change_renewal_open')}</p> : null}
      <FormMessages error={failure ? (failure as Error).message : null} />
    </ConfirmDialog>
  );
}
