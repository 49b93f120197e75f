import { readEnvConfig } from './config/env-config';
import { migrateToLatest } from './db/migrate';
import { openConfiguredDatabase } from './db/open-configured-database';
import { apiModules } from './modules/index';

// `pnpm --filter @facturo/api migrate`: applies pending migrations to the configured database
// (the same ones the server applies at start-up) and exits.
const { server } = readEnvConfig();
const database = await openConfiguredDatabase(server);
try {
  const { applied } = await migrateToLatest(database.db, apiModules);
  console.info(applied.length ? `Applied: ${applied.join(', ')}` : 'The database is up to date.');
} finally {
  await database.close();
}
