import { buildDeps } from './app/build-deps';
import { EnvConfigError, readEnvConfig } from './config/env-config';
import { EmbeddedDatabaseBusyError } from './db/embedded-database-lock';
import { migrateToLatest } from './db/migrate';
import { openConfiguredDatabase } from './db/open-configured-database';
import { createLogger } from './logging/logger';
import { apiModules } from './modules/index';
import { runBillingJob } from './modules/subscriptions/billing-run';

// `pnpm --filter @facturo/api billing-job [-- --at 2026-07-01T10:00:00-05:00]`: runs the billing job
// once against the configured database (renewal invoices, grace, suspension, cancellation, payment
// reconciliation) and prints what it did. For a cron, or to see the job act on a given day (`--at`).
// It applies pending migrations first, as the server does. The embedded database can be open in one
// process only: while the server runs on it, this command refuses (the server runs the job itself).
async function main(): Promise<void> {
  const at = process.argv.indexOf('--at');
  const instant = at > 0 ? new Date(process.argv[at + 1] ?? '') : undefined;
  if (instant && Number.isNaN(instant.getTime()))
    throw new Error('--at needs an ISO date-time, e.g. 2026-07-01T10:00:00-05:00.');
  const { config, server } = readEnvConfig();
  const database = await openConfiguredDatabase(server, 'billing-job command');
  try {
    const { applied } = await migrateToLatest(database.db, apiModules);
    if (applied.length) console.info(`Applied migrations: ${applied.join(', ')}`);
    const deps = buildDeps({
      config,
      database,
      logger: createLogger({ level: server.logLevel }),
      ...(instant ? { clock: { now: () => instant } } : {}),
    });
    console.info(JSON.stringify(await runBillingJob(deps), null, 2));
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  const expected = error instanceof EnvConfigError || error instanceof EmbeddedDatabaseBusyError;
  console.error(expected ? error.message : error);
  process.exit(1);
});
