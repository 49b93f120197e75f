import { lazy, Suspense } from 'react';
import { useServices, useSession, useT } from '../services/services-context';
import { ButtonLink } from '../ui/button-link';

// The signed-in menu (customer area, the app's home, which reads the organizations) is downloaded
// only once someone is signed in: the anonymous landing page stays light.
const LandingCustomerMenu = lazy(() => import('./landing-customer-menu'));

/**
 * The public website's corner for the visitor: login and sign-up buttons when logged out (if the
 * deployment offers accounts), the customer-area menu when logged in (plus the full app, when there
 * is one).
 */
export function LandingUserProfile() {
  const t = useT();
  const { config } = useServices();
  const { isLoggedIn } = useSession();
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
  return (
    <Suspense fallback={null}>
      <LandingCustomerMenu />
    </Suspense>
  );
}
