import type { TranslationKey } from '@facturo/sdk/i18n';
import type { TablerIcon } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useSession, useT } from '../services/services-context';
import { Avatar } from '../ui/avatar';
import { Dropdown } from '../ui/dropdown';
import * as menu from '../ui/dropdown.css';
import { IconDoorExit } from '../ui/icons';
import { useLogout } from './use-logout';
import * as styles from './user-menu.css';
import { userSummary } from './user-summary';

/** A link of {@link UserMenu}. */
export interface UserMenuLink {
  to: string;
  labelKey: TranslationKey;
  icon: TablerIcon;
}

/** The signed-in user's menu: who they are, their pages, and logging out. */
export function UserMenu({ links }: { links: readonly UserMenuLink[] }) {
  const t = useT();
  const { userData } = useSession();
  const logout = useLogout();
  const { name, email } = userSummary(userData);
  return (
    <Dropdown
      label={t('portal.userMenu')}
      trigger={(props) => (
        <button
          {...props}
          type="button"
          className={styles.trigger}
          aria-label={t('portal.userMenuOf', { name })}
        >
          <Avatar name={name} />
        </button>
      )}
    >
      {(close) => (
        <>
          <div className={styles.who}>
            <Avatar name={name} size={40} />
            <div>
              <p className={styles.name}>{name}</p>
              <p className={styles.email}>{email}</p>
            </div>
          </div>
          <hr className={menu.divider} />
          {links.map(({ to, labelKey, icon: Icon }) => (
            <Link key={to} to={to} className={menu.item} onClick={close}>
              <Icon size={18} aria-hidden="true" />
              {t(labelKey)}
            </Link>
          ))}
          <hr className={menu.divider} />
          <button
            type="button"
            className={menu.item}
            onClick={() => {
              close();
              void logout();
            }}
          >
            <IconDoorExit size={18} aria-hidden="true" />
            {t('nav.logout')}
          </button>
        </>
      )}
    </Dropdown>
  );
}
