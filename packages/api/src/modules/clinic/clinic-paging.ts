import type { SelectQueryBuilder } from 'kysely';

/** The page a list query asks for. */
export interface PageRequest {
  page: number;
  pageSize: number;
}

/** A page of items with the total it pages through. */
export interface Page<T> extends PageRequest {
  items: T[];
  total: number;
}

/**
 * One page of a filtered query: the count runs on the same filters (without the selection), then
 * `order` decides the sequence and `map` turns each row into what the API sends.
 */
export async function fetchPage<DB, TB extends keyof DB, O, T>(
  query: SelectQueryBuilder<DB, TB, O>,
  request: PageRequest,
  order: (query: SelectQueryBuilder<DB, TB, O>) => SelectQueryBuilder<DB, TB, O>,
  map: (row: O) => T,
): Promise<Page<T>> {
  const counted = await query
    .clearSelect()
    .select((eb) => eb.fn.countAll().as('total'))
    .executeTakeFirst();
  const rows = await order(query)
    .limit(request.pageSize)
    .offset((request.page - 1) * request.pageSize)
    .execute();
  const total = Number((counted as { total?: unknown } | undefined)?.total ?? 0);
  return { items: rows.map(map), page: request.page, pageSize: request.pageSize, total };
}
