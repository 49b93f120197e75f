import { embeddedUpkeep } from '../../db/embedded-upkeep';
import type { JobDefinition } from '../../kernel/job-definition';

/** How often the embedded database's tables are looked at (autovacuum, on a server, looks every minute). */
export const EMBEDDED_UPKEEP_SECONDS = 5 * 60;

/**
 * What PostgreSQL's autovacuum does on a server, done for the embedded PGlite database, which has
 * none (see `db/embedded-upkeep.ts`): every five minutes, and once when the API starts, the tables
 * past autovacuum's thresholds are vacuumed or analyzed. Off on PostgreSQL, where autovacuum runs.
 * Vacuuming twice is harmless, so a retried job changes nothing.
 */
export const embeddedUpkeepJob: JobDefinition = {
  name: 'embedded-database-upkeep',
  policy: 'singleton',
  retryLimit: 1,
  retryDelaySeconds: 60,
  expireInSeconds: 30 * 60,
  everySeconds: (deps) => (deps.databaseKind === 'pglite' ? EMBEDDED_UPKEEP_SECONDS : 0),
  // Sent by hand on PostgreSQL, it does nothing: autovacuum does that work there.
  run: async (deps) => (deps.databaseKind === 'pglite' ? embeddedUpkeep(deps.db) : { skipped: 'postgres' }),
};
