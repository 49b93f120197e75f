import { EmptyState } from '@facturo/ui';
import { Link } from 'react-router';
import { notificationHref } from '../../components/notification-link';
import { useNotifications } from '../../data/notifications.queries';
import { useOrganizations } from '../../data/organizations.queries';
import { useLocale, useServices, useT } from '../../services/services-context';
import { Badge } from '../../ui/badge';
import { Card } from '../../ui/card';
import { formatRelative } from '../../ui/format';
import { IconBell } from '../../ui/icons';
import * as table from '../../ui/page.css';
import { QueryFallback } from '../../ui/query-fallback';

const TONES = { info: 'info', warning: 'warning', critical: 'danger' } as const;

/** Every current notification (renewals, payments, numbering), each linking to what it is about. */
export function NotificationsTab() {
  const t = useT();
  const locale = useLocale();
  const { config } = useServices();
  const notifications = useNotifications();
  const organizations = useOrganizations();
  const slugOf = (id: string) =>
    organizations.data?.find((organization) => organization.id === id)?.slug ?? null;
  if (!notifications.isSuccess) return <QueryFallback query={notifications} />;
  return (
    <Card title={t('nav.notifications')} subtitle={t('portal.notificationsSubtitle')}>
      {notifications.data.length === 0 ? (
        <EmptyState icon={<IconBell size={26} />} title={t('portal.notificationsEmpty')} />
      ) : (
        <ul
          style={{
            listStyle: 'none',
            margin: 0,
            padding: 0,
            display: 'flex',
            flexDirection: 'column',
            gap: 4,
          }}
        >
          {notifications.data.map((item) => (
            <li
              key={item.id}
              className={table.td}
              style={{ display: 'flex', gap: 16, alignItems: 'flex-start', flexWrap: 'wrap' }}
            >
              <Badge tone={TONES[item.severity]}>{t(`portal.severity_${item.severity}`)}</Badge>
              <div style={{ flex: 1, minWidth: 200 }}>
                <Link
                  to={notificationHref(item, {
                    justLandingPage: config.justLandingPage,
                    organizationSlug: slugOf,
                  })}
                  style={{ fontWeight: 600 }}
                >
                  {item.title}
                </Link>
                <p>{item.message}</p>
                <p className={table.muted}>
                  {item.organizationName} · {formatRelative(item.occurredAt, locale)}
                </p>
              </div>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
