import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type AppConfig, type CaptchaConfig, DEFAULT_PASSWORD_HASHING, defineConfig } from './app-config';
import { readBillingEnv } from './billing-config';
import { readEInvoicingEnv } from './e-invoicing-config';

/**
 * What a process does: `all` serves HTTP and runs the queued jobs (one process, and the only choice
 * on the embedded database); `web` only serves HTTP; `worker` only runs jobs.
 */
export type ProcessRole = 'all' | 'web' | 'worker';

/** Settings of the process around the app: where it listens and where the data lives. */
export interface ServerSettings {
  /** `API_ROLE`: see {@link ProcessRole}. */
  role: ProcessRole;
  port: number;
  /** Interface to listen on; all interfaces when undefined. */
  host: string | undefined;
  /** PostgreSQL server; when absent the embedded PGlite database in `dataDir` is used. */
  databaseUrl: string | undefined;
  dataDir: string;
  smtpUrl: string | undefined;
  logLevel: string;
  /** Seeds the demo organization (embedded database by default). */
  /**
   * How long a stopping server waits for requests, a billing-job run and deferred work before it
   * exits anyway (`SHUTDOWN_TIMEOUT_MS`, 30 s by default; keep it under the orchestrator's grace period).
   */
  shutdownTimeoutMs: number;
  seedDemo: boolean;
  demoCredentialsFile: string;
}

/** Configuration problems, each naming the variable and what it should hold. */
export class EnvConfigError extends Error {
  override readonly name = 'EnvConfigError';
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
  }
}

/** The `packages/api` folder, found from this file whether it runs from `src/` or `dist/`. */
export function packageRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 6; i++) {
    const manifest = join(dir, 'package.json');
    if (existsSync(manifest) && JSON.parse(readFileSync(manifest, 'utf8')).name === '@facturo/api')
      return dir;
    dir = dirname(dir);
  }
  throw new Error('Could not find the @facturo/api package folder.');
}

/** Reads a secret from `file`, or creates it (random, mode 0600) so the embedded setup needs no configuration. */
function persistedSecret(file: string): string {
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dirname(file), { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  chmodSync(file, 0o600);
  return secret;
}

/** Where the data lives: the part of {@link ServerSettings} that `pnpm migrate` needs. */
export type DatabaseSettings = Pick<ServerSettings, 'databaseUrl' | 'dataDir'>;

function databaseSettings(env: NodeJS.ProcessEnv, problems: string[]): DatabaseSettings {
  const dataDir = resolve(env.DATA_DIR || join(packageRoot(), '.data'));
  const databaseUrl = env.DATABASE_URL || undefined;
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    problems.push('DATABASE_URL must start with postgres:// or postgresql://.');
  }
  return { databaseUrl, dataDir };
}

/**
 * Reads only `DATABASE_URL` and `DATA_DIR`. Unlike {@link readEnvConfig} it needs no secrets and
 * writes no files, so migrations can run in production with nothing but database access.
 */
export function readDatabaseSettings(env: NodeJS.ProcessEnv = process.env): DatabaseSettings {
  const problems: string[] = [];
  const settings = databaseSettings(env, problems);
  if (problems.length) throw new EnvConfigError(problems);
  return settings;
}

const truthy = (value: string | undefined) => value !== undefined && /^(1|true|yes|on)$/i.test(value);

/**
 * Reads the environment (see `.env.example`). Every variable has a development default, so
 * `pnpm start` works with none set; production must set `JWT_SECRET` (and `ALTCHA_HMAC_KEY` with
 * ALTCHA), because secrets generated in a local folder cannot be shared between instances.
 */
