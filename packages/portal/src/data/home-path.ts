import { useSdkStore } from '@facturo/widgets';
import type { PortalServices } from '../services/portal-services';
import { useAbility, useServices, useSession } from '../services/services-context';
import { type CanCheck, currentMembership, pinnedAbility, type SessionMembership } from './pinned-ability';

/** The billing accounts: the first page of a user whose organization shows them no billing. */
const ACCOUNTS_HOME = '/accounts/accounts-list';

/** The dashboard: the first page of owners, admins, billing members and viewers. */
const DASHBOARD_HOME = '/accounts/dashboard';

/** The agenda: a clinician's first page. */
const AGENDA_HOME = '/appointments';

/**
 * The full app's first page for a user working in `membership`: whoever may read its billing starts
 * on the dashboard; a clinician (in a clinic, with the agenda and without the billing) on the agenda,
 * never on billing pages their role refuses; a user in no organization on the billing accounts,
 * which offer to create one.
 */
export function appHomePath(ability: CanCheck, membership: SessionMembership | null): string {
  if (!membership) return ACCOUNTS_HOME;
  const here = pinnedAbility(ability, membership.organizationId);
  if (here.can('read', 'Invoice') && here.can('read', 'Subscription')) return DASHBOARD_HOME;
  if (membership.kind === 'clinic' && here.can('read', 'Appointment')) return AGENDA_HOME;
  return ACCOUNTS_HOME;
}

/**
 * {@link appHomePath} for the session as it is now, outside React: right after a login, before any
 * component saw the new user (the login page's way on).
 */
export function appHomePathOf(
  services: Pick<PortalServices, 'session' | 'ability' | 'currentOrganization'>,
): string {
  const { userData } = services.session.getSnapshot();
  const membership = currentMembership(userData, services.currentOrganization.getSnapshot());
  return appHomePath(services.ability, membership);
}

/**
 * The full app's first page for the signed-in user (the logo, "go home"); follows logins, rule
 * changes and the organization the app works in.
 */
export function useAppHomePath(): string {
  const services = useServices();
  useSession();
  useAbility();
  useSdkStore(services.currentOrganization);
  return appHomePathOf(services);
}
