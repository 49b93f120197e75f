import { requireCaptcha } from '../../captcha/require-captcha';
import type { AppDeps } from '../../kernel/app-deps';
import { type EndpointLimits, enforceRateLimits } from '../../security/rate-limiter';

/**
 * What stands before the endpoints bots aim at: the per-IP and per-account limits (429), then the
 * captcha when the endpoint has one (400).
 */
export async function guard(
  deps: AppDeps,
  limits: EndpointLimits,
  who: { ip: string; email?: string },
  captcha?: { token: string | undefined; action: string },
): Promise<void> {
  await enforceRateLimits(deps, [
    [limits.perIp, who.ip],
    ...(limits.perAccount && who.email ? ([[limits.perAccount, who.email]] as const) : []),
  ]);
  if (captcha) await requireCaptcha(deps, captcha.token, { ip: who.ip, action: captcha.action });
}
