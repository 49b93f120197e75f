import type { Kysely } from 'kysely';
import type { CaptchaConfig } from '../config/app-config';
import type { Database } from '../db/database.types';
import { ApiProblem } from '../http/api-problem';
import { createAltchaVerifier } from './altcha-verifier';
import { type CaptchaContext, type CaptchaVerifier, noCaptcha } from './captcha-verifier';
import { createRecaptchaVerifier } from './recaptcha-verifier';

/** The verifier for the configured provider. */
export function createCaptchaVerifier(
  config: CaptchaConfig,
  options: { db: Kysely<Database>; fetch?: typeof globalThis.fetch },
): CaptchaVerifier {
  switch (config.provider) {
    case 'none':
      return noCaptcha;
    case 'recaptcha-v3':
      return createRecaptchaVerifier({
        secret: config.secret,
        minScore: config.minScore,
        ...(options.fetch ? { fetch: options.fetch } : {}),
      });
    case 'altcha':
      return createAltchaVerifier({ hmacKey: config.hmacKey, cost: config.cost, db: options.db });
  }
}

/**
 * Throws 400 `captcha_required` when a provider is configured and no token came, and 400
 * `captcha_failed` when the token does not verify. With the `none` provider it does nothing.
 */
export async function requireCaptcha(
  deps: { captcha: CaptchaVerifier },
  token: string | undefined,
  context: CaptchaContext,
): Promise<void> {
  if (deps.captcha.provider === 'none') return;
  if (!token) throw new ApiProblem(400, 'captcha_required', { fieldErrors: {} });
  if (!(await deps.captcha.verify(token, context))) throw new ApiProblem(400, 'captcha_failed');
}
