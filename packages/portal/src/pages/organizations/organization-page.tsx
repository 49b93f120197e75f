import { Alert, Button } from '@facturo/ui';
import { useEffect, useState } from 'react';
import { Navigate, Outlet, useNavigate, useParams } from 'react-router';
import { canInOrganization } from '../../data/organization-ability';
import { useOrganizationActions, useOrganizations } from '../../data/organizations.queries';
import { useRouteHandle } from '../../router/use-route-handle';
import { useAbility, useServices, useT } from '../../services/services-context';
import { Avatar } from '../../ui/avatar';
import { Badge } from '../../ui/badge';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { formatDocument } from '../../ui/format';
import { IconDoorExit } from '../../ui/icons';
import * as page from '../../ui/page.css';
import { QueryFallback } from '../../ui/query-fallback';
import { RouteTabs } from '../../ui/route-tabs';
import type { OrganizationOutletContext } from './organization-context';
import { ORGANIZATION_TAB_META, ORGANIZATION_TABS, type OrganizationTab } from './organization-tabs';

function LeaveOrganization({
  organizationId,
  name,
  onLeft,
}: {
  organizationId: string;
  name: string;
  /** Called once the membership is gone, before going to the list. */
  onLeft: () => void;
}) {
  const t = useT();
  const navigate = useNavigate();
  const { leave, afterLeaving } = useOrganizationActions(organizationId);
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" size="sm" onClick={() => setOpen(true)}>
        <IconDoorExit size={18} aria-hidden="true" />
        {t('portal.leaveOrganization')}
      </Button>
      <ConfirmDialog
        open={open}
        tone="danger"
        title={t('portal.leaveTitle', { name })}
        confirmLabel={t('portal.leaveConfirm')}
        busy={leave.isPending}
        onCancel={() => {
          leave.reset();
          setOpen(false);
        }}
        onConfirm={() =>
          leave.mutate(undefined, {
            onSuccess: async () => {
              setOpen(false);
              onLeft();
              await navigate('/organizations', { replace: true });
              await afterLeaving();
            },
          })
        }
      >
        <p>{t('portal.leaveBody')}</p>
        {leave.isError ? (
          <div style={{ marginTop: 12 }}>
            <Alert tone="danger" role="alert">
              {(leave.error as Error).message}
            </Alert>
          </div>
        ) : null}
      </ConfirmDialog>
    </>
  );
}

/**
 * An organization's workspace, `/organization/{name}/{tab}`: who it is, the tabs the user's role
 * allows (each tab is its own guarded route), and leaving it with a confirmation.
 */
export function OrganizationPage() {
  const t = useT();
  const { name = '' } = useParams();
  const { currentOrganization } = useServices();
  const ability = useAbility();
  const organizations = useOrganizations();
  const organization = organizations.data?.find((item) => item.slug === name);
  const handle = useRouteHandle();
  // Set once the visitor has left this organization: the list the page reads may drop it, and the
  // refreshed permissions its tabs, before the page is gone (React commits the navigation to
  // /organizations in a transition, the refreshed data at once); neither must send the visitor on to
  // "not found" or "not authorized" then.
  const [left, setLeft] = useState(false);

  // Opening an organization's workspace makes it the one the app works in.
  useEffect(() => {
    if (organization) currentOrganization.set(organization.id);
  }, [organization, currentOrganization]);

  if (!organizations.isSuccess) return <QueryFallback query={organizations} />;
  if (!organization) {
    return left ? null : <Navigate to={`/pages/misc/not-found/${encodeURIComponent(name)}`} replace />;
  }

  const allowed = ORGANIZATION_TABS.filter((tab) =>
    canInOrganization(ability, 'read', ORGANIZATION_TAB_META[tab].subject, organization.id),
  );
  // The guard checked the permission in general; inside one organization the role there decides.
  const currentTab = handle?.name.replace(/^organization-/, '') as OrganizationTab | undefined;
  if (currentTab && ORGANIZATION_TABS.includes(currentTab) && !allowed.includes(currentTab)) {
    return left ? null : <Navigate to="/not-authorized" replace />;
  }
  const tabs = allowed.map((tab) => ({
    to: `/organization/${organization.slug}/${tab}`,
    labelKey: ORGANIZATION_TAB_META[tab].titleKey,
  }));
  const { taxpayer } = organization;
  const context: OrganizationOutletContext = { organization };
  return (
    <>
      <header className={page.header}>
        <div style={{ display: 'flex', alignItems: 'center', gap: 16 }}>
          <Avatar name={organization.name} size={56} />
          <div>
            <h1 className={page.title}>{organization.name}</h1>
            <p
              className={page.subtitle}
              style={{ display: 'flex', flexWrap: 'wrap', gap: 10, alignItems: 'center', marginTop: 4 }}
            >
              <Badge tone="primary">{t(`portal.role_${organization.role}`)}</Badge>
              {t(`portal.organizationKind_${organization.kind}`)} ·{' '}
              {formatDocument(taxpayer, { labelled: true })}
            </p>
          </div>
        </div>
        <LeaveOrganization
          organizationId={organization.id}
          name={organization.name}
          onLeft={() => setLeft(true)}
        />
      </header>
      <RouteTabs tabs={tabs} label={t('portal.organizationSections', { name: organization.name })} />
      <Outlet context={context} />
    </>
  );
}
