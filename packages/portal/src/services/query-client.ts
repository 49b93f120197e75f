import { isApiError } from '@facturo/sdk/http';
import { QueryClient } from '@tanstack/react-query';

/** Server data stays cached for 60 s after the last component using it unmounts. */
export const QUERY_GC_TIME_MS = 60_000;

/** Data younger than this is shown without refetching when a page mounts again. */
export const QUERY_STALE_TIME_MS = 30_000;

/**
 * The portal's TanStack Query client. A 4xx answer is final (retrying a 403 or a 404 cannot help);
 * network failures and 5xx get one more try.
 */
export function createPortalQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        gcTime: QUERY_GC_TIME_MS,
        staleTime: QUERY_STALE_TIME_MS,
        refetchOnWindowFocus: false,
        retry: (failures, error) =>
          failures < 1 && !(isApiError(error) && error.status >= 400 && error.status < 500),
      },
      mutations: { retry: false },
    },
  });
}
