import { type LoaderFunction, redirect } from 'react-router';
import {
  ORGANIZATION_TAB_META,
  ORGANIZATION_TABS,
  type OrganizationTab,
  type OrganizationTabMeta,
} from '../pages/organizations/organization-tabs';
import { lazyPage } from '../router/lazy-page';
import { defineRoutes } from '../router/route-handle';
import { tabbedRoutes } from '../router/tabbed-routes';

// Reads one field of every tab's metadata into the shape `tabbedRoutes` takes (`titles`, `access`).
const tabMeta = <Value,>(pick: (meta: OrganizationTabMeta) => Value) =>
  Object.fromEntries(ORGANIZATION_TABS.map((tab) => [tab, pick(ORGANIZATION_TAB_META[tab])])) as Record<
    OrganizationTab,
    Value
  >;

// `/organizations?tab=members` is another spelling of `/organizations/members`.
const tabQueryRedirect: LoaderFunction = ({ request }) => {
  const url = new URL(request.url);
  const tab = url.searchParams.get('tab');
  if (!tab) return null;
  url.searchParams.delete('tab');
  const rest = url.searchParams.toString();
  throw redirect(`/organizations/${encodeURIComponent(tab)}${rest ? `?${rest}` : ''}`);
};

/**
 * Organizations in the full app: the list, creating one, the current organization's information and
 * overview, and each organization's workspace with a route per tab (members and roles, numbering
 * prefixes with their DIAN alerts, API keys, webhooks, billing), each guarded by its own permission.
 */
export const organizationsRoutes = defineRoutes([
  {
    path: '/organizations',
    handle: { name: 'organizations', titleKey: 'nav.organizations' },
    loader: tabQueryRedirect,
    lazy: lazyPage(
      () => import('../pages/organizations/organizations-page'),
      (m) => m.OrganizationsPage,
    ),
  },
  {
    path: '/organizations/organization-create',
    handle: {
      name: 'organization-create',
      titleKey: 'nav.organizationCreate',
      action: 'create',
      subject: 'Organization',
    },
    lazy: lazyPage(
      () => import('../pages/organizations/organization-create-page'),
      (m) => m.OrganizationCreatePage,
    ),
  },
  {
    path: '/organizations/info',
    handle: {
      name: 'organizations-info',
      titleKey: 'nav.organizationInfo',
      action: 'read',
      subject: 'Organization',
    },
    lazy: lazyPage(
      () => import('../pages/organizations/organization-info-page'),
      (m) => m.OrganizationInfoPage,
    ),
  },
  {
    path: '/organizations/overview',
    handle: {
      name: 'organizations-overview',
      titleKey: 'nav.overview',
      action: 'read',
      subject: 'Organization',
    },
    lazy: lazyPage(
      () => import('../pages/organizations/organization-overview-page'),
      (m) => m.OrganizationOverviewPage,
    ),
  },
  {
    // `/organizations/members` opens that tab of the current organization (as does `/organizations?tab=members`).
    path: '/organizations/:tab',
    handle: {
      name: 'organizations-tab',
      titleKey: 'nav.organizations',
      action: 'read',
      subject: 'Organization',
      searchable: false,
      // The search finds "Miembros", "Claves de API", "Prefijos"… and opens them for the current organization.
      searchAliases: ORGANIZATION_TABS.filter((tab) => tab !== 'overview').map((tab) => ({
        path: `/organizations/${tab}`,
        titleKey: ORGANIZATION_TAB_META[tab].titleKey,
        action: 'read',
        subject: ORGANIZATION_TAB_META[tab].subject,
      })),
    },
    lazy: lazyPage(
      () => import('../pages/organizations/organization-tab-redirect'),
      (m) => m.OrganizationTabRedirect,
    ),
  },
  {
    path: '/organization/:name',
    lazy: lazyPage(
      () => import('../pages/organizations/organization-page'),
      (m) => m.OrganizationPage,
    ),
    children: tabbedRoutes({
      prefix: 'organization',
      tabs: ORGANIZATION_TABS,
      titles: tabMeta((meta) => meta.titleKey),
      pages: {
        overview: lazyPage(
          () => import('../pages/organizations/tabs/overview-tab'),
          (m) => m.OverviewTab,
        ),
        members: lazyPage(
          () => import('../pages/organizations/tabs/members-tab'),
          (m) => m.MembersTab,
        ),
        roles: lazyPage(
          () => import('../pages/organizations/tabs/roles-tab'),
          (m) => m.RolesTab,
        ),
        prefixes: lazyPage(
          () => import('../pages/organizations/tabs/prefixes-tab'),
          (m) => m.PrefixesTab,
        ),
        'api-keys': lazyPage(
          () => import('../pages/organizations/tabs/api-keys-tab'),
          (m) => m.ApiKeysTab,
        ),
        webhooks: lazyPage(
          () => import('../pages/organizations/tabs/webhooks-tab'),
          (m) => m.WebhooksTab,
        ),
        billing: lazyPage(
          () => import('../pages/organizations/tabs/billing-tab'),
          (m) => m.OrganizationBillingTab,
        ),
      },
      access: tabMeta((meta) => ({ action: 'read', subject: meta.subject })),
      shared: { searchable: false },
    }),
  },
  {
    path: '/invitations/accept',
    handle: {
      name: 'invitation-accept',
      titleKey: 'portal.invitationTitle',
      layout: 'blank',
      searchable: false,
    },
    lazy: lazyPage(
      () => import('../pages/organizations/accept-invitation-page'),
      (m) => m.AcceptInvitationPage,
    ),
  },
]);
