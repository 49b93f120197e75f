import { useCallback, useEffect, useMemo, useRef } from 'react';
import { type QueryCache, type QuerySnapshot, queryCache } from '../core/data/query-cache';
import { useSdkStore } from './use-sdk-store';

/** What {@link useQuery} returns. */
export interface QueryResult<Data> extends QuerySnapshot<Data> {
  /** Fetches again (the retry button of an error state). */
  refetch: () => Promise<void>;
}

/** Options of {@link useQuery}. */
export interface UseQueryOptions {
  /** `false` holds the request (e.g. until a required attribute is set). */
  enabled?: boolean;
  /** The cache to use; the page's shared one by default. */
  cache?: QueryCache;
}

/**
 * Reads server data through the shared cache. Widgets asking for the same `key` share one request and
 * one result; data is fetched on first use, reused while cached, and fetched again after an error
 * when a widget mounts. Build keys from everything the request depends on
 * (`plans|https://api…|electronic_invoicing`).
 * @example const plans = useQuery(`plans|${apiBase}|${service}`, () => api.listPlans(service));
 */
export function useQuery<Data>(
  key: string,
  fetcher: () => Promise<Data>,
  options: UseQueryOptions = {},
): QueryResult<Data> {
  const { enabled = true, cache = queryCache } = options;
  const latestFetcher = useRef(fetcher);
  latestFetcher.current = fetcher;
  const query = useMemo(() => cache.query<Data>(key, () => latestFetcher.current()), [cache, key]);
  const snapshot = useSdkStore(query);

  useEffect(() => {
    if (enabled && snapshot.status !== 'success' && !query.isFetching && snapshot.error === undefined) {
      void query.fetch();
    }
  }, [enabled, query, snapshot.status, snapshot.error]);

  // A widget mounting on a failed query retries once instead of showing a stale error.
  useEffect(() => {
    if (enabled && query.getSnapshot().status === 'error' && !query.isFetching) void query.fetch();
  }, [enabled, query]);

  const refetch = useCallback(() => query.fetch(), [query]);
  return { ...snapshot, refetch };
}
