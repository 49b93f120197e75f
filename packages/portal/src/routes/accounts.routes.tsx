import { lazyPage } from '../router/lazy-page';
import { defineRoutes } from '../router/route-handle';

/**
 * The dashboard (the home of whoever may read the billing of the organization the app works in), the
 * full app's billing accounts (the personal one and each organization) and every invoice (for
 * whoever may read invoices in some organization: a clinician is refused, and has no menu entry).
 */
export const accountsRoutes = defineRoutes([
  {
    path: '/accounts/dashboard',
    handle: { name: 'dashboard', titleKey: 'nav.dashboard', action: 'read', subject: 'Invoice' },
    lazy: lazyPage(
      () => import('../pages/accounts/dashboard-page'),
      (m) => m.DashboardPage,
    ),
  },
  {
    path: '/accounts/accounts-list',
    handle: { name: 'accounts-list', titleKey: 'nav.accountsList' },
    lazy: lazyPage(
      () => import('../pages/accounts/accounts-list-page'),
      (m) => m.AccountsListPage,
    ),
  },
  {
    path: '/accounts/billing/invoice-list',
    handle: {
      name: 'invoice-list',
      titleKey: 'nav.invoices',
      layout: 'expanded',
      action: 'read',
      subject: 'Invoice',
    },
    lazy: lazyPage(
      () => import('../pages/accounts/invoice-list-page'),
      (m) => m.InvoiceListPage,
    ),
  },
]);
