import { type DeriveKeyFunction, verifySolution } from 'altcha-lib';

/** `true` when altcha-lib (the API's verifier) accepts a `captcha_token` the widget produced. */
export async function altchaAccepts(
  token: string,
  deriveKey: DeriveKeyFunction,
  secret: string,
): Promise<boolean> {
  const payload = JSON.parse(atob(token));
  const result = await verifySolution({
    challenge: payload.challenge,
    solution: payload.solution,
    deriveKey,
    hmacSignatureSecret: secret,
  });
  return result.verified;
}
