import { Outlet } from 'react-router';
import { useT } from '../../services/services-context';
import { IconBell, IconLock, IconReceiptTax, IconUserCircle } from '../../ui/icons';
import { PageHeader } from '../../ui/page-header';
import { RouteTabs } from '../../ui/route-tabs';

const TABS = [
  {
    to: '/pages/account-settings/account',
    labelKey: 'nav.account',
    icon: IconUserCircle,
  },
  {
    to: '/pages/account-settings/security',
    labelKey: 'nav.security',
    icon: IconLock,
  },
  {
    to: '/pages/account-settings/billing-plans',
    labelKey: 'nav.billingAndPlans',
    icon: IconReceiptTax,
  },
  {
    to: '/pages/account-settings/notifications',
    labelKey: 'nav.notifications',
    icon: IconBell,
  },
] as const;

/** Account settings of the full app: account, security, billing and plans, notifications. */
export function AccountSettingsPage() {
  const t = useT();
  return (
    <>
      <PageHeader title={t('nav.accountSettings')} subtitle={t('portal.accountSettingsSubtitle')} />
      <RouteTabs tabs={TABS} label={t('nav.accountSettings')} />
      <Outlet />
    </>
  );
}
