import { lazyPage } from '../router/lazy-page';
import { defineRoutes } from '../router/route-handle';
import { tabbedRoutes } from '../router/tabbed-routes';

/** Tabs of `/pages/account-settings/{tab}`. */
export const ACCOUNT_SETTINGS_TABS = ['account', 'security', 'billing-plans', 'notifications'] as const;

/** Tabs of `/pages/user-profile/{tab}`. */
export const USER_PROFILE_TABS = ['profile', 'organizations'] as const;

/** The full app's own-account pages: settings (`/pages/account-settings/{tab}`) and the profile. */
export const accountRoutes = defineRoutes([
  {
    path: '/pages/account-settings',
    lazy: lazyPage(
      () => import('../pages/account-settings/account-settings-page'),
      (m) => m.AccountSettingsPage,
    ),
    children: tabbedRoutes({
      base: '/pages/account-settings',
      prefix: 'account-settings',
      tabs: ACCOUNT_SETTINGS_TABS,
      titles: {
        account: 'nav.account',
        security: 'nav.security',
        'billing-plans': 'nav.billingAndPlans',
        notifications: 'nav.notifications',
      },
      pages: {
        account: lazyPage(
          () => import('../pages/customer-area/account-tab'),
          (m) => m.AccountTab,
        ),
        security: lazyPage(
          () => import('../pages/account-settings/security-tab'),
          (m) => m.SecurityTab,
        ),
        'billing-plans': lazyPage(
          () => import('../pages/account-settings/billing-plans-tab'),
          (m) => m.BillingPlansTab,
        ),
        notifications: lazyPage(
          () => import('../pages/account-settings/notifications-tab'),
          (m) => m.NotificationsTab,
        ),
      },
      shared: { navActiveLink: 'account-settings' },
    }),
  },
  {
    path: '/pages/user-profile',
    lazy: lazyPage(
      () => import('../pages/user-profile/user-profile-page'),
      (m) => m.UserProfilePage,
    ),
    children: tabbedRoutes({
      base: '/pages/user-profile',
      prefix: 'user-profile',
      tabs: USER_PROFILE_TABS,
      titles: { profile: 'nav.userProfile', organizations: 'nav.organizations' },
      pages: {
        profile: lazyPage(
          () => import('../pages/user-profile/profile-tab'),
          (m) => m.ProfileTab,
        ),
        organizations: lazyPage(
          () => import('../pages/user-profile/organizations-tab'),
          (m) => m.OrganizationsTab,
        ),
      },
      shared: { navActiveLink: 'user-profile' },
    }),
  },
]);
