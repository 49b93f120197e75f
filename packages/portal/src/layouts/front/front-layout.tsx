import { Button } from '@facturo/ui';
import { getConnection, useSdkStore } from '@facturo/widgets';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Link, Outlet, useLocation } from 'react-router';
import { LandingUserProfile } from '../../components/landing-user-profile';
import { LanguageSwitcher } from '../../components/language-switcher';
import { LegalAcceptancePrompt } from '../../components/legal-acceptance-prompt';
import { Logo } from '../../components/logo';
import { ScrollToTop, SkipLink } from '../../components/scroll-to-top';
import { ThemeSwitcher } from '../../components/theme-switcher';
import { useServices, useSession, useT } from '../../services/services-context';
import { ButtonLink } from '../../ui/button-link';
import { IconMenu2, IconShoppingCart, IconX } from '../../ui/icons';
import { FrontFooter } from './front-footer';
import * as styles from './front-layout.css';
import { HELP_LINK, LANDING_SECTION_LINKS, TEAM_LINK } from './front-links';

// The bell's code (notifications queries, the organizations they name) loads only for a signed-in
// visitor: the anonymous landing page never downloads it.
const NotificationsMenu = lazy(() =>
  import('../../components/notifications-menu').then((module) => ({ default: module.NotificationsMenu })),
);

/** The bag, on deployments that sell online (a marketing-only one, `allowAuth: false`, has none). */
function CartButton() {
  const { config } = useServices();
  return config.allowAuth ? <CartLink /> : null;
}

function CartLink() {
  const t = useT();
  const { config } = useServices();
  const { count } = useSdkStore(getConnection(config).cart);
  return (
    <ButtonLink
      to="/checkout-cart"
      variant="ghost"
      iconOnly
      className={styles.cart}
      aria-label={count ? t('portal.cartWithItems', { count }) : t('nav.cart')}
    >
      <IconShoppingCart size={20} aria-hidden="true" />
      {count ? (
        <span className={styles.cartCount} aria-hidden="true">
          {count}
        </span>
      ) : null}
    </ButtonLink>
  );
}

/**
 * The bell for a signed-in customer: renewals due and payments settled reach landing-only customers
 * too, whose only frame is this one.
 */
function FrontNotifications() {
  const { config } = useServices();
  const { isLoggedIn } = useSession();
  return config.allowAuth && isLoggedIn ? (
    <Suspense fallback={null}>
      <NotificationsMenu />
    </Suspense>
  ) : null;
}

/**
 * The public website's frame (landing page, pricing, help center, purchase, customer area): a
 * header with the landing sections, cart, language, theme, notifications and the visitor's corner;
 * an overlay menu below 960 px; the marketing footer; and the scroll-to-top button.
 */
export function FrontLayout() {
  const t = useT();
  const { pathname } = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const drawer = useRef<HTMLDialogElement>(null);
  const links = [...LANDING_SECTION_LINKS, HELP_LINK];

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new page (or section) closes the menu.
  useEffect(() => setMenuOpen(false), [pathname]);

  useEffect(() => {
    const dialog = drawer.current;
    if (!dialog) return;
    if (menuOpen && !dialog.open) dialog.showModal?.();
    if (!menuOpen && dialog.open) dialog.close?.();
  }, [menuOpen]);

  return (
    <>
      <SkipLink />
      <header className={styles.header}>
        <div className={styles.headerInner}>
          <Logo />
          <nav className={styles.links} aria-label={t('portal.mainMenu')}>
            {links
              .filter((link) => link !== TEAM_LINK)
              .map((link) => (
                <Link key={link.to} to={link.to} className={styles.link}>
                  {t(link.labelKey)}
                </Link>
              ))}
          </nav>
          <span className={styles.spacer} />
          <CartButton />
          <span className={styles.wideOnly}>
            <LanguageSwitcher />
          </span>
          <ThemeSwitcher />
          <FrontNotifications />
          <span className={styles.wideOnly}>
            <LandingUserProfile />
          </span>
          <Button
            variant="ghost"
            iconOnly
            className={styles.menuToggle}
            aria-label={t('nav.openMenu')}
            aria-expanded={menuOpen}
            onClick={() => setMenuOpen(true)}
          >
            <IconMenu2 size={22} aria-hidden="true" />
          </Button>
        </div>
      </header>
      <dialog
        ref={drawer}
        className={styles.drawer}
        aria-label={t('portal.mainMenu')}
        onClose={() => setMenuOpen(false)}
      >
        {menuOpen ? (
          <div className={styles.drawerBody}>
            <Button
              variant="ghost"
              iconOnly
              aria-label={t('nav.closeMenu')}
              onClick={() => setMenuOpen(false)}
              style={{ alignSelf: 'flex-end' }}
            >
              <IconX size={20} aria-hidden="true" />
            </Button>
            <nav aria-label={t('portal.mainMenu')} style={{ display: 'flex', flexDirection: 'column' }}>
              {links.map((link) => (
                <Link key={link.to} to={link.to} className={styles.link} onClick={() => setMenuOpen(false)}>
                  {t(link.labelKey)}
                </Link>
              ))}
            </nav>
            <LanguageSwitcher />
            <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
              <LandingUserProfile />
            </div>
          </div>
        ) : null}
      </dialog>
      <main id="main-content" tabIndex={-1} className={styles.main}>
        <Outlet />
        <LegalAcceptancePrompt />
      </main>
      <FrontFooter />
      <ScrollToTop />
    </>
  );
}
