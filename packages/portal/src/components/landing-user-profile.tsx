import { useAppHomePath } from '../data/home-path';
import { useServices, useSession, useT } from '../services/services-context';
import { ButtonLink } from '../ui/button-link';
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
 * The public website's corner for the visitor: login and sign-up buttons when logged out (if the
 * deployment offers accounts), the customer-area menu when logged in (plus the full app, when there
 * is one).
 */
export function LandingUserProfile() {
  const t = useT();
  const { config } = useServices();
  const { isLoggedIn } = useSession();
  const appHome = useAppHomePath();
  if (!config.allowAuth) return null;
  if (!isLoggedIn) {
    return (
      <>
        <ButtonLink to="/login" variant="ghost">
          {t('nav.login')}
        </ButtonLink>
        <ButtonLink to="/register" variant="primary">
          {t('nav.register')}
        </ButtonLink>
      </>
    );
  }
  const links = config.justLandingPage
    ? CUSTOMER_AREA
    : [{ to: appHome, labelKey: 'portal.goToApp', icon: IconLayoutDashboard } as const, ...CUSTOMER_AREA];
  return <UserMenu links={links} />;
}
