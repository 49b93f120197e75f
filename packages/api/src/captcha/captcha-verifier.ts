import type { CaptchaConfig } from '../config/app-config';

/** What a captcha check knows about the request. */
export interface CaptchaContext {
  ip: string;
  /** The protected action (`register`, `login`, `forgot_password`); reCAPTCHA v3 tokens carry it. */
  action: string;
}

/** Verifies captcha tokens for one provider. */
export interface CaptchaVerifier {
  readonly provider: CaptchaConfig['provider'];
  /** `true` when the token proves a human (or the provider is `none`). */
  verify(token: string, context: CaptchaContext): Promise<boolean>;
  /** A new proof-of-work challenge (ALTCHA only). */
  createChallenge?(): Promise<unknown>;
}

/** The `none` provider: development default, every request passes. */
export const noCaptcha: CaptchaVerifier = { provider: 'none', verify: async () => true };
