import type { Logger } from 'pino';
import { receivePaymentWebhook } from '../billing-core/payment-webhooks';
import type { CaptchaVerifier } from '../captcha/captcha-verifier';
import { createCaptchaVerifier } from '../captcha/require-captcha';
import type { AppConfig } from '../config/app-config';
import type { DatabaseHandle } from '../db/open-database';
import type { EInvoicing } from '../e-invoicing/e-invoicing-runtime';
import { jobQueueSchema } from '../jobs/job-queue';
import type { ApiModule } from '../kernel/api-module';
import type { AppDeps } from '../kernel/app-deps';
import { createAppEvents } from '../kernel/app-events';
import { createDeferredTasks, type DeferredTasks } from '../kernel/deferred-tasks';
import { createLogger } from '../logging/logger';
import { createOutboxMailer, createSmtpMailer, type Mailer } from '../mail/mailer';
import { apiModules } from '../modules/index';
import { createMetrics } from '../observability/metrics';
import { createPaymentProvider } from '../payment-providers/create-payment-provider';
import type { PaymentProvider } from '../payment-providers/payment-provider';
import { createAccessTokens } from '../security/access-tokens';
import { createArgon2Hasher, type PasswordHasher } from '../security/password-hasher';
import { type Clock, systemClock } from '../time/clock';
import { createEInvoicing } from './e-invoicing-deps';

/** What {@link buildDeps} needs; everything but the config and the database has a default. */
export interface BuildDepsOptions {
  config: AppConfig;
  database: Pick<DatabaseHandle, 'db' | 'kind' | 'queueConnection'>;
  clock?: Clock;
  /** Overrides the mailer chosen from `smtpUrl`. */
  mailer?: Mailer;
  /** SMTP server for real e-mail; without it, messages go to the outbox table. */
  smtpUrl?: string;
  captcha?: CaptchaVerifier;
  /** Used by the reCAPTCHA verifier (tests pass a fake). */
  fetch?: typeof globalThis.fetch;
  logger?: Logger;
  passwords?: PasswordHasher;
  /** Overrides the provider chosen from `billing.paymentProvider`. */
  paymentProvider?: PaymentProvider;
  /** Overrides the electronic invoicing built from `eInvoicing` (another transmitter in tests). */
  eInvoicing?: EInvoicing;
  /** Shared by several apps over one database (tests wait for all of them at once). */
  deferred?: DeferredTasks;
  /** The modules whose event handlers `deps.events` runs; every module by default. */
  modules?: readonly ApiModule[];
}

/** Wires the default implementations together from the configuration. */
export function buildDeps(options: BuildDepsOptions): AppDeps {
  const { config, database } = options;
  const clock = options.clock ?? systemClock;
  const logger = options.logger ?? createLogger();
  const queueSchema = jobQueueSchema(database);
  const deps: AppDeps = {
    config,
    db: database.db,
    databaseKind: database.kind,
    clock,
    mailer:
      options.mailer ??
      (options.smtpUrl
        ? createSmtpMailer(options.smtpUrl, config.mailFrom)
        : createOutboxMailer(database.db, () => clock.now())),
    captcha:
      options.captcha ??
      createCaptchaVerifier(config.captcha, {
        db: database.db,
        ...(options.fetch ? { fetch: options.fetch } : {}),
      }),
    passwords: options.passwords ?? createArgon2Hasher(config.passwordHashing),
    accessTokens: createAccessTokens(config.jwtSecret, config.accessTokenTtlSeconds),
    paymentProvider:
      options.paymentProvider ??
      createPaymentProvider({ config, db: database.db, clock, logger }, async (request) => {
        // Called only once a sandbox payment settles, long after `deps` is complete.
        await receivePaymentWebhook(deps, deps.paymentProvider, request);
      }),
    eInvoicing:
      options.eInvoicing ??
      createEInvoicing(config.eInvoicing, { clock, ...(options.fetch ? { fetch: options.fetch } : {}) }),
    logger,
    deferred: options.deferred ?? createDeferredTasks(logger),
    events: createAppEvents(options.modules ?? apiModules),
    metrics: createMetrics(database.db, queueSchema),
    jobQueueSchema: queueSchema,
    lifecycle: { draining: false },
  };
  return deps;
}
