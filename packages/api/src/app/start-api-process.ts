import { serve } from '@hono/node-server';
import { EnvConfigError, type ProcessRole, readEnvConfig } from '../config/env-config';
import { migrateToLatest } from '../db/migrate';
import { openConfiguredDatabase } from '../db/open-configured-database';
import { hasFreshDevelopmentCertificate } from '../e-invoicing/development-certificate';
import { createJobQueue } from '../jobs/job-queue';
import { type JobWorker, startJobWorker } from '../jobs/job-worker';
import type { ApiModule } from '../kernel/api-module';
import type { AppDeps } from '../kernel/app-deps';
import { createLogger } from '../logging/logger';
import { apiModules } from '../modules/index';
import { runSeeds } from '../seed/run-seeds';
import { systemClock } from '../time/clock';
import { buildDeps } from './build-deps';
import { createApp } from './create-app';
import { createEInvoicing } from './e-invoicing-deps';
import { createStartupTimer } from './startup-timer';

/**
 * Serves the app over HTTP until `close` (only `modules`' routes when given); counts requests under
 * way so a stop lets them finish.
 */
function listen(
  deps: AppDeps,
  settings: { port: number; host: string | undefined },
  modules?: readonly ApiModule[],
) {
  const app = createApp(deps, modules ? { modules } : {});
  let inFlight = 0;
  const fetch: typeof app.fetch = async (request, env, context) => {
    inFlight++;
    try {
      return await app.fetch(request, env, context);
    } finally {
      inFlight--;
    }
  };
  let listening: () => void = () => undefined;
  const listened = new Promise<void>((resolve) => {
    listening = resolve;
  });
  const listener = serve(
    { fetch, port: settings.port, ...(settings.host ? { hostname: settings.host } : {}) },
    (info) => {
      listening();
      deps.logger.info(
        {
          port: info.port,
          database: deps.databaseKind,
          mailer: deps.mailer.kind,
          captcha: deps.config.captcha.provider,
        },
        `Facturo API listening on http://localhost:${info.port}/api/v1 (reference: /api/v1/docs)`,
      );
    },
  );
  // Node closes an idle kept-alive connection after 5 s, which races a client (a load balancer, an
  // integrator's HTTP agent) sending its next request on it: that request fails with ECONNRESET. An
  // idle connection is kept longer than the usual 60 s of a load balancer's, so the client closes first.
  if ('keepAliveTimeout' in listener) {
    listener.keepAliveTimeout = 65_000;
    listener.headersTimeout = 66_000;
  }
  return {
    /** Resolves once the port is bound and requests are answered. */
    listening: listened,
    /** Stops accepting connections, then waits (up to 4 s) for the requests under way. */
    close: () =>
      new Promise<void>((resolve) => {
        listener.close(async () => {
          for (let waited = 0; inFlight > 0 && waited < 4000; waited += 50)
            await new Promise((r) => setTimeout(r, 50));
          resolve();
        });
      }),
  };
}

/**
 * The start-up up to an open port: the development certificate (beside the database, when the demo
 * needs one), the database and its migrations, the demo data, then HTTP.
 */
