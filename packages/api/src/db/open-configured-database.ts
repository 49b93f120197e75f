import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { ServerSettings } from '../config/env-config';
import { createPglite, type DatabaseHandle, openPglite, openPostgres } from './open-database';

/**
 * The database the settings name: PostgreSQL when `DATABASE_URL` is set, otherwise PGlite in
 * `DATA_DIR/pglite` (created on first start).
 */
export async function openConfiguredDatabase(
  server: Pick<ServerSettings, 'databaseUrl' | 'dataDir'>,
): Promise<DatabaseHandle> {
  if (server.databaseUrl) return openPostgres({ url: server.databaseUrl });
  const dataDir = join(server.dataDir, 'pglite');
  mkdirSync(dataDir, { recursive: true });
  return openPglite(await createPglite({ dataDir }));
}
