import { heldServices } from '@facturo/sdk/billing';
import { listOrganizations, listSubscriptions } from '@facturo/sdk/endpoints';
import type { ApiClient } from '@facturo/sdk/http';
import type { ServiceId } from '@facturo/sdk/schemas';

/** The roles that buy for an organization; a purchase without `organization-id` goes to one of theirs. */
const BUYING_ROLES = new Set(['owner', 'admin']);

/**
 * The organization a purchase will go to, when a widget can know it: the one named, or the only one
 * the buyer manages. With several (or none yet) the billing document decides, so nothing is said.
 */
async function buyingOrganization(client: ApiClient, organizationId: string | undefined) {
  if (organizationId) return organizationId;
  const { items } = await client.call(listOrganizations);
  const managed = items.filter((organization) => BUYING_ROLES.has(organization.role));
  return managed.length === 1 ? (managed[0]?.id ?? null) : null;
}

/**
 * The services the buyer's organization holds, each with its plan (sdk `heldServices`); empty when
 * the organization cannot be known. Its own chunk: only a signed-in buyer's widgets download it.
 */
export async function fetchHeldServices(
  client: ApiClient,
  organizationId: string | undefined,
): Promise<ReadonlyMap<ServiceId, string>> {
  const id = await buyingOrganization(client, organizationId);
  if (!id) return new Map();
  const { items } = await client.call(listSubscriptions, { query: { organizationId: id } });
  return heldServices(items);
}
