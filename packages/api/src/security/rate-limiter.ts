import { type Kysely, sql } from 'kysely';
import type { AppConfig } from '../config/app-config';
import type { Database } from '../db/database.types';
import { rateLimited } from '../http/api-problem';
import { type Clock, secondsUntil } from '../time/clock';
import { hashSecret } from './secret-token';

/** What counting hits needs: the database, the clock and the configured scale (tests loosen it). */
export interface RateLimitDeps {
  db: Kysely<Database>;
  clock: Clock;
  config: Pick<AppConfig, 'rateLimitScale'>;
}

/** A limit: at most `limit` hits per `windowSeconds` for one key. */
export interface RateLimitRule {
  name: string;
  limit: number;
  windowSeconds: number;
}

/** The limits of an endpoint bots aim at: per IP, and per account (e-mail) when it names one. */
export interface EndpointLimits {
  perIp: RateLimitRule;
  perAccount?: RateLimitRule;
}

const rule = (name: string, limit: number, minutes: number): RateLimitRule => ({
  name,
  limit,
  windowSeconds: minutes * 60,
});

/**
 * Endpoints limited per IP and per account. Login's per-account rule counts failed attempts only
 * (the route refunds a success), so logging in often never locks anyone out.
 */
export const RATE_LIMITS = {
  login: { perIp: rule('login-ip', 30, 15), perAccount: rule('login-account', 10, 15) },
  register: { perIp: rule('register-ip', 10, 60), perAccount: rule('register-account', 5, 60) },
  resendCode: { perIp: rule('resend-ip', 20, 60), perAccount: rule('resend-account', 10, 60) },
  forgotPassword: { perIp: rule('forgot-ip', 10, 60), perAccount: rule('forgot-account', 5, 60) },
  verifyEmail: { perIp: rule('verify-ip', 30, 15) },
  // Tokens cannot be guessed; the limit caps the argon2 work a single address can ask for.
  resetPassword: { perIp: rule('reset-ip', 10, 15) },
} as const satisfies Record<string, EndpointLimits>;

/** The outcome of one counted hit. */
export interface RateLimitResult {
  allowed: boolean;
  /** Seconds until the window resets (0 when allowed). */
  retryAfterSeconds: number;
}

/** The fixed window `now` falls in. */
function windowOf(rule: RateLimitRule, now: Date): { windowStart: Date; windowEnd: Date } {
  const windowMs = rule.windowSeconds * 1000;
  const windowStart = new Date(Math.floor(now.getTime() / windowMs) * windowMs);
  return { windowStart, windowEnd: new Date(windowStart.getTime() + windowMs) };
}

// Keys are e-mails and IPs: stored hashed, and case-insensitively.
const bucketOf = (rule: RateLimitRule, key: string) => `${rule.name}:${hashSecret(key.toLowerCase())}`;

/**
 * Counts a hit in a fixed window stored in the database, so every instance behind a load balancer
 * shares the count. One atomic upsert per hit; expired windows are swept now and then.
 */
export async function hitRateLimit(
  db: Kysely<Database>,
  now: Date,
  rule: RateLimitRule,
  key: string,
  scale = 1,
): Promise<RateLimitResult> {
  const { windowStart, windowEnd } = windowOf(rule, now);
  const bucket = bucketOf(rule, key);
  const row = await db
    .insertInto('rateLimitCounters')
    .values({ bucket, windowStart, hits: 1, expiresAt: windowEnd })
    .onConflict((oc) =>
      oc.columns(['bucket', 'windowStart']).doUpdateSet({ hits: sql`rate_limit_counters.hits + 1` }),
    )
    .returning('hits')
    .executeTakeFirstOrThrow();
  if (Math.random() < 0.01) {
    await db.deleteFrom('rateLimitCounters').where('expiresAt', '<', now).execute();
  }
  const allowed = row.hits <= Math.max(1, Math.floor(rule.limit * scale));
  return { allowed, retryAfterSeconds: allowed ? 0 : Math.max(1, secondsUntil(windowEnd, now)) };
}

/**
 * Counts one hit on each `[rule, key]` pair and throws 429 `rate_limited` (with `Retry-After`) when
 * any of them is over its limit.
 */
export async function enforceRateLimits(
  deps: RateLimitDeps,
  checks: readonly (readonly [RateLimitRule, string])[],
): Promise<void> {
  const now = deps.clock.now();
  let wait = 0;
  for (const [rule, key] of checks) {
    const result = await hitRateLimit(deps.db, now, rule, key, deps.config.rateLimitScale);
    if (!result.allowed) wait = Math.max(wait, result.retryAfterSeconds);
  }
  if (wait > 0) throw rateLimited(wait);
}

/**
 * Takes back one hit of `key` in the current window, for a rule that should count only some
 * outcomes. Counting first and refunding afterwards (rather than counting afterwards) keeps the
 * limit exact under parallel requests: each one holds its hit while it runs.
 */
export async function refundRateLimit(
  deps: Omit<RateLimitDeps, 'config'>,
  rule: RateLimitRule,
  key: string,
): Promise<void> {
  const { windowStart } = windowOf(rule, deps.clock.now());
  await deps.db
    .updateTable('rateLimitCounters')
    .set({ hits: sql`rate_limit_counters.hits - 1` })
    .where('bucket', '=', bucketOf(rule, key))
    .where('windowStart', '=', windowStart)
    .where('hits', '>', 0)
    .execute();
}
