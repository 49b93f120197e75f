import { Subscribable } from '@facturo/sdk/core';
import { REFRESH_EVENT, type RefreshEventDetail } from './billing-query-prefixes';

/** Where a query stands. */
export type QueryStatus = 'pending' | 'success' | 'error';

/** An immutable picture of a query. */
export interface QuerySnapshot<Data> {
  readonly status: QueryStatus;
  readonly data: Data | undefined;
  readonly error: unknown;
  /** `true` while a request is in flight (also during a retry after an error). */
  readonly isFetching: boolean;
}

/** How long unused data is kept, in milliseconds (60 s after the last widget that read it went away). */
export const QUERY_RETENTION_MS = 60_000;

/** One cached request: shared by every widget that asks for the same key. */
export class Query<Data> extends Subscribable {
  #snapshot: QuerySnapshot<Data> = {
    status: 'pending',
    data: undefined,
    error: undefined,
    isFetching: false,
  };
  #inflight: Promise<void> | null = null;
  #fetcher: () => Promise<Data>;
  readonly #now: () => number;
  /** When the last subscriber left; `undefined` while in use or never used. */
  releasedAt: number | undefined;

  constructor(
    readonly key: string,
    fetcher: () => Promise<Data>,
    now: () => number,
  ) {
    super();
    this.#fetcher = fetcher;
    this.#now = now;
    this.releasedAt = now();
  }

  /** The current state; the same object until it changes. */
  getSnapshot = (): QuerySnapshot<Data> => this.#snapshot;

  /** `true` while a request is in flight. */
  get isFetching(): boolean {
    return this.#inflight !== null;
  }

  /** Uses `fetcher` for the next request (it closes over the caller's current client and locale). */
  setFetcher(fetcher: () => Promise<Data>): void {
    this.#fetcher = fetcher;
  }

  /** Starts a request unless one is already in flight; resolves when it settles (never rejects). */
  fetch(): Promise<void> {
    this.#inflight ??= this.#run();
    return this.#inflight;
  }

  async #run(): Promise<void> {
    this.#set({ ...this.#snapshot, isFetching: true });
    try {
      const data = await this.#fetcher();
      this.#set({ status: 'success', data, error: undefined, isFetching: false });
    } catch (error) {
      // Data already shown stays visible; only a first load turns into an error screen.
      this.#set({
        ...this.#snapshot,
        status: this.#snapshot.data === undefined ? 'error' : 'success',
        error,
        isFetching: false,
      });
    } finally {
      this.#inflight = null;
    }
  }

  #set(snapshot: QuerySnapshot<Data>): void {
    this.#snapshot = snapshot;
    this.notify();
  }

  protected override onFirstSubscriber(): void {
    this.releasedAt = undefined;
  }

  protected override onLastUnsubscribe(): void {
    this.releasedAt = this.#now();
  }
}

/** Options of {@link QueryCache}. */
export interface QueryCacheOptions {
  retentionMs?: number;
  now?: () => number;
}

/**
 * A small server-state cache: one {@link Query} per key, shared by every widget on the page, kept
 * {@link QUERY_RETENTION_MS} after its last reader unmounts. Expiry is checked whenever the cache is
 * used rather than with timers, so an unmounted widget leaves no timer behind.
 */
export class QueryCache {
  readonly #queries = new Map<string, Query<unknown>>();
  readonly #retentionMs: number;
  readonly #now: () => number;

  constructor(options: QueryCacheOptions = {}) {
    this.#retentionMs = options.retentionMs ?? QUERY_RETENTION_MS;
    this.#now = options.now ?? Date.now;
  }

  /** The query for `key`, created with `fetcher` when missing or expired. */
  query<Data>(key: string, fetcher: () => Promise<Data>): Query<Data> {
    this.sweep();
    let query = this.#queries.get(key) as Query<Data> | undefined;
    if (query) {
      query.setFetcher(fetcher);
    } else {
      query = new Query(key, fetcher, this.#now);
      this.#queries.set(key, query as Query<unknown>);
    }
    return query;
  }

  /**
   * Starts fetching `key` before any widget reads it (e.g. while the widget's texts still download),
   * unless its data or a request for it is already there. The widget's `useQuery` with the same key
   * then finds the request in flight.
   */
  prefetch<Data>(key: string, fetcher: () => Promise<Data>): void {
    const query = this.query(key, fetcher);
    if (query.getSnapshot().status === 'pending' && !query.isFetching) void query.fetch();
  }

  /** Drops queries nobody has read for the retention time. */
  sweep(): void {
    const now = this.#now();
    for (const [key, query] of this.#queries) {
      const idle = query.listenerCount === 0 && !query.isFetching;
      if (idle && query.releasedAt !== undefined && now - query.releasedAt >= this.#retentionMs) {
        this.#queries.delete(key);
      }
    }
  }

  /**
   * Marks the data under these key prefixes stale after a change made on this page (a purchase, a
   * new billing date): queries a widget shows are fetched again at once, the rest are forgotten so
   * the next reader starts fresh. The data shown stays until the new answer arrives.
   */
  invalidate(prefixes: readonly string[]): void {
    for (const [key, query] of this.#queries) {
      if (!prefixes.some((prefix) => key.startsWith(prefix))) continue;
      if (query.listenerCount > 0) void query.fetch();
      else this.#queries.delete(key);
    }
  }

  /** Number of cached queries. */
  get size(): number {
    return this.#queries.size;
  }

  /** Forgets everything (tests, logout). */
  clear(): void {
    this.#queries.clear();
  }
}

/** The cache shared by every widget on the page. */
export const queryCache = new QueryCache();

// `Facturo.refresh()` (the script tag) asks through the page, so `facturo.js` stays free of this
// module: whatever data widgets are mounted is fetched again.
globalThis.addEventListener?.(REFRESH_EVENT, (event) => {
  const detail = (event as CustomEvent<RefreshEventDetail | undefined>).detail;
  if (detail?.prefixes) queryCache.invalidate(detail.prefixes);
});
