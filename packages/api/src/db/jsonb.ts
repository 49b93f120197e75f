import { type RawBuilder, sql } from 'kysely';

/**
 * A value written to a `jsonb` column. Serialized here because `pg` would turn a JavaScript array
 * into a PostgreSQL array literal rather than JSON.
 */
export function jsonb<T>(value: T): RawBuilder<T> {
  return sql<T>`${JSON.stringify(value)}::jsonb`;
}
