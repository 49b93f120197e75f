// PGlite's `query()` sends six protocol messages per query, each a separate trip into the WASM engine
// and its JavaScript parser (parse, describe the statement, bind, describe the portal, execute,
// sync), and the engine parses, analyses and plans the text every time, reading each table's size
// from the file system to plan it. A query the API runs again and again (the session lookup, an
// invoice page) is parsed once here as a named statement, then each run is one trip (bind, execute,
// sync) and PostgreSQL's plan cache may reuse its plan. Only the queries Kysely builds as a SELECT,
// outside a transaction: PGlite's `transaction()` owns the engine until it ends.
import { type PGlite, parse, protocol, type Results } from '@electric-sql/pglite';
import type { CompiledQuery, QueryResult } from 'kysely';

type BackendMessage = Awaited<ReturnType<PGlite['execProtocolStream']>>[number];
type RowDescription = Extract<BackendMessage, { name: 'rowDescription' }>;

/** A statement prepared in the engine: its name, its parameters' types and the rows it returns. */
interface Prepared {
  name: string;
  parameterTypes: number[];
  rowDescription: RowDescription | undefined;
}

/** How many statements one database keeps prepared; the least recently used is closed beyond it. */
const DEFAULT_LIMIT = 200;

// PostgreSQL refuses to run a prepared statement whose result columns changed since it was prepared
// (a migration added a column to a `select *`): prepared again, it runs.
const RESULT_TYPE_CHANGED = '0A000';

// Names unique per engine: several Kysely instances may share one PGlite (tests, one schema each).
let instances = 0;

const joined = (parts: readonly Uint8Array[]): Uint8Array => {
  const out = new Uint8Array(parts.reduce((size, part) => size + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
};

/** Whether a compiled query may run as a prepared statement: a SELECT built by Kysely. */
export const isPreparable = (query: CompiledQuery): boolean => query.query.kind === 'SelectQueryNode';

/**
 * The SELECTs of one PGlite instance as named prepared statements (see the file comment), the
 * `limit` most recently used kept. Results, types and errors are those of `pglite.query()`.
 */
export class PglitePreparedStatements {
  readonly #pglite: PGlite;
  readonly #limit: number;
  readonly #prefix = `facturo_${++instances}_`;
  #counter = 0;
  // In use order, oldest first (a Map keeps insertion order; a hit is moved to the end).
  readonly #statements = new Map<string, Prepared>();

  constructor(pglite: PGlite, limit = DEFAULT_LIMIT) {
    this.#pglite = pglite;
    this.#limit = limit;
  }

  /** How many statements are prepared now. */
  get size(): number {
    return this.#statements.size;
  }

  /** Runs `query` as `pglite.query()` would, outside any transaction, through its prepared statement. */
  async execute<R>(query: CompiledQuery<R>): Promise<QueryResult<R>> {
    const pglite = this.#pglite;
    await pglite._checkReady();
    // The same locks as `pglite.query()`: no other query or transaction runs in between.
    const results = await pglite
      ._runExclusiveTransaction(() =>
        pglite._runExclusiveQuery(async () => {
          try {
            return await this.#run(query.sql, query.parameters);
          } catch (error) {
            if ((error as { code?: unknown }).code !== RESULT_TYPE_CHANGED) throw error;
            await this.#close(query.sql);
            return this.#run(query.sql, query.parameters);
          }
        }),
      )
      .catch((error: unknown) => {
        // As `pglite.query()` reports a database error: with the query and its parameters.
        if (error instanceof Error && 'severity' in error)
          Object.assign(error, { query: query.sql, params: query.parameters });
        throw error;
      });
    const { affectedRows, rows } = results;
    return {
      ...(affectedRows != null ? { numAffectedRows: BigInt(affectedRows) } : {}),
      rows: (rows ?? []) as R[],
    };
  }

  /**
   * Closes every statement prepared here: the engine keeps them until then, and tests share one
   * engine between many databases. Waits for the queries under way.
   */
  async closeAll(): Promise<void> {
    const pglite = this.#pglite;
    if (pglite.closed || this.#statements.size === 0) return;
    await pglite._runExclusiveTransaction(() =>
      pglite._runExclusiveQuery(async () => {
        for (const text of [...this.#statements.keys()]) await this.#close(text);
      }),
    );
  }

  async #run(text: string, parameters: readonly unknown[]): Promise<Results> {
    const statement = await this.#statement(text);
    const { serializers, parsers } = this.#pglite;
    const values = parameters.map((value, index) => {
      if (value === null || value === undefined) return null;
      const serialize = serializers[statement.parameterTypes[index] as number];
      return serialize ? serialize(value) : String(value);
    });
    const messages = await this.#pglite.execProtocolStream(
      joined([
        protocol.serialize.bind({ statement: statement.name, values }),
        protocol.serialize.execute({}),
        protocol.serialize.sync(),
      ]),
    );
    const described = statement.rowDescription ? [statement.rowDescription, ...messages] : messages;
    return parse.parseResults(described, parsers, { rowMode: 'object' })[0] as Results;
  }

  async #statement(text: string): Promise<Prepared> {
    const known = this.#statements.get(text);
    if (known) {
      this.#statements.delete(text);
      this.#statements.set(text, known);
      return known;
    }
    const oldest = this.#statements.keys().next();
    if (this.#statements.size >= this.#limit && !oldest.done) await this.#close(oldest.value);
    const name = `${this.#prefix}${++this.#counter}`;
    const messages = await this.#pglite.execProtocolStream(
      joined([
        protocol.serialize.parse({ name, text }),
        protocol.serialize.describe({ type: 'S', name }),
        protocol.serialize.sync(),
      ]),
      { syncToFs: false },
    );
    const prepared: Prepared = {
      name,
      parameterTypes: parse.parseDescribeStatementResults(messages),
      rowDescription: messages.find(
        (message): message is RowDescription => message.name === 'rowDescription',
      ),
    };
    this.#statements.set(text, prepared);
    return prepared;
  }

  async #close(text: string): Promise<void> {
    const prepared = this.#statements.get(text);
    if (!prepared) return;
    this.#statements.delete(text);
    await this.#pglite.execProtocolStream(
      joined([protocol.serialize.close({ type: 'S', name: prepared.name }), protocol.serialize.sync()]),
      { syncToFs: false },
    );
  }
}
