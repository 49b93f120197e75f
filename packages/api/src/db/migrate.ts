import { type Kysely, sql } from 'kysely';
import { type Migration, Migrator } from 'kysely/migration';
import type { Database } from './database.types';

/** Whatever brings migrations: an `ApiModule`, named for the error messages. */
export interface MigrationSource {
  name: string;
  migrations?: Readonly<Record<string, Migration>>;
}

const MIGRATION_NAME = /^\d{4}-[a-z0-9]+(-[a-z0-9]+)*$/;

/**
 * Every module's migrations in one map, checked: names are `NNNN-kebab-case`, and no two modules
 * claim the same number (two helpers picking 0105 would otherwise run in an arbitrary order).
 */
export function collectMigrations(modules: readonly MigrationSource[]): Record<string, Migration> {
  const all: Record<string, Migration> = {};
  const owners = new Map<string, string>();
  for (const module of modules) {
    for (const [name, migration] of Object.entries(module.migrations ?? {})) {
      if (!MIGRATION_NAME.test(name)) {
        throw new Error(`Migration "${name}" of module "${module.name}" must be named NNNN-kebab-case.`);
      }
      const number = name.slice(0, 4);
      const owner = owners.get(number);
      if (owner) {
        throw new Error(`Migration number ${number} is used twice (${owner} and ${module.name}/${name}).`);
      }
      owners.set(number, `${module.name}/${name}`);
      all[name] = migration;
    }
  }
  return all;
}

/** Whether the migrations recorded in `schema` are exactly `names` (none pending, none unknown). */
async function ranExactly(db: Kysely<unknown>, schema: string, names: readonly string[]): Promise<boolean> {
  const { rows } = await sql<{
    name: string;
  }>`select name from ${sql.id(schema, 'kysely_migration')}`.execute(db);
  const expected = new Set(names);
  return rows.length === expected.size && rows.every((row) => expected.has(row.name));
}

/** The result of {@link migrateToLatest}: the migrations that ran now. */
export interface MigrationReport {
  applied: string[];
}

/**
 * Runs pending migrations in name order, in the connection's current schema (`public` in
 * production, a throwaway schema per test file). Throws with the failing migration's name.
 *
 * Each module owns a number range (accounts 00xx, catalogue 01xx, clinic 02xx, contact 03xx…), so a
 * module's new migration usually sorts before migrations other modules added earlier. Unordered
 * migrations are therefore allowed: a database that already ran `0300-contact` still gets a later
 * `0203-…` instead of refusing to start.
 */
export async function migrateToLatest(
  database: Kysely<Database>,
  modules: readonly MigrationSource[],
): Promise<MigrationReport> {
  const migrations = collectMigrations(modules);
  // Migrations name tables and columns exactly as they are (snake_case), without the camelCase plugin.
  const db = database.withoutPlugins() as unknown as Kysely<unknown>;
  const { rows } = await sql<{ schema: string; applied: boolean }>`
    select current_schema() as schema,
      to_regclass(format('%I.kysely_migration', current_schema())) is not null as applied`.execute(db);
  const schema = rows[0]?.schema ?? 'public';
  // Every start runs this; when the database ran exactly these migrations, one query says so. Kysely's
  // Migrator would first introspect every table and take its lock (over a second on PGlite).
  if (rows[0]?.applied && (await ranExactly(db, schema, Object.keys(migrations)))) return { applied: [] };
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    migrationTableSchema: schema,
    allowUnorderedMigrations: true,
  });
  const { error, results = [] } = await migrator.migrateToLatest();
  if (error) {
    const failed = results.find((result) => result.status === 'Error')?.migrationName ?? 'unknown';
    throw new Error(`Migration ${failed} failed: ${error instanceof Error ? error.message : String(error)}`, {
      cause: error,
    });
  }
  return { applied: results.filter((result) => result.status === 'Success').map((r) => r.migrationName) };
}
