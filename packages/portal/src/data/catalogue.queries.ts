import { listServices } from '@facturo/sdk/endpoints';
import { canonicalServiceList, type Service } from '@facturo/sdk/schemas';
import { useQuery } from '@tanstack/react-query';
import { useServices } from '../services/services-context';

/**
 * The product lines on sale (public catalogue), in catalogue order. The API's usual answer is read by
 * hand (`canonicalServiceList`), so the landing page does not download the schema validator for it.
 */
export function useCatalogueServices() {
  const { client } = useServices();
  return useQuery({
    queryKey: ['catalogue', 'services'],
    queryFn: async (): Promise<Service[]> =>
      (await client.call(listServices, undefined, { check: canonicalServiceList })).items,
    staleTime: 5 * 60_000,
  });
}
