import { EmptyState } from '@facturo/ui';
import { Link } from 'react-router';
import { useOrganizations } from '../../data/organizations.queries';
import { useT } from '../../services/services-context';
import { Avatar } from '../../ui/avatar';
import { Badge } from '../../ui/badge';
import { ButtonLink } from '../../ui/button-link';
import { Card } from '../../ui/card';
import { IconBuilding } from '../../ui/icons';
import * as table from '../../ui/page.css';
import { QueryFallback } from '../../ui/query-fallback';

/** The organizations the user belongs to, with their role in each. */
export function OrganizationsTab() {
  const t = useT();
  const organizations = useOrganizations();
  if (!organizations.isSuccess) return <QueryFallback query={organizations} />;
  return (
    <Card
      title={t('nav.organizations')}
      actions={
        <ButtonLink to="/organizations/organization-create" variant="tonal" size="sm">
          {t('nav.organizationCreate')}
        </ButtonLink>
      }
    >
      {organizations.data.length === 0 ? (
        <EmptyState icon={<IconBuilding size={26} />} title={t('portal.noOrganizationsTitle')}>
          {t('portal.noOrganizationsBody')}
        </EmptyState>
      ) : (
        <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {organizations.data.map((organization) => (
            <li
              key={organization.id}
              className={table.td}
              style={{ display: 'flex', alignItems: 'center', gap: 14 }}
            >
              <Avatar name={organization.name} />
              <div style={{ flex: 1, minWidth: 0 }}>
                <Link to={`/organization/${organization.slug}/overview`} style={{ fontWeight: 600 }}>
                  {organization.name}
                </Link>
                <p className={table.muted}>{t(`portal.organizationKind_${organization.kind}`)}</p>
              </div>
              <Badge tone="primary">{t(`portal.role_${organization.role}`)}</Badge>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
