import { type ColumnType, type RawBuilder, sql } from 'kysely';

/**
 * A value written to a `jsonb` column. Serialized here because `pg` would turn a JavaScript array
 * into a PostgreSQL array literal rather than JSON.
 */
export function jsonb<T>(value: T): RawBuilder<T> {
  return sql<T>`${JSON.stringify(value)}::jsonb`;
}

/** A `jsonb` column's type: written with {@link jsonb}, read as `T`. */
export type Json<T> = ColumnType<T, unknown, unknown>;
