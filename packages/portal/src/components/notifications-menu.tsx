import { Button, EmptyState, Skeleton } from '@facturo/ui';
import { vars } from '@facturo/ui/styles';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import {
  readSeenNotifications,
  useNotifications,
  writeSeenNotifications,
} from '../data/notifications.queries';
import { useOrganizations } from '../data/organizations.queries';
import { useLocale, useServices, useT } from '../services/services-context';
import { Dropdown } from '../ui/dropdown';
import * as menu from '../ui/dropdown.css';
import { formatRelative } from '../ui/format';
import { IconBell } from '../ui/icons';
import { notificationHref } from './notification-link';
import * as styles from './notifications-menu.css';

const SEVERITY_COLOR = { info: vars.color.info, warning: vars.color.warning, critical: vars.color.danger };

/**
 * The navbar bell: the API's notifications (renewal due, payment settled, prefix expiring…) with
 * the count of those not seen yet; opening the list marks them seen.
 */
export function NotificationsMenu() {
  const t = useT();
  const locale = useLocale();
  const { config } = useServices();
  const notifications = useNotifications();
  const organizations = useOrganizations();
  const [seen, setSeen] = useState(readSeenNotifications);
  const items = notifications.data ?? [];
  const unseen = items.filter((item) => !seen.has(item.id)).length;
  const slugOf = useMemo(() => {
    const slugs = new Map(
      (organizations.data ?? []).map((organization) => [organization.id, organization.slug]),
    );
    return (id: string) => slugs.get(id) ?? null;
  }, [organizations.data]);

  const markSeen = () => {
    const ids = items.map((item) => item.id);
    writeSeenNotifications(ids);
    setSeen(new Set(ids));
  };

  const label = unseen ? t('portal.notificationsUnseen', { count: unseen }) : t('nav.notifications');
  return (
    <Dropdown
      label={t('nav.notifications')}
      trigger={(props) => (
        <Button
          {...props}
          variant="ghost"
          iconOnly
          className={styles.trigger}
          aria-label={label}
          onClick={() => {
            props.onClick();
            if (!props['aria-expanded']) markSeen();
          }}
        >
          <IconBell size={20} aria-hidden="true" />
          {unseen ? (
            <span className={styles.count} aria-hidden="true">
              {unseen > 9 ? '9+' : unseen}
            </span>
          ) : null}
        </Button>
      )}
    >
      {(close) => (
        <>
          <p className={menu.heading}>{t('nav.notifications')}</p>
          {notifications.isPending ? (
            <div style={{ padding: 12, display: 'grid', gap: 10 }}>
              <Skeleton height={14} />
              <Skeleton height={14} width="70%" />
            </div>
          ) : items.length === 0 ? (
            <EmptyState icon={<IconBell size={24} />} title={t('portal.notificationsEmpty')} />
          ) : (
            <ul className={styles.list}>
              {items.map((item) => (
                <li key={item.id}>
                  <Link
                    className={styles.entry}
                    to={notificationHref(item, {
                      justLandingPage: config.justLandingPage,
                      organizationSlug: slugOf,
                    })}
                    onClick={close}
                  >
                    <span
                      className={styles.dot}
                      style={{ background: SEVERITY_COLOR[item.severity] }}
                      aria-hidden="true"
                    />
                    <span>
                      <span className={styles.title}>{item.title}</span>
                      <span className={styles.message} style={{ display: 'block' }}>
                        {item.message}
                      </span>
                      <span className={styles.meta} style={{ display: 'block' }}>
                        {item.organizationName} · {formatRelative(item.occurredAt, locale)}
                      </span>
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </Dropdown>
  );
}
