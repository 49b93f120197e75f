import { Button } from '@facturo/ui';
import { Link } from 'react-router';
import { shortcutsNav } from '../navigation/sections/shortcuts.nav';
import { useNav } from '../navigation/use-nav';
import { useT } from '../services/services-context';
import { Dropdown } from '../ui/dropdown';
import * as menu from '../ui/dropdown.css';
import { IconLayoutGrid } from '../ui/icons';
import * as styles from './shortcuts-menu.css';

/** The navbar's shortcuts grid, filtered by what the user may open. */
export function ShortcutsMenu() {
  const t = useT();
  const shortcuts = useNav(shortcutsNav);
  if (shortcuts.length === 0) return null;
  return (
    <Dropdown
      label={t('nav.shortcuts')}
      trigger={(props) => (
        <Button {...props} variant="ghost" iconOnly aria-label={t('nav.shortcuts')}>
          <IconLayoutGrid size={20} aria-hidden="true" />
        </Button>
      )}
    >
      {(close) => (
        <>
          <p className={menu.heading}>{t('nav.shortcuts')}</p>
          <div className={styles.grid}>
            {shortcuts.map(({ item, href }) => (
              <Link key={item.id} to={href ?? '/'} className={styles.tile} onClick={close}>
                <span className={styles.icon} aria-hidden="true">
                  <item.icon size={22} />
                </span>
                {t(item.labelKey)}
              </Link>
            ))}
          </div>
        </>
      )}
    </Dropdown>
  );
}
