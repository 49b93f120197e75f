import { buildDeps } from './app/build-deps';
import { EnvConfigError, readEnvConfig } from './config/env-config';
import { openConfiguredDatabase } from './db/open-configured-database';
import { createLogger } from './logging/logger';
import { runBillingJob } from './modules/subscriptions/billing-job';

// `pnpm --filter @facturo/api billing-job [-- --at 2026-07-01T10:00:00-05:00]`: runs the billing job
// once against the configured database (renewal invoices, grace, suspension, cancellation, payment
// reconciliation) and prints what it did. For a cron, or to see the job act on a given day (`--at`).
async function main(): Promise<void> {
  const at = process.argv.indexOf('--at');
  const instant = at > 0 ? new Date(process.argv[at + 1] ?? '') : undefined;
  if (instant && Number.isNaN(instant.getTime()))
    throw new Error('--at needs an ISO date-time, e.g. 2026-07-01T10:00:00-05:00.');
  const { config, server } = readEnvConfig();
  const database = await openConfiguredDatabase(server);
  try {
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
  console.error(error instanceof EnvConfigError ? error.message : error);
  process.exit(1);
});
