import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import type { ResolvedNavItem } from '../../navigation/use-nav';
import { useT } from '../../services/services-context';
import { IconChevronRight } from '../../ui/icons';
import * as styles from './nav-menu.css';

function NavGroup({ entry, onNavigate }: { entry: ResolvedNavItem; onNavigate?: () => void }) {
  const t = useT();
  // A group opens by itself when it holds the current page.
  const [open, setOpen] = useState(entry.active);
  // The menu may resolve after the page (the organization loads later): open then too.
  useEffect(() => {
    if (entry.active) setOpen(true);
  }, [entry.active]);
  const id = `nav-group-${entry.item.id}`;
  const Icon = entry.item.icon;
  return (
    <li>
      <button
        type="button"
        className={styles.link}
        aria-expanded={open}
        aria-controls={id}
        data-active-group={entry.active}
        onClick={() => setOpen((value) => !value)}
      >
        <Icon size={22} aria-hidden="true" className={styles.icon} />
        <span className={styles.label} data-nav-label>
          {t(entry.item.labelKey)}
        </span>
        <IconChevronRight size={16} aria-hidden="true" className={styles.chevron} data-nav-label />
      </button>
      <ul id={id} hidden={!open} className={`${styles.list} ${styles.nested}`}>
        {entry.children.map((child) => (
          <NavEntry key={child.item.id} entry={child} onNavigate={onNavigate} />
        ))}
      </ul>
    </li>
  );
}

function NavEntry({ entry, onNavigate }: { entry: ResolvedNavItem; onNavigate?: () => void }) {
  const t = useT();
  if (entry.item.children) return <NavGroup entry={entry} onNavigate={onNavigate} />;
  const Icon = entry.item.icon;
  return (
    <li>
      <Link
        to={entry.href ?? '/'}
        className={styles.link}
        aria-current={entry.active ? 'page' : undefined}
        onClick={onNavigate}
      >
        <Icon size={22} aria-hidden="true" className={styles.icon} />
        <span className={styles.label} data-nav-label>
          {t(entry.item.labelKey)}
        </span>
      </Link>
    </li>
  );
}

/** The vertical menu: links and collapsible groups, the current page marked `aria-current`. */
export function VerticalNavMenu({
  items,
  onNavigate,
}: {
  items: readonly ResolvedNavItem[];
  onNavigate?: () => void;
}) {
  return (
    <ul className={styles.list}>
      {items.map((entry) => (
        <NavEntry key={entry.item.id} entry={entry} onNavigate={onNavigate} />
      ))}
    </ul>
  );
}
