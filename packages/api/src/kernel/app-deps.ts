import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import type { CaptchaVerifier } from '../captcha/captcha-verifier';
import type { AppConfig } from '../config/app-config';
import type { Database } from '../db/database.types';
import type { DatabaseKind } from '../db/open-database';
import type { EInvoicing } from '../e-invoicing/e-invoicing-runtime';
import type { Mailer } from '../mail/mailer';
import type { Metrics } from '../observability/metrics';
import type { PaymentProvider } from '../payment-providers/payment-provider';
import type { AccessTokens } from '../security/access-tokens';
import type { PasswordHasher } from '../security/password-hasher';
import type { Clock } from '../time/clock';
import type { AppEventBus } from './app-events';
import type { DeferredTasks } from './deferred-tasks';

/**
 * Everything a request may touch, handed to `createApp`. Nothing is read from globals, so a test
 * controls time, e-mail, captcha, payments and the database completely.
 */
export interface AppDeps {
  config: AppConfig;
  db: Kysely<Database>;
  databaseKind: DatabaseKind;
  clock: Clock;
  mailer: Mailer;
  captcha: CaptchaVerifier;
  passwords: PasswordHasher;
  accessTokens: AccessTokens;
  /** The configured payment provider (sandbox or Mercado Pago); one per app. */
  paymentProvider: PaymentProvider;
  /** Facturo's own DIAN electronic invoices: settings, signing certificate, transmitter. */
  eInvoicing: EInvoicing;
  logger: Logger;
  /** Work that runs after the answer (e-mails whose outcome must not change it). */
  deferred: DeferredTasks;
  /** Announces events to the modules that handle them (`ApiModule.on`). */
  events: AppEventBus;
  /** Prometheus metrics (`GET /metrics`). */
  metrics: Metrics;
  /** The schema of the job queue's tables (`pgboss`), read by the operators' queue view. */
  jobQueueSchema: string;
  /** Where the process stands: `draining` once it was asked to stop (readiness answers 503). */
  lifecycle: { draining: boolean };
}
