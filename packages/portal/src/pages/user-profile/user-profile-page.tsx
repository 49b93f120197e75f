import { Outlet } from 'react-router';
import { userSummary } from '../../components/user-summary';
import { useOrganizations } from '../../data/organizations.queries';
import { useLocale, useSession, useT } from '../../services/services-context';
import { Avatar } from '../../ui/avatar';
import { formatDate } from '../../ui/format';
import { IconBuilding, IconCalendarDue, IconMail, IconUserCircle } from '../../ui/icons';
import { RouteTabs } from '../../ui/route-tabs';
import * as styles from './user-profile.css';

const TABS = [
  {
    to: '/pages/user-profile/profile',
    labelKey: 'nav.userProfile',
    icon: IconUserCircle,
  },
  {
    to: '/pages/user-profile/organizations',
    labelKey: 'nav.organizations',
    icon: IconBuilding,
  },
] as const;

/** The user's profile: who they are, since when, and the organizations they belong to. */
export function UserProfilePage() {
  const t = useT();
  const locale = useLocale();
  const { userData } = useSession();
  const organizations = useOrganizations();
  const { name, email } = userSummary(userData);
  const createdAt = typeof userData?.createdAt === 'string' ? userData.createdAt : null;
  return (
    <>
      <section className={styles.banner} aria-labelledby="profile-name">
        <div className={styles.cover} />
        <div className={styles.identity}>
          <span className={styles.avatarRing}>
            <Avatar name={name} size={96} />
          </span>
          <div>
            <h1 id="profile-name" className={styles.name}>
              {name}
            </h1>
            <p className={styles.meta}>
              <span style={{ display: 'inline-flex', gap: 6, alignItems: 'center' }}>
                <IconMail size={16} aria-hidden="true" /> {email}
              </span>
              {createdAt ? (
                <span style={{ display: 'inline-flex', gap: 6, alignItems: 'center' }}>
                  <IconCalendarDue size={16} aria-hidden="true" />{' '}
                  {t('portal.memberSince', { date: formatDate(createdAt, locale) })}
                </span>
              ) : null}
              <span style={{ display: 'inline-flex', gap: 6, alignItems: 'center' }}>
                <IconBuilding size={16} aria-hidden="true" />{' '}
                {t('portal.organizationCount', { count: organizations.data?.length ?? 0 })}
              </span>
            </p>
          </div>
        </div>
      </section>
      <RouteTabs tabs={TABS} label={t('nav.userProfile')} />
      <Outlet />
    </>
  );
}
