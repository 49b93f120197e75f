import { lazyPage } from '../router/lazy-page';
import { defineRoutes } from '../router/route-handle';

/**
 * The purchase: the bag, the checkout and the payment result, in the public website's frame. The bag
 * and the checkout are public because the checkout widget asks a logged-out buyer to sign in inline
 * and then carries on where they were; the result pages need the buyer's session. A deployment
 * without accounts (`allowAuth: false`) sells nothing online, so there the bag and the checkout are
 * not public either, and `landing: 'withAuth'` leaves all three out of the landing-only site: the
 * guard sends visitors back to the landing page.
 */
export const purchaseRoutes = defineRoutes([
  {
    path: '/checkout-cart',
    handle: {
      name: 'checkout-cart',
      titleKey: 'nav.cart',
      publicIfAuthAllowed: true,
      landing: 'withAuth',
      layout: 'front',
    },
    lazy: lazyPage(
      () => import('../pages/purchase/checkout-cart-page'),
      (m) => m.CheckoutCartPage,
    ),
  },
  {
    path: '/checkout',
    handle: {
      name: 'checkout',
      titleKey: 'nav.checkout',
      publicIfAuthAllowed: true,
      landing: 'withAuth',
      layout: 'front',
    },
    lazy: lazyPage(
      () => import('../pages/purchase/checkout-page'),
      (m) => m.CheckoutPage,
    ),
  },
  {
    path: '/payments',
    handle: {
      name: 'payments',
      titleKey: 'nav.payments',
      landing: 'withAuth',
      layout: 'front',
      searchable: false,
    },
    lazy: lazyPage(
      () => import('../pages/purchase/payments-page'),
      (m) => m.PaymentsPage,
    ),
  },
]);
