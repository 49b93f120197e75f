import { describe, expect, test, vi } from 'vitest';
import { QUERY_RETENTION_MS, QueryCache } from '../../src/runtime/core/data/query-cache';

function clock() {
  let now = 1_000_000;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

describe('QueryCache', () => {
  test('one request for any number of readers of a key', async () => {
    const cache = new QueryCache();
    const fetcher = vi.fn(async () => 'plans');
    const a = cache.query('plans|x', fetcher);
    const b = cache.query('plans|x', fetcher);
    expect(a).toBe(b);
    await Promise.all([a.fetch(), b.fetch()]);
    expect(fetcher).toHaveBeenCalledOnce();
    expect(a.getSnapshot()).toMatchObject({ status: 'success', data: 'plans', isFetching: false });
  });

  test('prefetch starts a request once and never repeats one that is in flight or done', async () => {
    const cache = new QueryCache();
    const fetcher = vi.fn(async () => 'plans');
    cache.prefetch('plans|x', fetcher);
    cache.prefetch('plans|x', fetcher);
    const query = cache.query('plans|x', fetcher);
    expect(query.isFetching).toBe(true);
    await query.fetch();
    cache.prefetch('plans|x', fetcher);
    expect(fetcher).toHaveBeenCalledOnce();
    expect(query.getSnapshot()).toMatchObject({ status: 'success', data: 'plans' });
  });

  test('invalidate: shown queries under the prefixes fetch again, unread ones are forgotten, others stay', async () => {
    const cache = new QueryCache();
    let version = 1;
    const shown = cache.query('invoices|api|a', async () => `list v${version}`);
    const unread = cache.query('billing-schedule|api|a', async () => `schedule v${version}`);
    const other = cache.query('plans|api', async () => `plans v${version}`);
    await Promise.all([shown.fetch(), unread.fetch(), other.fetch()]);
    const stop = [shown.subscribe(() => {}), other.subscribe(() => {})];
    version = 2;

    cache.invalidate(['invoices|', 'billing-schedule|']);
    // The old list stays on screen while the new one loads.
    expect(shown.getSnapshot()).toMatchObject({ data: 'list v1', isFetching: true });
    await shown.fetch();
    expect(shown.getSnapshot().data).toBe('list v2');
    expect(cache.query('billing-schedule|api|a', async () => 'fresh')).not.toBe(unread);
    expect(other.getSnapshot()).toMatchObject({ data: 'plans v1', isFetching: false });
    for (const unsubscribe of stop) unsubscribe();
  });

  test('keeps unused data for 60 s after the last reader leaves, then drops it', async () => {
    const time = clock();
    const cache = new QueryCache({ now: time.now });
    const query = cache.query('k', async () => 1);
    await query.fetch();
    const stop = query.subscribe(() => {});
    time.advance(10 * QUERY_RETENTION_MS);
    expect(cache.query('k', async () => 2)).toBe(query);
    stop();
    time.advance(QUERY_RETENTION_MS - 1);
    expect(cache.query('k', async () => 2)).toBe(query);
    time.advance(1);
    cache.sweep();
    expect(cache.size).toBe(0);
  });

  test('never drops a query while a request is in flight', () => {
    const time = clock();
    const cache = new QueryCache({ now: time.now });
    cache.query('k', () => new Promise(() => {})).fetch();
    time.advance(2 * QUERY_RETENTION_MS);
    cache.sweep();
    expect(cache.size).toBe(1);
  });

  test('a failed first load is an error; a failed reload keeps the data', async () => {
    const cache = new QueryCache();
    let fail = true;
    const query = cache.query('k', async () => {
      if (fail) throw new Error('down');
      return 'ok';
    });
    await query.fetch();
    expect(query.getSnapshot()).toMatchObject({ status: 'error', data: undefined });
    fail = false;
    await query.fetch();
    fail = true;
    await query.fetch();
    expect(query.getSnapshot()).toMatchObject({ status: 'success', data: 'ok' });
  });

  test('uses no timers', async () => {
    vi.useFakeTimers();
    const cache = new QueryCache();
    const query = cache.query('k', async () => 1);
    const stop = query.subscribe(() => {});
    await query.fetch();
    stop();
    expect(vi.getTimerCount()).toBe(0);
  });
});
