import { Button } from '@facturo/ui';
import { darkTheme } from '@facturo/ui/styles';
import { useEffect, useRef, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { Customizer } from '../../components/customizer';
import { LanguageSwitcher } from '../../components/language-switcher';
import { LegalAcceptancePrompt } from '../../components/legal-acceptance-prompt';
import { Logo } from '../../components/logo';
import { NavbarSearch } from '../../components/navbar-search';
import { NotificationsMenu } from '../../components/notifications-menu';
import { OrganizationSwitcher } from '../../components/organization-switcher';
import { ScrollToTop, SkipLink } from '../../components/scroll-to-top';
import { ShortcutsMenu } from '../../components/shortcuts-menu';
import { ThemeSwitcher } from '../../components/theme-switcher';
import { UserMenu } from '../../components/user-menu';
import { useAppHomePath } from '../../data/home-path';
import { useNav } from '../../navigation/use-nav';
import { usePageOptions } from '../../router/use-route-handle';
import { useAppAreaTexts } from '../../services/area-texts';
import { usePreferences, useT } from '../../services/services-context';
import {
  IconAdjustments,
  IconMenu2,
  IconReceiptTax,
  IconSettings,
  IconUserCircle,
  IconX,
} from '../../ui/icons';
import { AppFooter } from './app-footer';
import * as styles from './default-layout.css';
import { HorizontalNavMenu } from './horizontal-nav-menu';
import { VerticalNavMenu } from './vertical-nav-menu';

const USER_LINKS = [
  { to: '/pages/user-profile/profile', labelKey: 'nav.userProfile', icon: IconUserCircle },
  { to: '/pages/account-settings/account', labelKey: 'nav.accountSettings', icon: IconSettings },
  { to: '/pages/account-settings/billing-plans', labelKey: 'nav.billingAndPlans', icon: IconReceiptTax },
] as const;

/**
 * The app shell. The menu is vertical or horizontal as the layout preference says; below 960 px it
 * is always the vertical menu in an overlay opened from the navbar. `expanded` collapses the
 * vertical menu to icons and lets the content use the full width (wide tables).
 */
function AppShell({ expanded }: { expanded: boolean }) {
  const t = useT();
  const preferences = usePreferences();
  const page = usePageOptions();
  const nav = useNav();
  const home = useAppHomePath();
  const areaTextsReady = useAppAreaTexts();
  const { pathname } = useLocation();
  const [overlayOpen, setOverlayOpen] = useState(false);
  const [customizerOpen, setCustomizerOpen] = useState(false);
  const drawer = useRef<HTMLDialogElement>(null);
  const horizontal = preferences.layout === 'horizontal';
  const collapsed = expanded || preferences.verticalNavCollapsed;
  const semiDark = preferences.verticalNavSemiDark && preferences.resolvedTheme === 'light';

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new page closes the overlay menu.
  useEffect(() => setOverlayOpen(false), [pathname]);

  useEffect(() => {
    const dialog = drawer.current;
    if (!dialog) return;
    if (overlayOpen && !dialog.open) dialog.showModal?.();
    if (!overlayOpen && dialog.open) dialog.close?.();
  }, [overlayOpen]);

  const menuLabel = t('portal.mainMenu');
  return (
    <div className={styles.app}>
      <SkipLink />
      {horizontal ? null : (
        // An aside, so the logo above the menu sits in a landmark like everything else on the page.
        <aside className={`${styles.sidebar} ${semiDark ? darkTheme : ''}`} data-collapsed={collapsed}>
          <div className={styles.sidebarHeader}>
            <Logo to={home} />
          </div>
          <nav className={styles.sidebarScroll} aria-label={menuLabel}>
            <VerticalNavMenu items={nav} />
          </nav>
        </aside>
      )}
      <dialog
        ref={drawer}
        className={styles.drawer}
        aria-label={menuLabel}
        onClose={() => setOverlayOpen(false)}
      >
        {overlayOpen ? (
          <>
            <div className={styles.sidebarHeader}>
              <Logo to={home} />
              <Button
                variant="ghost"
                iconOnly
                aria-label={t('nav.closeMenu')}
                onClick={() => setOverlayOpen(false)}
              >
                <IconX size={20} aria-hidden="true" />
              </Button>
            </div>
            <nav className={styles.sidebarScroll} aria-label={menuLabel}>
              <VerticalNavMenu items={nav} onNavigate={() => setOverlayOpen(false)} />
            </nav>
            <div className={styles.drawerFooter}>
              <LanguageSwitcher />
            </div>
          </>
        ) : null}
      </dialog>
      <div
        className={styles.body}
        data-sidebar={horizontal ? 'none' : collapsed ? 'collapsed' : 'open'}
        data-fixed-height={page.fixedHeight ?? false}
      >
        <header
          className={styles.navbar}
          data-sticky={preferences.navbarType === 'sticky'}
          data-blur={preferences.navbarBlur}
        >
          <Button
            variant="ghost"
            iconOnly
            className={styles.menuToggle}
            aria-label={t('nav.openMenu')}
            aria-expanded={overlayOpen}
            onClick={() => setOverlayOpen(true)}
          >
            <IconMenu2 size={22} aria-hidden="true" />
          </Button>
          {horizontal ? <Logo to={home} /> : null}
          <NavbarSearch />
          <span className={styles.spacer} />
          <OrganizationSwitcher />
          <span className={styles.wideOnly}>
            <LanguageSwitcher />
          </span>
          <ThemeSwitcher />
          <span className={styles.wideOnly}>
            <ShortcutsMenu />
          </span>
          <NotificationsMenu />
          <Button
            variant="ghost"
            iconOnly
            aria-label={t('portal.customizerTitle')}
            onClick={() => setCustomizerOpen(true)}
          >
            <IconAdjustments size={20} aria-hidden="true" />
          </Button>
          <UserMenu links={USER_LINKS} />
        </header>
        {horizontal ? (
          <nav className={styles.horizontalNav} aria-label={menuLabel}>
            <HorizontalNavMenu items={nav} />
          </nav>
        ) : null}
        <main
          id="main-content"
          tabIndex={-1}
          className={styles.content}
          data-width={expanded || page.expanded ? 'fluid' : preferences.contentWidth}
          data-blank={page.blank ?? false}
          data-fixed-height={page.fixedHeight ?? false}
        >
          {areaTextsReady ? <Outlet /> : null}
          <LegalAcceptancePrompt />
        </main>
        <AppFooter />
      </div>
      <ScrollToTop />
      <Customizer open={customizerOpen} onClose={() => setCustomizerOpen(false)} />
    </div>
  );
}

/** The default layout: the app shell with the preferred menu. */
export function DefaultLayout() {
  return <AppShell expanded={false} />;
}

/** The expanded layout: the app shell with the menu collapsed to icons and full-width content. */
export function ExpandedLayout() {
  return <AppShell expanded />;
}
