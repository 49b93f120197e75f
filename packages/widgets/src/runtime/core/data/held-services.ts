import { buysFor, heldServices } from '@facturo/sdk/billing';
import { listOrganizations, listSubscriptions } from '@facturo/sdk/endpoints';
import type { ApiClient } from '@facturo/sdk/http';
import type { ServiceId } from '@facturo/sdk/schemas';

/**
 * The organization a purchase will go to, when a widget can know it: the one named, or the only one
 * the buyer owns (sdk `buysFor`, as the API picks it). With several (or none yet) the billing
 * document decides, so nothing is said.
 */
async function buyingOrganization(client: ApiClient, organizationId: string | undefined) {
  if (organizationId) return organizationId;
  const { items } = await client.call(listOrganizations);
  const owned = items.filter(buysFor);
  return owned.length === 1 ? (owned[0]?.id ?? null) : null;
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
