import { Outlet } from 'react-router';
import { userSummary } from '../../components/user-summary';
import { useSession, useT } from '../../services/services-context';
import {
  IconCreditCard,
  IconLayoutDashboard,
  IconReceipt,
  IconReceiptTax,
  IconUserCircle,
} from '../../ui/icons';
import { PageHeader } from '../../ui/page-header';
import { RouteTabs } from '../../ui/route-tabs';
import * as styles from './customer-area.css';

const TABS = [
  {
    to: '/pages/landing-settings/dashboard',
    labelKey: 'nav.dashboard',
    icon: IconLayoutDashboard,
  },
  {
    to: '/pages/landing-settings/account',
    labelKey: 'nav.account',
    icon: IconUserCircle,
  },
  {
    to: '/pages/landing-settings/subscriptions',
    labelKey: 'nav.subscriptions',
    icon: IconReceiptTax,
  },
  {
    to: '/pages/landing-settings/billing',
    labelKey: 'nav.billing',
    icon: IconReceipt,
  },
  {
    to: '/pages/landing-settings/billing-info',
    labelKey: 'nav.billingInfo',
    icon: IconCreditCard,
  },
] as const;

/**
 * The customer area of landing-only deployments: the dashboard (where a sign-in lands), account,
 * subscriptions, billing and billing information.
 */
export function LandingSettingsPage() {
  const t = useT();
  const { userData } = useSession();
  const { name } = userSummary(userData);
  return (
    <div className={styles.container}>
      <PageHeader
        title={t('portal.customerAreaTitle')}
        subtitle={t('portal.customerAreaGreeting', { name })}
      />
      <RouteTabs tabs={TABS} label={t('portal.customerAreaTitle')} />
      <Outlet />
    </div>
  );
}
