import { lazyPage } from '../router/lazy-page';
import { defineRoutes } from '../router/route-handle';
import { tabbedRoutes } from '../router/tabbed-routes';

/** The tabs of the customer area, in display order. */
export const LANDING_SETTINGS_TABS = [
  'dashboard',
  'account',
  'subscriptions',
  'billing',
  'billing-info',
] as const;

/**
 * The customer area of landing-only deployments, `/pages/landing-settings/{tab}` in the public
 * website's frame; each tab is a route named `landing-settings-<tab>`. The whole area (the bare path
 * included) belongs to the landing-only site while the deployment offers accounts.
 */
export const customerAreaRoutes = defineRoutes([
  {
    path: '/pages/landing-settings',
    handle: { layout: 'front' },
    lazy: lazyPage(
      () => import('../pages/customer-area/landing-settings-page'),
      (m) => m.LandingSettingsPage,
    ),
    children: tabbedRoutes({
      base: '/pages/landing-settings',
      prefix: 'landing-settings',
      tabs: LANDING_SETTINGS_TABS,
      titles: {
        dashboard: 'nav.dashboard',
        account: 'nav.account',
        subscriptions: 'nav.subscriptions',
        billing: 'nav.billing',
        'billing-info': 'nav.billingInfo',
      },
      pages: {
        dashboard: lazyPage(
          () => import('../pages/customer-area/dashboard-tab'),
          (m) => m.DashboardTab,
        ),
        account: lazyPage(
          () => import('../pages/customer-area/account-tab'),
          (m) => m.AccountTab,
        ),
        subscriptions: lazyPage(
          () => import('../pages/customer-area/subscriptions-tab'),
          (m) => m.SubscriptionsTab,
        ),
        billing: lazyPage(
          () => import('../pages/customer-area/billing-tab'),
          (m) => m.BillingTab,
        ),
        'billing-info': lazyPage(
          () => import('../pages/customer-area/billing-info-tab'),
          (m) => m.BillingInfoTab,
        ),
      },
      shared: { landing: 'withAuth' },
    }),
  },
]);
