// Keyset ("seek") paging shared by every list that pages deep: the invoices, their CSV export and
// the clinic lists. A page starts where the previous one ended, found by comparing the sort keys and
// the id as one row against the index, so page 500 costs what page 1 costs (OFFSET reads every row
// it skips).
import { type RawBuilder, type SelectQueryBuilder, sql } from 'kysely';

/** The PostgreSQL types a sort key may have: a cursor's printed key is cast back to it. */
export type SortKeyType = 'timestamptz' | 'bigint' | 'date' | 'integer' | 'text';

/** One sort key of a list: an expression over its rows (never null) and its type. */
export interface SortKey {
  sql: RawBuilder<unknown>;
  type: SortKeyType;
}

/** A list's whole order: its keys, then the id as the tie-breaker, all in one direction. */
export interface KeysetOrder {
  keys: readonly SortKey[];
  /** The id column (`invoices.id`, `ad.id`). */
  id: string;
  direction: 'asc' | 'desc';
}

/**
 * The sort keys of each row as text, as PostgreSQL prints them (timestamps keep their microseconds,
 * which a JavaScript `Date` would drop and so skip or repeat rows at a page's edge).
 */
export const sortKeysText = (order: KeysetOrder): RawBuilder<string[]> =>
  sql<string[]>`array[${sql.join(order.keys.map((key) => sql`(${key.sql})::text`))}]`;

/** Which way {@link keysetBeyond} looks from its position, and whether the position's own row counts. */
export interface KeysetSide {
  /** The rows before the position in `order` (walking back from a `prev` cursor); after it by default. */
  backwards?: boolean;
  /** Keeps the row at the position too. */
  inclusive?: boolean;
}

/**
 * The rows after (or, `backwards`, before) a position in `order`: `(keys…, id) > (…)` compared as
 * one row, which a B-tree index on the same columns answers as a range scan at any depth.
 */
export function keysetBeyond(
  order: KeysetOrder,
  position: { keys: readonly string[]; id: string },
  { backwards = false, inclusive = false }: KeysetSide = {},
): RawBuilder<boolean> {
  const after = backwards !== (order.direction === 'asc');
  const columns = [...order.keys.map((key) => key.sql), sql.ref(order.id)];
  const values = [
    ...order.keys.map((key, index) => sql`cast(${position.keys[index]} as ${sql.raw(key.type)})`),
    sql`cast(${position.id} as uuid)`,
  ];
  const operator = `${after ? '>' : '<'}${inclusive ? '=' : ''}`;
  return sql<boolean>`(${sql.join(columns)}) ${sql.raw(operator)} (${sql.join(values)})`;
}

/** `query` ordered by `order` (or its reverse, to walk back from a `prev` cursor). */
export function inKeysetOrder<DB, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
  order: KeysetOrder,
  reverse = false,
): SelectQueryBuilder<DB, TB, O> {
  const direction = reverse === (order.direction === 'asc') ? 'desc' : 'asc';
  let ordered = query;
  for (const key of [...order.keys.map((each) => each.sql), sql.ref(order.id)])
    ordered = ordered.orderBy(key, direction);
  return ordered;
}
