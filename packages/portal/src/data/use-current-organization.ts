import { useSdkStore } from '@facturo/widgets';
import { useServices } from '../services/services-context';
import type { SluggedOrganization } from './organization-slug';
import { useOrganizations } from './organizations.queries';

/**
 * The organization the app is working in: the one last chosen when it is still among the user's
 * organizations, else the first one; `null` when the user has none (or is logged out).
 */
export function useCurrentOrganization(): SluggedOrganization | null {
  const { currentOrganization } = useServices();
  const chosenId = useSdkStore(currentOrganization);
  const { data } = useOrganizations();
  if (!data?.length) return null;
  return data.find((organization) => organization.id === chosenId) ?? data[0] ?? null;
}
