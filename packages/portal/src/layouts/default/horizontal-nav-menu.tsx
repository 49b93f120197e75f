import { Link } from 'react-router';
import type { ResolvedNavItem } from '../../navigation/use-nav';
import { useT } from '../../services/services-context';
import { Dropdown } from '../../ui/dropdown';
import * as menu from '../../ui/dropdown.css';
import { IconChevronDown } from '../../ui/icons';
import * as styles from './nav-menu.css';

/** The horizontal menu: top-level links, and groups as dropdown panels. */
export function HorizontalNavMenu({ items }: { items: readonly ResolvedNavItem[] }) {
  const t = useT();
  return (
    <>
      {items.map((entry) => {
        const Icon = entry.item.icon;
        if (!entry.item.children) {
          return (
            <Link
              key={entry.item.id}
              to={entry.href ?? '/'}
              className={styles.link}
              aria-current={entry.active ? 'page' : undefined}
              style={{ width: 'auto' }}
            >
              <Icon size={20} aria-hidden="true" />
              {t(entry.item.labelKey)}
            </Link>
          );
        }
        return (
          <Dropdown
            key={entry.item.id}
            align="start"
            label={t(entry.item.labelKey)}
            trigger={(props) => (
              <button
                {...props}
                type="button"
                className={styles.link}
                data-active-group={entry.active}
                style={{ width: 'auto' }}
              >
                <Icon size={20} aria-hidden="true" />
                {t(entry.item.labelKey)}
                <IconChevronDown size={16} aria-hidden="true" />
              </button>
            )}
          >
            {(close) =>
              entry.children.map((child) => {
                const ChildIcon = child.item.icon;
                return (
                  <Link
                    key={child.item.id}
                    to={child.href ?? '/'}
                    className={menu.item}
                    aria-current={child.active ? 'page' : undefined}
                    onClick={close}
                  >
                    <ChildIcon size={18} aria-hidden="true" />
                    {t(child.item.labelKey)}
                  </Link>
                );
              })
            }
          </Dropdown>
        );
      })}
    </>
  );
}
