import { type Kysely, sql } from 'kysely';
import type { Database } from '../../src/db/database.types';

/**
 * What `schema` is made of, one sorted line per item: columns, constraints, indexes,
 * views, triggers, functions, sequences, the recorded migrations and each table's row count (the
 * rows migrations seed, such as the plan catalogue), with the schema's own name left out. Two
 * schemas built the same way print the same. The schema is named rather than taken from the search
 * path: the handles on a worker's PGlite share one session, whose search path is the last one set.
 */
export async function schemaFingerprint(db: Kysely<Database>, schema: string): Promise<string[]> {
  const { rows } = await sql<{ item: string }>`
    select 'column ' || table_name || '.' || column_name || ' ' || data_type || ' ' || is_nullable || ' ' ||
      coalesce(column_default, '') as item
    from information_schema.columns where table_schema = ${schema}
    union all
    select 'constraint ' || c.relname || ' ' || con.conname || ' ' || pg_get_constraintdef(con.oid)
    from pg_constraint con join pg_class c on c.oid = con.conrelid
    join pg_namespace n on n.oid = c.relnamespace where n.nspname = ${schema}
    union all
    select 'index ' || replace(indexdef, schemaname || '.', '') from pg_indexes where schemaname = ${schema}
    union all
    select 'view ' || viewname || ' ' || definition from pg_views where schemaname = ${schema}
    union all
    select 'trigger ' || replace(pg_get_triggerdef(t.oid), n.nspname || '.', '')
    from pg_trigger t join pg_class c on c.oid = t.tgrelid
    join pg_namespace n on n.oid = c.relnamespace where n.nspname = ${schema} and not t.tgisinternal
    union all
    select 'function ' || p.proname || ' ' || md5(p.prosrc)
    from pg_proc p join pg_namespace n on n.oid = p.pronamespace where n.nspname = ${schema}
    union all
    select 'sequence ' || sequence_name || ' ' || data_type || ' ' || start_value || ' ' || increment
    from information_schema.sequences where sequence_schema = ${schema}
    union all
    select 'migration ' || name from ${sql.id(schema, 'kysely_migration')}
    union all
    select 'rows ' || table_name || ' ' || (xpath('/row/count/text()',
      query_to_xml(format('select count(*) from %I.%I', table_schema, table_name), false, true, '')))[1]::text
    from information_schema.tables where table_schema = ${schema} and table_type = 'BASE TABLE'`.execute(
    db.withoutPlugins(),
  );
  // Definitions name objects of a schema outside the search path with the schema's name.
  const own = new RegExp(`"?${schema}"?\\.`, 'g');
  return rows.map((row) => row.item.replace(own, '')).sort();
}
