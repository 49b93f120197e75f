import type { APIRequestContext } from '@playwright/test';
import { type AltchaChallenge, solveAltcha } from '../../packages/sdk/src/captcha/index';

/**
 * A `captcha_token` for a request a test sends straight to the API (sign-in, sign-up…): the test API
 * runs the shipped configuration, ALTCHA, so it solves a challenge as a browser would (WebCrypto in
 * Node). An API without a captcha answers the challenge 404: then no token is needed.
 */
export async function captchaToken(request: APIRequestContext, apiBase: string): Promise<string | undefined> {
  const response = await request.get(`${apiBase}/captcha/challenge`);
  if (response.status() === 404) return undefined;
  if (!response.ok())
    throw new Error(`GET /captcha/challenge answered ${response.status()}: ${await response.text()}`);
  return solveAltcha((await response.json()) as AltchaChallenge);
}

/** `body` with a fresh `captcha_token` when the API asks for one. */
export async function withCaptcha<Body extends object>(
  request: APIRequestContext,
  apiBase: string,
  body: Body,
): Promise<Body & { captcha_token?: string }> {
  const token = await captchaToken(request, apiBase);
  return token ? { ...body, captcha_token: token } : body;
}
