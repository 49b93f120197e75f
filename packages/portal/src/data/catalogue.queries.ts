import { listServices } from '@facturo/sdk/endpoints';
import type { Service } from '@facturo/sdk/schemas';
import { useQuery } from '@tanstack/react-query';
import { useServices } from '../services/services-context';

/** The product lines on sale (public catalogue), in catalogue order. */
export function useCatalogueServices() {
  const { client } = useServices();
  return useQuery({
    queryKey: ['catalogue', 'services'],
    queryFn: async (): Promise<Service[]> => (await client.call(listServices)).items,
    staleTime: 5 * 60_000,
  });
}
