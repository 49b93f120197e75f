import type { Context } from 'hono';
import type { AppEnv } from './app-env';

/**
 * The caller's IP address. `X-Forwarded-For` is only believed behind a proxy we control
 * (`trustProxy`); otherwise anyone could dodge per-IP rate limits by inventing the header.
 */
export function clientIp(c: Context<AppEnv>, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header('X-Forwarded-For')?.split(',')[0]?.trim();
    if (forwarded) return forwarded.slice(0, 64);
  }
  return c.env?.incoming?.socket?.remoteAddress ?? 'unknown';
}
