import type { BillingCycle, PricedPlan } from '@facturo/sdk/schemas';
import { useWidget } from '../../runtime/react/widget-context';

/**
 * How a plan in the bag is paid, in words: "Mensual" or "Anual", and for a term (the digital
 * certificate, paid once for its validity and bought again when it expires, never renewed)
 * "Pago único · Vigencia de 1 año", as the pricing table says "pago único" and the subscription
 * names its validity.
 */
export function useTermText() {
  const { t } = useWidget();
  return (plan: Pick<PricedPlan, 'certificateValidityYears'>, cycle: BillingCycle) =>
    plan.certificateValidityYears
      ? `${t('checkout.oneTimePayment')} · ${t('domain.certificateValidity', { count: plan.certificateValidityYears })}`
      : t(cycle === 'monthly' ? 'domain.billingCycleMonthly' : 'domain.billingCycleAnnual');
}
