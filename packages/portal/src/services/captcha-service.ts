import { fetchAltchaToken, recaptchaToken } from '@facturo/sdk/captcha';
import type { RuntimeConfig } from '@facturo/sdk/config';
import type { ApiClient } from '@facturo/sdk/http';

/** Hands out captcha tokens for the portal's own public forms (contact, newsletter). */
export interface CaptchaService {
  /** The configured provider (`none`, `recaptcha-v3` or `altcha`). */
  readonly provider: RuntimeConfig['captcha']['provider'];
  /** A fresh single-use token for `action`, or `undefined` when no captcha is configured. */
  token(action: string): Promise<string | undefined>;
}

/** The captcha the deployment's configuration names, solved or requested on demand. */
export function createCaptchaService(
  config: Pick<RuntimeConfig, 'captcha'>,
  client: Pick<ApiClient, 'call'>,
): CaptchaService {
  const { provider, siteKey } = config.captcha;
  return {
    provider,
    async token(action) {
      if (provider === 'recaptcha-v3' && siteKey) return recaptchaToken(siteKey, action);
      if (provider !== 'altcha') return undefined;
      return fetchAltchaToken(client);
    },
  };
}
