import { PGlite } from '@electric-sql/pglite';
import { CamelCasePlugin, CompiledQuery, Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { Database } from './database.types';
import { FairPgliteDialect } from './fair-pglite-dialect';
import { preparingPool } from './pg-prepared-statements';
import { abandonablePool, RequestAbortPlugin } from './request-abort';
import { requestOrderedPool } from './request-ordered-pool';

/** Which engine serves the data: embedded PGlite or a PostgreSQL server. */
export type DatabaseKind = 'pglite' | 'postgres';

/**
 * An open database and how to close it. Queries use camelCase names (`createdAt`), the schema uses
 * snake_case (`created_at`): Kysely's CamelCasePlugin translates. Migrations and raw `sql` use the
 * snake_case names.
 */
export interface DatabaseHandle {
  db: Kysely<Database>;
  kind: DatabaseKind;
  /**
   * Where the job queue (`src/jobs/`) reaches the same database: the PGlite instance, or the
   * PostgreSQL URL and schema (pg-boss opens a small pool of its own there).
   */
  queueConnection?: { pglite: PGlite; schema?: string } | { url: string; schema?: string };
  close(): Promise<void>;
}

// The same JavaScript types from both engines: `date` stays a 'YYYY-MM-DD' string (no time-zone
// shift), `int8` becomes a number (COP amounts and counts are far below 2^53).
const DATE_OID = 1082;
const INT8_OID = 20;
const parseDate = (value: string) => value;
const parseInt8 = (value: string) => Number(value);

/**
 * PGlite with the API's type parsers; `dataDir` undefined means in memory. `sharedBuffers` (e.g.
 * `64MB`) replaces PostgreSQL's 128 MB buffer pool, which PGlite touches whole when it opens: the
 * largest part of its resident memory.
 */
export function createPglite(
  options: { dataDir?: string; loadDataDir?: Blob; sharedBuffers?: string } = {},
): Promise<PGlite> {
  return PGlite.create({
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    ...(options.sharedBuffers
      ? { startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${options.sharedBuffers}`] }
      : {}),
    parsers: { [DATE_OID]: parseDate, [INT8_OID]: parseInt8 },
  });
}

const searchPathStatement = (schema: string) => {
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(schema)) throw new Error(`Invalid schema name "${schema}".`);
  return `set search_path to "${schema}"`;
};

/**
 * Opens PGlite through Kysely, its one connection lent a request at a time, oldest first
 * (`engine-turns.ts`), the SELECTs Kysely builds prepared once (`pglite-prepared-statements.ts`).
 * `closePglite: false` leaves the instance open (tests share one per worker; closing then closes
 * the statements prepared); `schema` points every query at that schema.
 */
export function openPglite(
  pglite: PGlite,
  options: { schema?: string; closePglite?: boolean } = {},
): DatabaseHandle {
  const { schema, closePglite = true } = options;
  const dialect = new FairPgliteDialect({
    pglite,
    ...(schema
      ? {
          onCreateConnection: async (connection) => {
            await connection.executeQuery(CompiledQuery.raw(searchPathStatement(schema)));
          },
        }
      : {}),
  });
  const db = new Kysely<Database>({ plugins: [new CamelCasePlugin(), new RequestAbortPlugin()], dialect });
  return {
    db,
    kind: 'pglite',
    queueConnection: { pglite, ...(schema ? { schema } : {}) },
    // A shared engine outlives the handle: only the statements it prepared go.
    close: () => (closePglite ? db.destroy() : dialect.closeStatements()),
  };
}

const pgTypes = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') => {
    if (oid === DATE_OID) return parseDate;
    if (oid === INT8_OID) return parseInt8;
    return pg.types.getTypeParser(oid, format);
  }) as typeof pg.types.getTypeParser,
};

/**
 * Opens a PostgreSQL server through a `pg` pool whose connections go to the oldest request first and
 * run repeated SELECTs as prepared statements (`pg-prepared-statements.ts`).
 */
export function openPostgres(options: {
  url: string;
  schema?: string;
  maxConnections?: number;
}): DatabaseHandle {
  const size = options.maxConnections ?? 10;
  const pool = new pg.Pool({
    connectionString: options.url,
    max: size,
    types: pgTypes,
    ...(options.schema ? { options: `-c search_path=${options.schema}` } : {}),
  });
  // An idle client that loses its server must not crash the process; the next query reconnects.
  pool.on('error', () => undefined);
  const db = new Kysely<Database>({
    plugins: [new CamelCasePlugin(), new RequestAbortPlugin()],
    dialect: new PostgresDialect({ pool: requestOrderedPool(abandonablePool(preparingPool(pool)), size) }),
  });
  return {
    db,
    kind: 'postgres',
    queueConnection: { url: options.url, ...(options.schema ? { schema: options.schema } : {}) },
    close: () => db.destroy(),
  };
}
