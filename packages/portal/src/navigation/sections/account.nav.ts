import { IconLayoutDashboard, IconReceipt, IconSettings, IconUserCircle, IconUsers } from '../../ui/icons';
import { defineNav } from '../nav-item';

/** The user's own account and the billing accounts they act for. */
export const accountNav = defineNav([
  {
    id: 'accounts',
    labelKey: 'nav.accounts',
    icon: IconUsers,
    children: [
      {
        id: 'dashboard',
        labelKey: 'nav.dashboard',
        icon: IconLayoutDashboard,
        route: 'dashboard',
        action: 'read',
        subject: 'Invoice',
      },
      { id: 'accounts-list', labelKey: 'nav.accountsList', icon: IconUsers, route: 'accounts-list' },
      {
        id: 'invoice-list',
        labelKey: 'nav.invoices',
        icon: IconReceipt,
        route: 'invoice-list',
        action: 'read',
        subject: 'Invoice',
      },
    ],
  },
  {
    id: 'account',
    labelKey: 'nav.account',
    icon: IconUserCircle,
    children: [
      {
        id: 'account-settings',
        labelKey: 'nav.accountSettings',
        icon: IconSettings,
        route: 'account-settings-account',
      },
      {
        id: 'user-profile',
        labelKey: 'nav.userProfile',
        icon: IconUserCircle,
        route: 'user-profile-profile',
      },
    ],
  },
]);
