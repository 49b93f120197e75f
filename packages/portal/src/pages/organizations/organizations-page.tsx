import { Button, EmptyState } from '@facturo/ui';
import { Link } from 'react-router';
import { useOrganizations } from '../../data/organizations.queries';
import { useCurrentOrganization } from '../../data/use-current-organization';
import { useServices, useT } from '../../services/services-context';
import { Avatar } from '../../ui/avatar';
import { Badge } from '../../ui/badge';
import { ButtonLink } from '../../ui/button-link';
import { Card } from '../../ui/card';
import * as card from '../../ui/card.css';
import { formatDocument } from '../../ui/format';
import { IconBuilding, IconBuildingHospital } from '../../ui/icons';
import * as table from '../../ui/page.css';
import { PageHeader } from '../../ui/page-header';
import { QueryFallback } from '../../ui/query-fallback';
import { CreateOrganizationLink } from './create-organization-link';

/** The user's organizations as cards: open one's workspace or make it the one the app works in. */
export function OrganizationsPage() {
  const t = useT();
  const { currentOrganization } = useServices();
  const organizations = useOrganizations();
  const current = useCurrentOrganization();
  const create = <CreateOrganizationLink />;
  return (
    <>
      <PageHeader
        title={t('portal.myOrganizations')}
        subtitle={t('portal.organizationsSubtitle')}
        actions={create}
      />
      {organizations.isSuccess ? null : <QueryFallback query={organizations} />}
      {organizations.data?.length === 0 ? (
        <Card>
          <EmptyState
            icon={<IconBuilding size={26} />}
            title={t('portal.noOrganizationsTitle')}
            action={create}
          >
            {t('portal.noOrganizationsBody')}
          </EmptyState>
        </Card>
      ) : null}
      <ul className={card.grid} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {(organizations.data ?? []).map((organization) => {
          const Icon = organization.kind === 'clinic' ? IconBuildingHospital : IconBuilding;
          const { taxpayer } = organization;
          return (
            <li key={organization.id}>
              <Card>
                <div style={{ display: 'flex', gap: 14, alignItems: 'center', marginBottom: 14 }}>
                  <Avatar name={organization.name} size={48} />
                  <div style={{ minWidth: 0 }}>
                    <h2 style={{ fontSize: '1.0625rem', fontWeight: 700 }}>
                      <Link to={`/organization/${organization.slug}/overview`}>{organization.name}</Link>
                    </h2>
                    <p className={table.muted} style={{ display: 'flex', alignItems: 'center', gap: 6 }}>
                      <Icon size={16} aria-hidden="true" />
                      {t(`portal.organizationKind_${organization.kind}`)} ·{' '}
                      {formatDocument(taxpayer, { labelled: true })}
                    </p>
                  </div>
                </div>
                <div style={{ display: 'flex', flexWrap: 'wrap', gap: 10, alignItems: 'center' }}>
                  <Badge tone="primary">{t(`portal.role_${organization.role}`)}</Badge>
                  {current?.id === organization.id ? (
                    <Badge tone="success">{t('portal.currentBadge')}</Badge>
                  ) : null}
                  <span style={{ flex: 1 }} />
                  {current?.id === organization.id ? null : (
                    <Button
                      variant="ghost"
                      size="sm"
                      onClick={() => currentOrganization.set(organization.id)}
                    >
                      {t('portal.useOrganization')}
                    </Button>
                  )}
                  <ButtonLink to={`/organization/${organization.slug}/overview`} variant="tonal" size="sm">
                    {t('portal.open')}
                  </ButtonLink>
                </div>
              </Card>
            </li>
          );
        })}
      </ul>
    </>
  );
}
