import { listInvoices } from '@facturo/sdk/endpoints';
import { useQuery } from '@tanstack/react-query';
import { useServices, useSession } from '../services/services-context';

/**
 * Invoices of an organization whose number (or concept) contains `search`, at most `pageSize`; idle
 * for queries shorter than two characters.
 */
export function useInvoiceSearch(search: string, organizationId: string | undefined, pageSize = 5) {
  const { client } = useServices();
  const { isLoggedIn } = useSession();
  const term = search.trim();
  return useQuery({
    queryKey: ['invoices', 'search', organizationId, term, pageSize],
    queryFn: ({ signal }) =>
      client.call(
        listInvoices,
        { query: { search: term, pageSize, sort: '-created_at', organizationId } },
        { signal },
      ),
    enabled: isLoggedIn && term.length >= 2,
  });
}
