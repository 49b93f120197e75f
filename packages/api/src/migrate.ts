import { EnvConfigError, readDatabaseSettings } from './config/env-config';
import { migrateToLatest } from './db/migrate';
import { openConfiguredDatabase } from './db/open-configured-database';
import { apiModules } from './modules/index';

// `pnpm --filter @facturo/api migrate`: applies pending migrations to the configured database
// (the same ones the server applies at start-up) and exits. It reads only DATABASE_URL or
// DATA_DIR: a release job can migrate without the server's secrets.
let settings: ReturnType<typeof readDatabaseSettings>;
try {
  settings = readDatabaseSettings();
} catch (error) {
  console.error(error instanceof EnvConfigError ? error.message : error);
  process.exit(1);
}
const database = await openConfiguredDatabase(settings, undefined, { migrations: apiModules });
try {
  const { applied } = await migrateToLatest(database.db, apiModules);
  console.info(applied.length ? `Applied: ${applied.join(', ')}` : 'The database is up to date.');
} finally {
  await database.close();
}
