import type { GuardState } from '@facturo/sdk/portal';
import { CLINIC_SUBJECTS, currentMembership, pinnedAbility } from '../data/pinned-ability';
import type { PortalServices } from '../services/portal-services';

/** The services the guard reads. */
export type GuardServices = Pick<PortalServices, 'session' | 'ability' | 'config' | 'currentOrganization'>;

/**
 * The guard's view of the visitor, read fresh at every navigation. The clinic's pages work in the
 * current organization, so while that is a clinic their permission is checked there: a grant held in
 * another organization does not open them. Working in a company, the check stays general and the
 * page itself explains that the section is for clinics.
 *
 * The route tree's guard and the navbar search both read it, so the search never offers a page the
 * guard would refuse.
 */
export function guardStateOf(services: GuardServices): () => GuardState {
  return () => {
    const { userData, accessToken } = services.session.getSnapshot();
    const current = currentMembership(userData, services.currentOrganization.getSnapshot());
    const clinicId = current?.kind === 'clinic' ? current.organizationId : null;
    return {
      userData,
      accessToken,
      can: (action, subject) =>
        pinnedAbility(services.ability, CLINIC_SUBJECTS.has(subject) ? clinicId : null).can(action, subject),
      justLandingPage: services.config.justLandingPage,
      allowAuth: services.config.allowAuth,
    };
  };
}

/**
 * {@link guardStateOf} for the route tree: waits, when the session has rules, for the permissions'
 * code (downloaded on demand), so a guard never refuses a page only because CASL was still on its way.
 */
export function guardStateWhenReady(services: GuardServices): () => Promise<GuardState> {
  const read = guardStateOf(services);
  return async () => {
    await services.ability.ready();
    return read();
  };
}
