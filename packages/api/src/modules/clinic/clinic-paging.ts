import type { Translate } from '@facturo/sdk/i18n';
import { type SelectQueryBuilder, sql } from 'kysely';
import { inKeysetOrder, type KeysetOrder, keysetBeyond, sortKeysText } from '../../db/keyset';
import { decodePageCursor, encodePageCursor, type PageCursor } from '../../http/page-cursor';

/** The page a list query asks for: by number, or by a `next_cursor` / `prev_cursor` it was given. */
export interface PageRequest {
  page: number;
  pageSize: number;
  cursor?: string | undefined;
}

/** A page of items with the total it pages through and the cursors of its neighbours. */
export interface Page<T> {
  items: T[];
  page: number;
  pageSize: number;
  total: number;
  nextCursor: string | null;
  prevCursor: string | null;
}

/** A list ordered by one time column (`ad.admittedAt`), then its id (`ad.id`). */
export const byTime = (column: string, id: string, direction: 'asc' | 'desc'): KeysetOrder => ({
  keys: [{ sql: sql.ref(column), type: 'timestamptz' }],
  id,
  direction,
});

/**
 * The query fields a cursor is only valid with: every field of the list query but the page's
 * position (following a cursor with other filters would skip or repeat rows).
 */
const cursorFilters = (request: PageRequest & object) =>
  Object.entries(request)
    .filter(([field, value]) => field !== 'page' && field !== 'cursor' && value !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : 1));

/**
 * One page of a filtered query in `order` (its keys, then the id), mapped by `map`. By `page` the
 * rows before it are skipped and the matches counted; by `cursor` the page starts where the cursor
 * points (keyset: an index range scan at any depth) and the count it carries is used, never redone.
 * A cursor made for other filters is a translated 400 on `cursor`.
 */
export async function fetchPage<DB, TB extends keyof DB, O, T>(
  query: SelectQueryBuilder<DB, TB, O>,
  request: PageRequest & object,
  order: KeysetOrder,
  map: (row: O) => T,
  t: Translate,
): Promise<Page<T>> {
  const filters = cursorFilters(request);
  const cursor = request.cursor ? decodePageCursor(request.cursor, filters, order.keys.length, t) : undefined;
  const size = request.pageSize;
  let total: number;
  if (cursor) total = cursor.total;
  else {
    const counted = await query
      .clearSelect()
      .select((eb) => eb.fn.countAll().as('total'))
      .executeTakeFirst();
    total = Number((counted as { total?: unknown } | undefined)?.total ?? 0);
  }
  const backwards = cursor?.direction === 'prev';
  let rows = inKeysetOrder(query.select(sortKeysText(order).as('sortKeys') as never), order, backwards).limit(
    size + 1,
  );
  rows = cursor
    ? rows.where(keysetBeyond(order, cursor, { backwards }) as never)
    : rows.offset((request.page - 1) * size);
  const found = (await rows.execute()) as (O & { sortKeys: string[]; id: string })[];
  // One row beyond the page says whether another page lies that way.
  const beyond = found.length > size;
  const records = found.slice(0, size);
  if (backwards) records.reverse();
  const page = cursor?.page ?? request.page;
  const more = {
    before: cursor ? (backwards ? beyond : true) : page > 1,
    after: cursor ? (backwards ? true : beyond) : beyond,
  };
  const cursorAt = (row: (typeof records)[number] | undefined, direction: PageCursor['direction']) =>
    row
      ? encodePageCursor(filters, {
          direction,
          keys: row.sortKeys,
          id: row.id,
          page: direction === 'next' ? page + 1 : Math.max(1, page - 1),
          total,
        })
      : null;
  return {
    items: records.map(({ sortKeys: _keys, ...row }) => map(row as unknown as O)),
    page,
    pageSize: size,
    total,
    nextCursor: more.after ? cursorAt(records.at(-1), 'next') : null,
    prevCursor: more.before ? cursorAt(records[0], 'prev') : null,
  };
}
