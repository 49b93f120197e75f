import {
  IconBuilding,
  IconHash,
  IconInfoCircle,
  IconKey,
  IconLayoutDashboard,
  IconList,
  IconPlug,
  IconPlus,
  IconReceipt,
  IconShieldCheck,
  IconUsers,
} from '../../ui/icons';
import { defineNav, type NavContext } from '../nav-item';

// Tab links open the chosen organization's tab; before any choice, the list (to pick one).
const tab = (name: string) => (context: NavContext) =>
  context.organizationSlug ? `/organization/${context.organizationSlug}/${name}` : null;

/** Organizations: the list, creating one, and the working organization's tabs (each by permission). */
export const organizationsNav = defineNav([
  {
    id: 'organizations-group',
    labelKey: 'nav.organizations',
    icon: IconBuilding,
    children: [
      { id: 'organizations', labelKey: 'portal.myOrganizations', icon: IconList, route: 'organizations' },
      {
        id: 'organization-overview',
        labelKey: 'nav.overview',
        icon: IconLayoutDashboard,
        to: tab('overview'),
        activeFor: ['organizations-overview'],
        action: 'read',
        subject: 'Organization',
      },
      {
        id: 'organization-members',
        labelKey: 'nav.members',
        icon: IconUsers,
        to: tab('members'),
        action: 'read',
        subject: 'Member',
      },
      {
        id: 'organization-roles',
        labelKey: 'nav.roles',
        icon: IconShieldCheck,
        to: tab('roles'),
        action: 'read',
        subject: 'Member',
      },
      {
        id: 'organization-prefixes',
        labelKey: 'nav.prefixes',
        icon: IconHash,
        to: tab('prefixes'),
        action: 'read',
        subject: 'Prefix',
      },
      {
        id: 'organization-api-keys',
        labelKey: 'nav.apiKeys',
        icon: IconKey,
        to: tab('api-keys'),
        action: 'read',
        subject: 'ApiKey',
      },
      {
        id: 'organization-webhooks',
        labelKey: 'nav.webhooks',
        icon: IconPlug,
        to: tab('webhooks'),
        action: 'read',
        subject: 'ApiKey',
      },
      {
        id: 'organization-billing',
        labelKey: 'nav.billing',
        icon: IconReceipt,
        to: tab('billing'),
        action: 'read',
        subject: 'Invoice',
      },
      {
        id: 'organizations-info',
        labelKey: 'nav.organizationInfo',
        icon: IconInfoCircle,
        route: 'organizations-info',
        action: 'read',
        subject: 'Organization',
      },
      {
        id: 'organization-create',
        labelKey: 'nav.organizationCreate',
        icon: IconPlus,
        route: 'organization-create',
        action: 'create',
        subject: 'Organization',
      },
    ],
  },
]);
