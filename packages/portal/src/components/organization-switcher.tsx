import { Link } from 'react-router';
import { useOrganizations } from '../data/organizations.queries';
import { useCurrentOrganization } from '../data/use-current-organization';
import { useServices, useT } from '../services/services-context';
import { Avatar } from '../ui/avatar';
import { Dropdown } from '../ui/dropdown';
import * as menu from '../ui/dropdown.css';
import { IconChevronDown, IconPlus } from '../ui/icons';
import * as styles from './user-menu.css';

/** Chooses the organization the app works in (menus, the overview, `/organizations/{tab}`). */
export function OrganizationSwitcher() {
  const t = useT();
  const { currentOrganization } = useServices();
  const organizations = useOrganizations();
  const current = useCurrentOrganization();
  if (!current) return null;
  return (
    <Dropdown
      align="start"
      label={t('portal.switchOrganization')}
      trigger={(props) => (
        <button
          {...props}
          type="button"
          className={`${menu.item} ${styles.switcher}`}
          aria-label={t('portal.currentOrganization', { name: current.name })}
        >
          <Avatar name={current.name} size={28} />
          <span className={styles.switcherName}>{current.name}</span>
          <IconChevronDown size={16} aria-hidden="true" />
        </button>
      )}
    >
      {(close) => (
        <>
          <p className={menu.heading}>{t('portal.switchOrganization')}</p>
          {(organizations.data ?? []).map((organization) => (
            <button
              key={organization.id}
              type="button"
              className={menu.item}
              aria-pressed={organization.id === current.id}
              onClick={() => {
                currentOrganization.set(organization.id);
                close();
              }}
            >
              <Avatar name={organization.name} size={28} />
              {organization.name}
            </button>
          ))}
          <hr className={menu.divider} />
          <Link to="/organizations/organization-create" className={menu.item} onClick={close}>
            <IconPlus size={18} aria-hidden="true" />
            {t('nav.organizationCreate')}
          </Link>
        </>
      )}
    </Dropdown>
  );
}
