import { IconHelp, IconReceiptTax, IconShoppingCart } from '../../ui/icons';
import { defineNav } from '../nav-item';

/** Buying plans and getting help. */
export const storeNav = defineNav([
  { id: 'front-pages-pricing', labelKey: 'nav.pricing', icon: IconReceiptTax, route: 'front-pages-pricing' },
  {
    id: 'checkout-cart',
    labelKey: 'nav.cart',
    icon: IconShoppingCart,
    route: 'checkout-cart',
    activeFor: ['checkout', 'front-pages-checkout'],
  },
  {
    id: 'help-center',
    labelKey: 'nav.helpCenter',
    icon: IconHelp,
    route: 'help-center',
    activeFor: ['help-center-article'],
  },
]);
