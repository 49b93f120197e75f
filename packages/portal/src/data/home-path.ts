import { useSdkStore } from '@facturo/widgets';
import type { PortalServices } from '../services/portal-services';
import { useServices, useSession } from '../services/services-context';
import { type CanCheck, currentMembership, pinnedAbility, type SessionMembership } from './pinned-ability';

/** The billing accounts: the full app's first page for owners, admins and billing members. */
const ACCOUNTS_HOME = '/accounts/accounts-list';

/** The agenda: a clinician's first page. */
const AGENDA_HOME = '/appointments';

/**
 * The full app's first page for a user working in `membership`: a clinician (in a clinic, with the
 * agenda and without the billing) starts on the agenda, never on billing pages their role refuses;
 * everybody else on the billing accounts.
 */
export function appHomePath(ability: CanCheck, membership: SessionMembership | null): string {
  if (membership?.kind !== 'clinic') return ACCOUNTS_HOME;
  const here = pinnedAbility(ability, membership.organizationId);
  return here.can('read', 'Appointment') && !here.can('read', 'Invoice') ? AGENDA_HOME : ACCOUNTS_HOME;
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
  useSdkStore(services.currentOrganization);
  return appHomePathOf(services);
}