async function openAndListen(
  { config, server }: ReturnType<typeof readEnvConfig>,
  logger: ReturnType<typeof createLogger>,
  timer: ReturnType<typeof createStartupTimer>,
) {
  const { certificate } = config.eInvoicing;
  if (
    server.seedDemo &&
    certificate.kind === 'development' &&
    !hasFreshDevelopmentCertificate(certificate.folder)
  ) {
    // The demo's renewal invoice is signed: a new data folder's development certificate (an RSA key,
    // generated off the main thread) is made while the database opens. Failures surface when used.
    // A fresh one opens on first use instead: decrypting it is main-thread work that would only hold
    // a restart back (one about to expire is renewed now, not inside the first invoice's transaction).
    createEInvoicing(config.eInvoicing, { clock: systemClock })
      .signer()
      .catch(() => undefined);
  }
  const database = await openConfiguredDatabase(server, undefined, { migrations: apiModules });
  timer.mark('database');
  const migrations = await migrateToLatest(database.db, apiModules);
  if (migrations.applied.length) logger.info({ applied: migrations.applied }, 'migrations applied');
  timer.mark('migrations');

  const deps = buildDeps({
    config,
    database,
    logger,
    ...(server.smtpUrl ? { smtpUrl: server.smtpUrl } : {}),
  });
  if (server.seedDemo) {
    const seeds = await runSeeds(apiModules, { deps, credentialsFile: server.demoCredentialsFile });
    logger.info({ seeds, credentials: server.demoCredentialsFile }, 'demo data ready');
    timer.mark('seeds');
  }
  if (config.environment === 'production' && deps.mailer.kind === 'outbox') {
    logger.warn('SMTP_URL is not set: e-mails are only stored in the outbox table and nobody receives them.');
  }
  deps.metrics.collectProcessMetrics();

  // A worker answers only the platform routes (probes, metrics, the jobs view), for its orchestrator.
  const http = listen(
    deps,
    server,
    server.role === 'worker' ? apiModules.filter((module) => module.name === 'platform') : undefined,
  );
  // The job queue starts once the port answers: on PGlite its start-up queries would otherwise queue
  // the first requests (probes included) behind them on the single connection.
  await http.listening;
  timer.mark('listen');
  return { database, deps, http };
}

/**
 * Runs one API process in its role (`API_ROLE`, or `role` when given): reads the environment, opens
 * and migrates the database, seeds the embedded demo data, then serves HTTP (`all`, `web`; a
 * `worker` only its probes, metrics and jobs view) and runs the queued jobs (`all`, `worker`) until
 * SIGINT/SIGTERM. Stopping first turns readiness to 503,
 * then lets requests, running jobs and deferred e-mails finish (up to `SHUTDOWN_TIMEOUT_MS`).
 */
export async function startApiProcess(role?: ProcessRole): Promise<void> {
  const environment = readEnvConfig(role ? { ...process.env, API_ROLE: role } : process.env);
  const { server } = environment;
  const logger = createLogger({ level: server.logLevel });
  const timer = createStartupTimer(logger);
  // Until the port is open, nothing may keep the event loop alive between two steps of the start-up,
  // and a loop with nothing to wait for makes Node wait for every V8 background task (the compilers
  // optimising PGlite's WebAssembly): a restart's migrations step took ~0.35 s instead of ~0.03 s.
  // A timer keeps it turning; those compilers then run beside the start-up, on the other core. It
  // stops with the start-up, also when that throws, so a caller's failed start leaves no timer behind.
  const startingUp = setInterval(() => undefined, 60_000);
  const { database, deps, http } = await openAndListen(environment, logger, timer).finally(() =>
    clearInterval(startingUp),
  );
  let worker: JobWorker | undefined;
  if (server.role !== 'web') {
    const boss = createJobQueue(database);
    boss.on('error', (error) => logger.error({ err: error }, 'job queue error'));
    await boss.start();
    worker = await startJobWorker(
      deps,
      boss,
      apiModules.flatMap((module) => module.jobs ?? []),
    );
    logger.info({ role: server.role, database: database.kind }, 'job worker started');
    timer.mark('jobs');
  }

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    // Readiness answers 503 from now on, so a load balancer sends the next requests elsewhere.
    deps.lifecycle.draining = true;
    logger.info({ signal, role: server.role }, 'shutting down');
    // Keep-alive connections or a stuck job must not hold the process forever.
    setTimeout(() => process.exit(0), server.shutdownTimeoutMs).unref();
    // Jobs under way finish (a renewal or a DIAN round is never cut in half); no new one starts.
    await Promise.all([http.close(), worker?.stop(server.shutdownTimeoutMs)]);
    await deps.deferred.settled();
    await database.close().catch(() => undefined);
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

/** Runs {@link startApiProcess} as an entry point: a configuration problem prints its message and exits 1. */
export function runApiProcess(role?: ProcessRole): void {
  startApiProcess(role).catch((error: unknown) => {
    console.error(error instanceof EnvConfigError ? error.message : error);
    process.exit(1);
  });
}
