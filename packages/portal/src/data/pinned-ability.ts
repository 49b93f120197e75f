import { type AppAbility, CLINIC_SUBJECTS as CLINIC_SUBJECT_LIST } from '@facturo/sdk/permissions';
import type { OrganizationKind } from '@facturo/sdk/schemas';
import { canInOrganization } from './organization-ability';

/** What a permission check needs of an ability. */
export type CanCheck = Pick<AppAbility, 'can'>;

/** One of the user's organizations, as the session's `userData.organizations` lists them. */
export interface SessionMembership {
  organizationId: string;
  kind: OrganizationKind;
}

/**
 * The subjects of the clinic's pages. Those pages always work in the organization the app works in,
 * so their permission is that organization's, never another membership's.
 */
export const CLINIC_SUBJECTS: ReadonlySet<string> = new Set(CLINIC_SUBJECT_LIST);

/**
 * The ability as seen from one organization. A check by type alone (`can('read', 'Patient')`, what
 * menus and route metadata ask) would pass on a grant from ANY membership and skip the forbidding
 * rules, which are pinned by conditions: billing in one clinic and owner of a company would "see"
 * clinical history. Pinned, only that organization's rules count. Without an organization, the
 * ability is returned as it is (a user in no organization has only the base rules anyway).
 */
export function pinnedAbility(ability: CanCheck, organizationId: string | null | undefined): CanCheck {
  if (!organizationId) return ability;
  const can = (action: string, subject: unknown, field?: string) =>
    typeof subject === 'string'
      ? canInOrganization(ability, action, subject, organizationId)
      : ability.can(action, subject as Record<string, unknown>, field);
  return { can } as CanCheck;
}

/**
 * The organization the app works in, read from the session (usable outside React, at navigation
 * time): the chosen one while it is still among the user's organizations, else the first, as
 * `useCurrentOrganization` decides from the same list (both come ordered by name from the API).
 */
export function currentMembership(userData: unknown, chosenId: string | null): SessionMembership | null {
  const organizations = (userData as { organizations?: readonly SessionMembership[] } | null)?.organizations;
  if (!organizations?.length) return null;
  return organizations.find((item) => item.organizationId === chosenId) ?? organizations[0] ?? null;
}
