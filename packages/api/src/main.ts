import { serve } from '@hono/node-server';
import { buildDeps } from './app/build-deps';
import { createApp } from './app/create-app';
import { EnvConfigError, readEnvConfig } from './config/env-config';
import { migrateToLatest } from './db/migrate';
import { openConfiguredDatabase } from './db/open-configured-database';
import { createLogger } from './logging/logger';
import { apiModules } from './modules/index';
import { runSeeds } from './seed/run-seeds';

// The API server: reads the environment, opens and migrates the database, seeds the embedded
// demo data, and listens until SIGINT/SIGTERM.
async function main(): Promise<void> {
  const { config, server } = readEnvConfig();
  const logger = createLogger({ level: server.logLevel });
  const database = await openConfiguredDatabase(server);
  const migrations = await migrateToLatest(database.db, apiModules);
  if (migrations.applied.length) logger.info({ applied: migrations.applied }, 'migrations applied');

  const deps = buildDeps({
    config,
    database,
    logger,
    ...(server.smtpUrl ? { smtpUrl: server.smtpUrl } : {}),
  });
  if (server.seedDemo) {
    const seeds = await runSeeds(apiModules, { deps, credentialsFile: server.demoCredentialsFile });
    logger.info({ seeds, credentials: server.demoCredentialsFile }, 'demo data ready');
  }
  if (config.environment === 'production' && deps.mailer.kind === 'outbox') {
    logger.warn('SMTP_URL is not set: e-mails are only stored in the outbox table and nobody receives them.');
  }

  deps.metrics.collectProcessMetrics();
  const app = createApp(deps);
  // Requests still running when a client hangs up must finish before the database closes.
  let inFlight = 0;
  const fetch: typeof app.fetch = async (request, env, context) => {
    inFlight++;
    try {
      return await app.fetch(request, env, context);
    } finally {
      inFlight--;
    }
  };
  const listener = serve(
    { fetch, port: server.port, ...(server.host ? { hostname: server.host } : {}) },
    (info) => {
      logger.info(
        {
          port: info.port,
          database: database.kind,
          mailer: deps.mailer.kind,
          captcha: config.captcha.provider,
        },
        `Facturo API listening on http://localhost:${info.port}/api/v1 (reference: /api/v1/docs)`,
      );
    },
  );

  const stopBackground = apiModules
    .flatMap((module) => module.background ?? [])
    .map((task) => task.start(deps));

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    // Readiness answers 503 from now on, so a load balancer sends the next requests elsewhere.
    deps.lifecycle.draining = true;
    logger.info({ signal }, 'shutting down');
    const backgroundStopped = Promise.all(stopBackground.map((stopTask) => stopTask()));
    listener.close(async () => {
      for (let waited = 0; inFlight > 0 && waited < 4000; waited += 50)
        await new Promise((r) => setTimeout(r, 50));
      // A billing-job run under way finishes; work the last requests deferred (e-mails) too.
      await backgroundStopped;
      await deps.deferred.settled();
      await database.close().catch(() => undefined);
      process.exit(0);
    });
    // Keep-alive connections or a stuck job must not hold the process forever.
    setTimeout(() => process.exit(0), server.shutdownTimeoutMs).unref();
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error(error instanceof EnvConfigError ? error.message : error);
  process.exit(1);
});
