import { ErrorState, LoadingState } from '@facturo/ui';

/** The part of a query result {@link QueryFallback} needs. */
interface PendingQuery {
  isPending: boolean;
  error: unknown;
  refetch: () => unknown;
}

/**
 * What a query-backed view shows before it has data: the loader while the query is pending, the
 * retryable error when it failed — `if (!query.isSuccess) return <QueryFallback query={query} />;`.
 */
export function QueryFallback({ query }: { query: PendingQuery }) {
  if (query.isPending) return <LoadingState />;
  return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
}
