// PostgreSQL parses, analyses and plans a query's text every time it arrives unnamed, on the same two
// cores the API runs on here. A query the API runs again and again (the session lookup, an invoice
// page) is sent as a named statement instead: each connection parses it once, then each run only binds
// and executes it, and PostgreSQL's plan cache may reuse its plan. The same rule as on PGlite
// (`pglite-prepared-statements.ts`): only SELECTs, outside a transaction, where a refused statement can
// simply run again unnamed.
import type { PostgresPool, PostgresPoolClient } from 'kysely';
import { oneWrapperPerClient, withConnect } from './pool-wrapper';

/** How many distinct query texts get a name; the rest run unnamed (each connection keeps ≤ this many). */
const DEFAULT_LIMIT = 200;

/** How many texts seen once are remembered, waiting for a second run that earns them a name. */
const SEEN_ONCE_LIMIT = 1000;

// PostgreSQL refuses to run a prepared statement whose result columns changed since it was prepared
// (another instance's migration added a column to a `select *`): that run goes again unnamed.
const RESULT_TYPE_CHANGED = '0A000';

const opensTransaction = /^\s*(begin|start\s+transaction)\b/i;
const closesTransaction = /^\s*(commit|end|rollback|abort)\s*(;?\s*)$/i;
// Kysely writes its SELECTs in lower case. A `with` query is one too (a number search's page) unless
// it writes, in a CTE or after them: `insert into`, `delete from`, `merge into` or `update … set`
// anywhere in its text (a read-only query has none of them; at worst one is left unnamed).
const isSelect = /^select\s/;
const isWith = /^with\s/;
const writes = /\b(?:insert\s+into|delete\s+from|merge\s+into)\s|\bupdate\s+\S+\s+set\s/i;
const readsOnly = (text: string) => isSelect.test(text) || (isWith.test(text) && !writes.test(text));

const codeOf = (error: unknown) =>
  typeof error === 'object' && error !== null && 'code' in error
    ? (error as { code: unknown }).code
    : undefined;

/**
 * `pool` whose clients run Kysely's SELECTs outside a transaction as named prepared statements (see the
 * file comment). A text earns its name on its second run, so one-off texts never take one of the
 * `limit` names; names are shared by every connection of the pool (one text, one name), and once they
 * are all given a new text runs unnamed. Everything else, streaming cursors included, passes through.
 */
export function preparingPool(pool: PostgresPool, limit = DEFAULT_LIMIT): PostgresPool {
  const names = new Map<string, string>();
  const seenOnce = new Set<string>();
  const nameOf = (text: string): string | undefined => {
    const known = names.get(text);
    if (known || names.size >= limit) return known;
    if (!seenOnce.has(text)) {
      if (seenOnce.size >= SEEN_ONCE_LIMIT) seenOnce.clear();
      seenOnce.add(text);
      return undefined;
    }
    seenOnce.delete(text);
    const name = `facturo_${names.size + 1}`;
    names.set(text, name);
    return name;
  };
  const wrap = oneWrapperPerClient((client) => {
    let inTransaction = false;
    // Names this connection's server refused (a result type changed): they run unnamed here.
    const refused = new Set<string>();
    const named = async (name: string, text: string, values: unknown[]) => {
      try {
        return await client.query({ name, text, values } as never);
      } catch (error) {
        if (codeOf(error) !== RESULT_TYPE_CHANGED) throw error;
        refused.add(name);
        return client.query(text, values);
      }
    };
    // Not `async`: a streaming cursor (`query(new Cursor(…))`) is returned as it is, not in a promise.
    const query = ((text: unknown, values?: unknown[]) => {
      if (typeof text !== 'string') return client.query(text as never);
      if (opensTransaction.test(text)) inTransaction = true;
      else if (closesTransaction.test(text)) inTransaction = false;
      const name = !inTransaction && readsOnly(text) ? nameOf(text) : undefined;
      return name && !refused.has(name) ? named(name, text, values ?? []) : client.query(text, values ?? []);
    }) as PostgresPoolClient['query'];
    return {
      query,
      release: (destroy?: boolean) => {
        inTransaction = false;
        client.release(destroy);
      },
    };
  });
  return withConnect(pool, async () => wrap(await pool.connect()));
}
