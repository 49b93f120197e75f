import { type Kysely, sql } from 'kysely';

/** How one JSON copy in `invoice_snapshots` is rebuilt from its source table. */
interface JsonCopy {
  /** The table the copy is made from (`invoice_lines`, `payments`). */
  table: string;
  /** The `invoice_snapshots` column holding the copy. */
  column: 'lines' | 'payments';
  /** `jsonb_build_object(…)` of one source row, aliased `s`. */
  object: string;
  /** The order of the elements. */
  orderBy: string;
}

/**
 * Keeps a JSON copy of each invoice's lines or payments in `invoice_snapshots` (one row per
 * invoice), so the invoice list reads one joined row per invoice instead of running two aggregate
 * subqueries per row. Statement-level triggers rebuild the copies of every invoice a statement
 * touched, whatever code (or bulk seed) wrote the rows, so a copy cannot drift from its source.
 */
export async function createJsonCopyTriggers(db: Kysely<unknown>, copy: JsonCopy): Promise<void> {
  const name = `refresh_invoice_${copy.column}`;
  await sql
    .raw(`create function ${name}() returns trigger language plpgsql as $$
      begin
        insert into invoice_snapshots (invoice_id, ${copy.column})
        select touched.invoice_id, coalesce(
          (select jsonb_agg(${copy.object} order by ${copy.orderBy}) from ${copy.table} s where s.invoice_id = touched.invoice_id),
          '[]'::jsonb)
        from (select distinct invoice_id from changed) touched
        where exists (select 1 from invoices where invoices.id = touched.invoice_id)
        on conflict (invoice_id) do update set ${copy.column} = excluded.${copy.column};
        return null;
      end $$`)
    .execute(db);
  for (const [event, transition] of [
    ['insert', 'new'],
    ['update', 'new'],
    ['delete', 'old'],
  ] as const) {
    await sql
      .raw(`create trigger ${name}_${event} after ${event} on ${copy.table}
        referencing ${transition} table as changed for each statement execute function ${name}()`)
      .execute(db);
  }
}
