import { EmptyState } from '@facturo/ui';
import { Link } from 'react-router';
import { useSubscriptionsOf } from '../../data/billing.queries';
import { useOrganizations } from '../../data/organizations.queries';
import { useLocale, useT } from '../../services/services-context';
import { Avatar } from '../../ui/avatar';
import { Badge } from '../../ui/badge';
import { Card } from '../../ui/card';
import { cellClass, DataTable } from '../../ui/data-table';
import { formatDocument, formatShortDate } from '../../ui/format';
import { IconBuilding } from '../../ui/icons';
import * as table from '../../ui/page.css';
import { PageHeader } from '../../ui/page-header';
import { QueryFallback } from '../../ui/query-fallback';
import { CreateOrganizationLink } from '../organizations/create-organization-link';

/**
 * The billing accounts the user acts for (each organization, as purchases belong to one): document,
 * role, active plans and the next charge.
 */
export function AccountsListPage() {
  const t = useT();
  const locale = useLocale();
  const organizations = useOrganizations();
  const subscriptions = useSubscriptionsOf((organizations.data ?? []).map((organization) => organization.id));
  const create = <CreateOrganizationLink />;
  return (
    <>
      <PageHeader
        title={t('nav.accountsList')}
        subtitle={t('portal.accountsListSubtitle')}
        actions={create}
      />
      <Card>
        {organizations.isSuccess ? null : <QueryFallback query={organizations} />}
        {organizations.data?.length === 0 ? (
          <EmptyState
            icon={<IconBuilding size={26} />}
            title={t('portal.noOrganizationsTitle')}
            action={create}
          >
            {t('portal.noOrganizationsBody')}
          </EmptyState>
        ) : null}
        {organizations.data?.length ? (
          <DataTable
            columns={[
              { label: t('portal.account') },
              { label: t('login.documentNumber') },
              { label: t('portal.role') },
              { label: t('portal.activePlans'), numeric: true },
              { label: t('portal.nextCharge') },
            ]}
          >
            {organizations.data.map((organization) => {
              const own = subscriptions.byOrganization.get(organization.id) ?? [];
              const active = own.filter((item) => item.status === 'active');
              const next = own
                .map((item) => item.billingDate)
                .filter((date): date is string => Boolean(date))
                .sort()[0];
              const { taxpayer } = organization;
              return (
                <tr key={organization.id}>
                  <td className={cellClass()}>
                    <span style={{ display: 'flex', alignItems: 'center', gap: 12 }}>
                      <Avatar name={organization.name} size={32} />
                      <span>
                        <Link to={`/organization/${organization.slug}/overview`} style={{ fontWeight: 600 }}>
                          {organization.name}
                        </Link>
                        <span className={table.muted} style={{ display: 'block' }}>
                          {t(`portal.organizationKind_${organization.kind}`)}
                        </span>
                      </span>
                    </span>
                  </td>
                  <td className={cellClass()}>{formatDocument(taxpayer)}</td>
                  <td className={cellClass()}>
                    <Badge tone="primary">{t(`portal.role_${organization.role}`)}</Badge>
                  </td>
                  <td className={cellClass(true)}>{subscriptions.pending ? '…' : active.length}</td>
                  <td className={cellClass()}>{next ? formatShortDate(next, locale) : '—'}</td>
                </tr>
              );
            })}
          </DataTable>
        ) : null}
      </Card>
    </>
  );
}
