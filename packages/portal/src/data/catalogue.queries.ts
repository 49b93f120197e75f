import type { Service, ServiceListResponse } from '@facturo/sdk/schemas';
import { useQuery } from '@tanstack/react-query';
import { useServices } from '../services/services-context';

/** The product lines on sale (public catalogue), in catalogue order. */
export function useCatalogueServices() {
  const { client } = useServices();
  return useQuery({
    queryKey: ['catalogue', 'services'],
    queryFn: async (): Promise<Service[]> => (await client.get<ServiceListResponse>('/services')).items,
    staleTime: 5 * 60_000,
  });
}
