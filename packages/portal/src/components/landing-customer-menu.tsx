import { useAppHomePath } from '../data/home-path';
import { useServices } from '../services/services-context';
import {
  IconCreditCard,
  IconLayoutDashboard,
  IconReceipt,
  IconReceiptTax,
  IconUserCircle,
} from '../ui/icons';
import { UserMenu, type UserMenuLink } from './user-menu';

const CUSTOMER_AREA: readonly UserMenuLink[] = [
  { to: '/pages/landing-settings/account', labelKey: 'nav.account', icon: IconUserCircle },
  { to: '/pages/landing-settings/subscriptions', labelKey: 'nav.subscriptions', icon: IconReceiptTax },
  { to: '/pages/landing-settings/billing', labelKey: 'nav.billing', icon: IconReceipt },
  { to: '/pages/landing-settings/billing-info', labelKey: 'nav.billingInfo', icon: IconCreditCard },
];

/**
 * A signed-in customer's menu on the public website: the customer area, plus the full app when the
 * deployment has one. Its own chunk (see `LandingUserProfile`): an anonymous visitor never loads it.
 */
export default function LandingCustomerMenu() {
  const { config } = useServices();
  const appHome = useAppHomePath();
  const links = config.justLandingPage
    ? CUSTOMER_AREA
    : [{ to: appHome, labelKey: 'portal.goToApp', icon: IconLayoutDashboard } as const, ...CUSTOMER_AREA];
  return <UserMenu links={links} />;
}
