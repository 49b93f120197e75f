import { createChallenge, type Payload, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { Kysely } from 'kysely';
import type { Database } from '../db/database.types';
import type { CaptchaVerifier } from './captcha-verifier';

/** How long a challenge may be solved and submitted. */
const CHALLENGE_TTL_SECONDS = 10 * 60;

function decodePayload(token: string): Payload | null {
  try {
    const value = JSON.parse(Buffer.from(token, 'base64').toString('utf8')) as Partial<Payload>;
    const challenge = value?.challenge;
    const solution = value?.solution;
    if (
      typeof challenge?.parameters?.nonce !== 'string' ||
      typeof challenge.signature !== 'string' ||
      typeof solution?.counter !== 'number' ||
      typeof solution.derivedKey !== 'string'
    ) {
      return null;
    }
    return value as Payload;
  } catch {
    return null;
  }
}

/**
 * ALTCHA, self-hosted and offline: `GET /captcha/challenge` hands out a signed proof-of-work
 * challenge; the widget solves it and sends the base64 payload as `captcha_token`; we check the
 * signature, expiry and solution locally, and record the challenge so a solution is single-use.
 * Expiry uses the real time (altcha-lib's own clock).
 */
export function createAltchaVerifier(options: {
  hmacKey: string;
  cost: number;
  db: Kysely<Database>;
}): CaptchaVerifier {
  return {
    provider: 'altcha',
    createChallenge: () =>
      createChallenge({
        algorithm: 'PBKDF2/SHA-256',
        cost: options.cost,
        deriveKey,
        hmacSignatureSecret: options.hmacKey,
        expiresAt: Math.floor(Date.now() / 1000) + CHALLENGE_TTL_SECONDS,
      }),
    verify: async (token) => {
      const payload = decodePayload(token);
      if (!payload) return false;
      try {
        const result = await verifySolution({
          challenge: payload.challenge,
          solution: payload.solution,
          deriveKey,
          hmacSignatureSecret: options.hmacKey,
        });
        if (!result.verified) return false;
      } catch {
        return false;
      }
      const expiresAt = new Date(((payload.challenge.parameters.expiresAt ?? 0) + 60) * 1000);
      const inserted = await options.db
        .insertInto('captchaRedemptions')
        .values({ id: payload.challenge.parameters.nonce, expiresAt })
        .onConflict((oc) => oc.column('id').doNothing())
        .returning('id')
        .executeTakeFirst();
      await options.db.deleteFrom('captchaRedemptions').where('expiresAt', '<', new Date()).execute();
      return inserted !== undefined;
    },
  };
}
