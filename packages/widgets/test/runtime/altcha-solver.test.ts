// @vitest-environment node

import { type AltchaChallenge, solveAltcha } from '@facturo/sdk/captcha';
import { createChallenge } from 'altcha-lib';
import { deriveKey as pbkdf2 } from 'altcha-lib/algorithms/pbkdf2';
import { deriveKey as sha } from 'altcha-lib/algorithms/sha';
import { describe, expect, test } from 'vitest';
import { altchaAccepts } from '../support/altcha';

const SECRET = 'test-hmac-secret';

describe('solveAltcha (WebCrypto)', () => {
  test.each([
    { algorithm: 'SHA-256', deriveKey: sha, cost: 1 },
    { algorithm: 'SHA-512', deriveKey: sha, cost: 2 },
    { algorithm: 'PBKDF2/SHA-256', deriveKey: pbkdf2, cost: 500 },
  ])('solves an $algorithm challenge that altcha-lib verifies', async ({ algorithm, deriveKey, cost }) => {
    const challenge = await createChallenge({ algorithm, cost, deriveKey, hmacSignatureSecret: SECRET });
    const token = await solveAltcha(challenge as AltchaChallenge);
    expect(await altchaAccepts(token, deriveKey, SECRET)).toBe(true);
  });

  test('refuses algorithms browsers cannot compute, naming the fix', async () => {
    const challenge = {
      parameters: { algorithm: 'ARGON2ID', nonce: '00', salt: '00', cost: 1, keyPrefix: '00' },
    };
    await expect(solveAltcha(challenge)).rejects.toThrow(/SHA-256 or PBKDF2\/SHA-256/);
  });

  test('stops when aborted', async () => {
    const challenge = await createChallenge({
      algorithm: 'SHA-256',
      cost: 1,
      deriveKey: sha,
      keyPrefix: 'ffffff',
      hmacSignatureSecret: SECRET,
    });
    const controller = new AbortController();
    controller.abort();
    await expect(solveAltcha(challenge as AltchaChallenge, { signal: controller.signal })).rejects.toThrow(
      /abandoned/,
    );
  });
});
