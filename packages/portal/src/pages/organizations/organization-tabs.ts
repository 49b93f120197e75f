import type { TranslationKey } from '@facturo/sdk/i18n';

/** Tabs of an organization's workspace, `/organization/{name}/{tab}`, in display order. */
export const ORGANIZATION_TABS = [
  'overview',
  'members',
  'roles',
  'prefixes',
  'api-keys',
  'webhooks',
  'billing',
] as const;

/** One of {@link ORGANIZATION_TABS}. */
export type OrganizationTab = (typeof ORGANIZATION_TABS)[number];

/** What each tab shows in the tab bar and which subject its permission is about. */
export interface OrganizationTabMeta {
  titleKey: TranslationKey;
  /** Always checked with `read`. */
  subject: string;
}

/**
 * Each tab's title and the subject its permission is about: the guard checks it in general (the
 * route file turns it into each tab route's `action` + `subject`), the workspace page again inside
 * the organization, where the member's role there decides. The pages own this list and the route
 * file reads it, so the pages never import the route table.
 */
export const ORGANIZATION_TAB_META: Record<OrganizationTab, OrganizationTabMeta> = {
  overview: { titleKey: 'nav.overview', subject: 'Organization' },
  members: { titleKey: 'nav.members', subject: 'Member' },
  roles: { titleKey: 'nav.roles', subject: 'Member' },
  prefixes: { titleKey: 'nav.prefixes', subject: 'Prefix' },
  'api-keys': { titleKey: 'nav.apiKeys', subject: 'ApiKey' },
  // The API lets the same people see webhooks as API keys: both are the integration's credentials.
  webhooks: { titleKey: 'nav.webhooks', subject: 'ApiKey' },
  billing: { titleKey: 'nav.billing', subject: 'Invoice' },
};
