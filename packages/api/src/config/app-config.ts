import { ACCESS_TOKEN_LIFETIME_SECONDS, REFRESH_TOKEN_LIFETIME_SECONDS } from '@facturo/sdk/session';
import { type BillingConfig, DEFAULT_BILLING_CONFIG } from './billing-config';
import { DEFAULT_E_INVOICING_CONFIG, type EInvoicingConfig } from './e-invoicing-config';

/** Which captcha guards registration, login and password recovery. */
export type CaptchaConfig =
  | { provider: 'none' }
  | {
      provider: 'recaptcha-v3';
      /** The server-side secret from the reCAPTCHA admin console. */
      secret: string;
      /** Lowest score (0–1) accepted as human. */
      minScore: number;
    }
  | {
      provider: 'altcha';
      /** HMAC key that signs challenges; keep it secret and stable across instances. */
      hmacKey: string;
      /** PBKDF2 iterations per attempt; higher is slower for bots and people alike. */
      cost: number;
    };

/** Argon2id cost parameters (OWASP: 19 MiB, 2 passes, 1 lane). */
export interface PasswordHashingConfig {
  memoryCost: number;
  timeCost: number;
  parallelism: number;
}

/** Everything the API reads from its environment, already validated. */
export interface AppConfig {
  /** `production` turns off development routes and marks cookies `Secure`. */
  environment: 'development' | 'production' | 'test';
  /** Where the portal lives; e-mail links (password reset, invitations) point there. */
  publicAppUrl: string;
  /** Origins allowed to call the API from a browser with credentials (partner sites, the portal). */
  corsOrigins: readonly string[];
  /** Largest accepted request body, in bytes. */
  bodyLimitBytes: number;
  /** A request's deadline: a GET or HEAD still running then answers 503 `request_timeout` and stops. */
  requestTimeoutMs: number;
  /** Read the client IP from `X-Forwarded-For` (only behind a proxy you control). */
  trustProxy: boolean;
  /** Secret that signs access tokens (HS256), at least 32 bytes. */
  jwtSecret: string;
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
  /** Lifetime of the 6-digit e-mail codes. */
  codeTtlSeconds: number;
  /** Wait between two code e-mails to the same address. */
  codeResendSeconds: number;
  /** Wrong tries after which a code is locked. */
  codeMaxAttempts: number;
  /** Lifetime of the token `verify-email` hands out for `complete-registration`. */
  registrationTokenTtlSeconds: number;
  /** Lifetime of a password-reset link. */
  passwordResetTtlSeconds: number;
  /** Lifetime of an organization invitation. */
  invitationTtlSeconds: number;
  /** Multiplies every rate limit (benchmarks raise it; 1 in production). */
  rateLimitScale: number;
  passwordHashing: PasswordHashingConfig;
  captcha: CaptchaConfig;
  /** Sender of every e-mail. */
  mailFrom: string;
  /** Serves `/dev/*` routes (the mailbox); never in production. */
  devRoutes: boolean;
  /**
   * Bearer token `GET /metrics` asks for (`METRICS_TOKEN`). Without one, metrics are served only
   * outside production (in production they answer 404 until a token is set).
   */
  metricsToken?: string | undefined;
  /** Checks every response against its documented schema (tests): a mismatch is a bug, answered 500. */
  validateResponses: boolean;
  /** Payment provider and billing job (`billing-config.ts`). */
  billing: BillingConfig;
  /** Facturo's own DIAN electronic invoices (`e-invoicing-config.ts`). */
  eInvoicing: EInvoicingConfig;
}

/** Argon2id settings recommended by OWASP for interactive logins. */
export const DEFAULT_PASSWORD_HASHING: PasswordHashingConfig = {
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
};

/**
 * A complete configuration from a few overrides: the development defaults that the embedded
 * server and the tests start from.
 */
export function defineConfig(overrides: Partial<AppConfig> & Pick<AppConfig, 'jwtSecret'>): AppConfig {
  const environment = overrides.environment ?? 'development';
  return {
    environment,
    publicAppUrl: 'http://localhost:5173',
    corsOrigins: [],
    bodyLimitBytes: 100 * 1024,
    requestTimeoutMs: 30_000,
    trustProxy: false,
    accessTokenTtlSeconds: ACCESS_TOKEN_LIFETIME_SECONDS,
    refreshTokenTtlSeconds: REFRESH_TOKEN_LIFETIME_SECONDS,
    codeTtlSeconds: 10 * 60,
    codeResendSeconds: 60,
    codeMaxAttempts: 5,
    registrationTokenTtlSeconds: 30 * 60,
    passwordResetTtlSeconds: 60 * 60,
    invitationTtlSeconds: 7 * 24 * 60 * 60,
    rateLimitScale: 1,
    passwordHashing: DEFAULT_PASSWORD_HASHING,
    captcha: { provider: 'none' },
    mailFrom: 'Facturo <no-reply@facturo.co>',
    devRoutes: environment !== 'production',
    validateResponses: environment === 'test',
    billing: DEFAULT_BILLING_CONFIG,
    eInvoicing: DEFAULT_E_INVOICING_CONFIG,
    ...overrides,
  };
}
