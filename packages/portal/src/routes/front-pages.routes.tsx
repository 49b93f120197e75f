import { lazyPage } from '../router/lazy-page';
import { defineRoutes } from '../router/route-handle';

/**
 * Front pages in the public website's frame: pricing and the help center are public (they hold no
 * customer data); the full app's checkout and payment pages need a session.
 */
export const frontPagesRoutes = defineRoutes([
  {
    path: '/front-pages/pricing',
    handle: { name: 'front-pages-pricing', titleKey: 'nav.pricing', public: true, layout: 'front' },
    lazy: lazyPage(
      () => import('../pages/front-pages/pricing-page'),
      (m) => m.PricingPage,
    ),
  },
  {
    path: '/front-pages/help-center',
    handle: { name: 'help-center', titleKey: 'nav.helpCenter', public: true, layout: 'front' },
    lazy: lazyPage(
      () => import('../pages/front-pages/help-center-page'),
      (m) => m.HelpCenterPage,
    ),
  },
  {
    path: '/front-pages/help-center/article/:title',
    handle: {
      name: 'help-center-article',
      titleKey: 'nav.helpCenter',
      public: true,
      layout: 'front',
      searchable: false,
      navActiveLink: 'help-center',
    },
    lazy: lazyPage(
      () => import('../pages/front-pages/help-article-page'),
      (m) => m.HelpArticlePage,
    ),
  },
  {
    path: '/legal/terminos',
    handle: {
      name: 'legal-terms',
      titleKey: 'nav.legalTerms',
      public: true,
      layout: 'front',
      searchable: false,
    },
    lazy: lazyPage(
      () => import('../pages/legal/legal-page'),
      (m) => m.TermsPage,
    ),
  },
  {
    path: '/legal/privacidad',
    handle: {
      name: 'legal-privacy',
      titleKey: 'nav.legalPrivacy',
      public: true,
      layout: 'front',
      searchable: false,
    },
    lazy: lazyPage(
      () => import('../pages/legal/legal-page'),
      (m) => m.PrivacyPage,
    ),
  },
  {
    path: '/front-pages/checkout',
    handle: { name: 'front-pages-checkout', titleKey: 'nav.checkout', layout: 'front' },
    lazy: lazyPage(
      () => import('../pages/purchase/checkout-page'),
      (m) => m.CheckoutPage,
    ),
  },
  {
    path: '/front-pages/payment',
    handle: { name: 'front-pages-payment', titleKey: 'nav.payments', layout: 'front', searchable: false },
    lazy: lazyPage(
      () => import('../pages/purchase/payments-page'),
      (m) => m.PaymentsPage,
    ),
  },
]);
