import type { CaptchaVerifier } from './captcha-verifier';

const SITEVERIFY_URL = 'https://www.google.com/recaptcha/api/siteverify';

interface SiteverifyAnswer {
  success?: boolean;
  score?: number;
  action?: string;
}

/**
 * reCAPTCHA v3: the token is checked with Google's `siteverify` endpoint using the secret; it must
 * succeed, score at least `minScore` and name the expected action. `fetch` is injectable (tests use
 * a fake; production uses the global one). A network failure counts as not verified.
 */
export function createRecaptchaVerifier(options: {
  secret: string;
  minScore: number;
  fetch?: typeof globalThis.fetch;
}): CaptchaVerifier {
  const doFetch = options.fetch ?? globalThis.fetch;
  return {
    provider: 'recaptcha-v3',
    verify: async (token, context) => {
      try {
        const response = await doFetch(SITEVERIFY_URL, {
          method: 'POST',
          headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ secret: options.secret, response: token, remoteip: context.ip }),
          signal: AbortSignal.timeout(5000),
        });
        if (!response.ok) return false;
        const answer = (await response.json()) as SiteverifyAnswer;
        return (
          answer.success === true &&
          typeof answer.score === 'number' &&
          answer.score >= options.minScore &&
          (answer.action === undefined || answer.action === context.action)
        );
      } catch {
        return false;
      }
    },
  };
}