export function readEnvConfig(env: NodeJS.ProcessEnv = process.env): {
  config: AppConfig;
  server: ServerSettings;
} {
  const problems: string[] = [];
  const root = packageRoot();
  const environment =
    env.NODE_ENV === 'production' ? 'production' : env.NODE_ENV === 'test' ? 'test' : 'development';
  const production = environment === 'production';

  const number = (name: string, fallback: number, min: number, max: number): number => {
    const raw = env[name];
    if (raw === undefined || raw === '') return fallback;
    const value = Number(raw);
    if (!Number.isFinite(value) || value < min || value > max) {
      problems.push(`${name} must be a number from ${min} to ${max} (got "${raw}").`);
      return fallback;
    }
    return value;
  };

  const { dataDir, databaseUrl } = databaseSettings(env, problems);

  let jwtSecret = env.JWT_SECRET ?? '';
  if (jwtSecret && jwtSecret.length < 32) problems.push('JWT_SECRET must be at least 32 characters long.');
  if (!jwtSecret) {
    if (production) problems.push('JWT_SECRET is required in production (at least 32 random characters).');
    else jwtSecret = persistedSecret(join(dataDir, 'jwt-secret'));
  }

  // Sign-up, sign-in, password recovery, contact and newsletter are protected out of the box by the
  // self-hosted proof of work, which needs no third party; `none` must be asked for.
  const captchaProvider = env.CAPTCHA_PROVIDER || 'altcha';
  let captcha: CaptchaConfig = { provider: 'none' };
  if (captchaProvider === 'recaptcha-v3') {
    if (!env.RECAPTCHA_SECRET)
      problems.push('RECAPTCHA_SECRET is required when CAPTCHA_PROVIDER=recaptcha-v3.');
    captcha = {
      provider: 'recaptcha-v3',
      secret: env.RECAPTCHA_SECRET ?? '',
      minScore: number('RECAPTCHA_MIN_SCORE', 0.5, 0, 1),
    };
  } else if (captchaProvider === 'altcha') {
    let hmacKey = env.ALTCHA_HMAC_KEY ?? '';
    if (!hmacKey && production)
      problems.push('ALTCHA_HMAC_KEY is required in production when CAPTCHA_PROVIDER=altcha.');
    if (!hmacKey && !production) hmacKey = persistedSecret(join(dataDir, 'altcha-hmac-key'));
    captcha = { provider: 'altcha', hmacKey, cost: number('ALTCHA_COST', 5000, 1, 1_000_000) };
  } else if (captchaProvider !== 'none') {
    problems.push(`CAPTCHA_PROVIDER must be none, recaptcha-v3 or altcha (got "${captchaProvider}").`);
  }

  const corsOrigins = (env.CORS_ORIGINS ?? '')
    .split(',')
    .map((origin) => origin.trim().replace(/\/+$/, ''))
    .filter(Boolean);
  for (const origin of corsOrigins) {
    if (!/^https?:\/\/[^/\s]+$/.test(origin))
      problems.push(`CORS_ORIGINS entry "${origin}" must look like https://partner.example.`);
  }
  const publicAppUrl = env.PUBLIC_APP_URL || 'http://localhost:5173';
  if (!/^https?:\/\//.test(publicAppUrl)) problems.push('PUBLIC_APP_URL must be an http(s) URL.');

  const config = defineConfig({
    environment,
    jwtSecret,
    publicAppUrl,
    corsOrigins,
    captcha,
    trustProxy: truthy(env.TRUST_PROXY),
    bodyLimitBytes: number('BODY_LIMIT_BYTES', 100 * 1024, 1024, 50 * 1024 * 1024),
    requestTimeoutMs: number('REQUEST_TIMEOUT_MS', 30_000, 100, 600_000),
    rateLimitScale: number('RATE_LIMIT_SCALE', 1, 0.01, 1_000_000),
    passwordHashing: {
      memoryCost: number('ARGON2_MEMORY_COST', DEFAULT_PASSWORD_HASHING.memoryCost, 1024, 1_048_576),
      timeCost: number('ARGON2_TIME_COST', DEFAULT_PASSWORD_HASHING.timeCost, 1, 10),
      parallelism: DEFAULT_PASSWORD_HASHING.parallelism,
    },
    mailFrom: env.MAIL_FROM || 'Facturo <no-reply@facturo.co>',
    metricsToken: env.METRICS_TOKEN || undefined,
    billing: readBillingEnv(env, problems),
    eInvoicing: readEInvoicingEnv(env, problems, { dataDir }),
  });
  const role = (env.API_ROLE || 'all') as ProcessRole;
  if (!['all', 'web', 'worker'].includes(role)) {
    problems.push(`API_ROLE must be all, web or worker (got "${role}").`);
  } else if (role !== 'all' && !databaseUrl) {
    problems.push(
      `API_ROLE=${role} needs DATABASE_URL: the embedded database opens in one process only, which then serves HTTP and runs the jobs (API_ROLE=all).`,
    );
  }
  const server: ServerSettings = {
    role,
    port: number('PORT', 8000, 0, 65_535),
    host: env.HOST || undefined,
    databaseUrl,
    dataDir,
    smtpUrl: env.SMTP_URL || undefined,
    logLevel: env.LOG_LEVEL || 'info',
    shutdownTimeoutMs: number('SHUTDOWN_TIMEOUT_MS', 30_000, 1_000, 600_000),
    // Demo accounts have published passwords: only the embedded development database gets them
    // unasked.
    seedDemo: env.SEED_DEMO === undefined ? !databaseUrl && !production : truthy(env.SEED_DEMO),
    demoCredentialsFile: resolve(env.DEMO_CREDENTIALS_FILE || join(root, 'demo-credentials.json')),
  };
  if (problems.length) throw new EnvConfigError(problems);
  return { config, server };
}
