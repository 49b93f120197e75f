import { visuallyHidden } from '@facturo/ui/styles';
import { Login, type LoginMode } from '@facturo/widgets';
import { useNavigate, useSearchParams } from 'react-router';
import { LanguageSwitcher } from '../../components/language-switcher';
import { Logo } from '../../components/logo';
import { ThemeSwitcher } from '../../components/theme-switcher';
import { appHomePathOf } from '../../data/home-path';
import { useRouteHandle } from '../../router/use-route-handle';
import { useServices, useT } from '../../services/services-context';
import { IconCircleCheck } from '../../ui/icons';
import * as styles from './auth-page.css';
import { safeRedirectPath } from './safe-redirect';

// Each route opens its screen of the widget. The later sign-up steps resume what this tab has in
// progress (the widget keeps it between steps); `verify-email?email=…` works from any tab, because the
// code only needs the address it went to.
const MODES: Record<string, LoginMode> = {
  login: 'login',
  register: 'register',
  'verify-email': 'verify',
  'personal-info': 'profile',
  'forgot-password': 'forgot-password',
  'reset-password': 'reset-password',
};

const SHOWCASE = [
  'portal.authPoint1',
  'portal.authPoint2',
  'portal.authPoint3',
  'portal.authPoint4',
] as const;

/**
 * The sign-in screens (login, sign-up, password recovery and reset) through the login widget. After
 * a login the visitor goes back to where the guard stopped them (`?to=`), else to their area.
 */
export function AuthPage() {
  const t = useT();
  const services = useServices();
  const { config } = services;
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const handle = useRouteHandle();
  const name = handle?.name ?? 'login';
  // Read when the login succeeds, so it is the signed-in user's (a clinician starts on the agenda).
  const home = () => (config.justLandingPage ? '/pages/landing-settings/dashboard' : appHomePathOf(services));

  return (
    <div className={styles.page}>
      <div className={styles.showcase}>
        <p className={styles.showcaseTitle}>{t('portal.authShowcaseTitle')}</p>
        <ul className={styles.showcaseList}>
          {SHOWCASE.map((key) => (
            <li key={key} className={styles.showcaseItem}>
              <IconCircleCheck size={22} aria-hidden="true" />
              {t(key)}
            </li>
          ))}
        </ul>
      </div>
      <div className={styles.side}>
        <div className={styles.topbar}>
          <Logo />
          <span className={styles.spacer} />
          <LanguageSwitcher />
          <ThemeSwitcher />
        </div>
        <div className={styles.formArea}>
          <h1 className={visuallyHidden}>{t(handle?.titleKey ?? 'nav.login')}</h1>
          {/* The widget's space is held: it grows when the API's answers arrive, and the page must not
              move then (Lighthouse's layout shift). The build prerenders it with its texts. */}
          <div className={styles.widget}>
            <Login
              mode={MODES[name] ?? 'login'}
              email={params.get('email') ?? undefined}
              onLogin={() => {
                // The user's first page depends on their permissions, whose code may still be arriving.
                void services.ability
                  .ready()
                  .catch(() => {})
                  .then(() => navigate(safeRedirectPath(params.get('to')) ?? home(), { replace: true }));
              }}
            />
          </div>
        </div>
      </div>
    </div>
  );
}
