import { Checkout } from '@facturo/widgets';
import { useSearchParams } from 'react-router';
import { PurchaseFrame } from './purchase-frame';
import { useCheckoutComplete } from './use-checkout-complete';

/**
 * The checkout: sign-in when needed, billing information and payment, through the checkout widget.
 * `?invoice=<id>` pays an open renewal invoice instead of the bag; `?subscription=<id>&plan=<id>&cycle=`
 * pays a step up of a subscription (the plan-change dialog sends here); `?organization=<id>` buys for
 * that organization. The outcome opens the payment result page.
 */
export function CheckoutPage() {
  const [params] = useSearchParams();
  const invoiceId = params.get('invoice') ?? undefined;
  const organizationId = params.get('organization') ?? undefined;
  const subscriptionId = params.get('subscription') ?? undefined;
  const changePlanId = params.get('plan') ?? undefined;
  const cycle = params.get('cycle');
  const changeCycle = cycle === 'annual' || cycle === 'monthly' ? cycle : undefined;
  const onCheckoutComplete = useCheckoutComplete();
  return (
    <PurchaseFrame titleKey="portal.checkoutTitle" subtitleKey="portal.checkoutSubtitle">
      <Checkout
        step="billing"
        plansUrl="/landing-page#pricing"
        {...(invoiceId ? { invoiceId } : {})}
        {...(subscriptionId && changePlanId ? { subscriptionId, changePlanId, changeCycle } : {})}
        {...(organizationId ? { organizationId } : {})}
        onCheckoutComplete={onCheckoutComplete}
      />
    </PurchaseFrame>
  );
}
