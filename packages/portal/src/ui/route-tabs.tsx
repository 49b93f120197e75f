import type { TranslationKey } from '@facturo/sdk/i18n';
import type { TablerIcon } from '@tabler/icons-react';
import { NavLink } from 'react-router';
import { useT } from '../services/services-context';
import * as styles from './page.css';

/** One tab of {@link RouteTabs}. */
export interface RouteTab {
  to: string;
  labelKey: TranslationKey;
  icon?: TablerIcon;
}

/**
 * Tabs that are routes: each is a link with its own URL (shareable, back-button friendly); the
 * current one is marked `aria-current="page"`.
 */
export function RouteTabs({ tabs, label }: { tabs: readonly RouteTab[]; label: string }) {
  const t = useT();
  return (
    <nav aria-label={label} className={styles.tabs}>
      {tabs.map(({ icon: Icon, ...tab }) => (
        <NavLink key={tab.to} to={tab.to} className={styles.tab} end>
          {Icon ? <Icon size={18} aria-hidden="true" /> : null}
          {t(tab.labelKey)}
        </NavLink>
      ))}
    </nav>
  );
}
