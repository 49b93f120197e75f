import { Checkout } from '@facturo/widgets';
import { PurchaseFrame } from './purchase-frame';

/**
 * The bag: the shared cart as the checkout widget shows it (cycle, quantity, IVA per line, total).
 * "Continue" opens `/checkout`, where the purchase goes on from the billing information.
 */
export function CheckoutCartPage() {
  return (
    <PurchaseFrame titleKey="portal.cartTitle" subtitleKey="portal.cartSubtitle">
      <Checkout step="bag" checkoutUrl="/checkout" plansUrl="/landing-page#pricing" />
    </PurchaseFrame>
  );
}
