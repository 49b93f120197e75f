import { existsSync, mkdirSync } from 'node:fs';
import { basename, join } from 'node:path';
import type { ServerSettings } from '../config/env-config';
import { lockEmbeddedDatabase } from './embedded-database-lock';
import type { MigrationSource } from './migrate';
import { createPglite, type DatabaseHandle, openPglite, openPostgres } from './open-database';
import { copyPgliteTemplate, findPgliteTemplate } from './pglite-template';

// `src/main.ts` / `dist/main.js` is the server; other entry points are commands (`migrate.ts`…).
const defaultPurpose = () => {
  const script = basename(process.argv[1] ?? 'node').replace(/\.[cm]?[jt]s$/, '');
  return script === 'main' ? 'API server' : `${script} command`;
};

/**
 * The database the settings name: PostgreSQL when `DATABASE_URL` is set, otherwise PGlite in
 * `DATA_DIR/pglite` (created on first start). The embedded one is locked for this process
 * (`DATA_DIR/pglite.lock`, naming `purpose`: by default the API server, or the command the process
 * runs) until it is closed: a second process is refused with an `EmbeddedDatabaseBusyError` instead
 * of corrupting it.
 *
 * A new embedded folder starts from the migrated template `pnpm run build` leaves (see
 * `pglite-template.ts`; `template.dir` elsewhere) when `template.migrations` names the migrations the
 * process will run; without one PGlite runs `initdb`, ten times slower.
 */
export async function openConfiguredDatabase(
  server: Pick<ServerSettings, 'databaseUrl' | 'dataDir'>,
  purpose = defaultPurpose(),
  template?: { migrations: readonly MigrationSource[]; dir?: string },
): Promise<DatabaseHandle> {
  if (server.databaseUrl) return openPostgres({ url: server.databaseUrl });
  const dataDir = join(server.dataDir, 'pglite');
  mkdirSync(dataDir, { recursive: true });
  const release = lockEmbeddedDatabase(server.dataDir, purpose);
  try {
    const templateData =
      template && !existsSync(join(dataDir, 'PG_VERSION'))
        ? findPgliteTemplate(template.migrations, template.dir)
        : undefined;
    if (templateData) copyPgliteTemplate(templateData, dataDir);
    // A 64 MB buffer pool: ~65 MB less resident memory than PostgreSQL's 128 MB for a development
    // database whose files the operating system caches anyway.
    const handle = openPglite(await createPglite({ dataDir, sharedBuffers: '64MB' }));
    return {
      ...handle,
      close: async () => {
        try {
          await handle.close();
        } finally {
          release();
        }
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}
