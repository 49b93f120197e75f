/**
 * Solves the API's ALTCHA proof-of-work challenge in the browser with WebCrypto (no worker, no eval,
 * no third-party script): find the counter whose derived key starts with the challenge's prefix.
 * Supports the algorithms WebCrypto offers: `SHA-256/384/512` and `PBKDF2/SHA-256/384/512`.
 * @module
 */
import { getCaptchaChallenge } from '../endpoints/platform.endpoints';
import type { ApiClient } from '../http/api-client';

/** A challenge as `GET /captcha/challenge` returns it (ALTCHA v2). */
export interface AltchaChallenge {
  parameters: {
    algorithm: string;
    nonce: string;
    salt: string;
    cost: number;
    keyLength?: number;
    keyPrefix: string;
    [other: string]: unknown;
  };
  signature?: string;
}

type Derive = (salt: Uint8Array<ArrayBuffer>, password: Uint8Array<ArrayBuffer>) => Promise<Uint8Array>;

function hexToBytes(hex: string): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(hex.length / 2);
  for (let i = 0; i < bytes.length; i += 1) bytes[i] = Number.parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  return bytes;
}

function bytesToHex(bytes: Uint8Array): string {
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

function deriver(algorithm: string, cost: number, keyLength: number, subtle: SubtleCrypto): Derive {
  const sha = /^SHA-(256|384|512)$/.exec(algorithm);
  if (sha) {
    return async (salt, password) => {
      const first = new Uint8Array(salt.length + password.length);
      first.set(salt);
      first.set(password, salt.length);
      let data: Uint8Array<ArrayBuffer> = first;
      for (let i = 0; i < Math.max(1, cost); i += 1)
        data = new Uint8Array(await subtle.digest(algorithm, data));
      return data.slice(0, keyLength);
    };
  }
  const pbkdf2 = /^PBKDF2\/(SHA-(?:256|384|512))$/.exec(algorithm);
  if (pbkdf2) {
    return async (salt, password) => {
      const key = await subtle.importKey('raw', password, 'PBKDF2', false, ['deriveBits']);
      const bits = await subtle.deriveBits(
        { name: 'PBKDF2', hash: pbkdf2[1] as string, salt, iterations: cost },
        key,
        keyLength * 8,
      );
      return new Uint8Array(bits);
    };
  }
  throw new Error(
    `Facturo: the captcha uses ${algorithm}, which browsers cannot compute; configure the API's ALTCHA challenge with SHA-256 or PBKDF2/SHA-256.`,
  );
}

/**
 * Finds the solution and returns the `captcha_token` the API expects: base64 of
 * `{ challenge: { parameters, signature }, solution: { counter, derivedKey } }`.
 * @throws when aborted, or when no counter up to 2^32 matches (a broken challenge).
 */
export async function solveAltcha(
  challenge: AltchaChallenge,
  options: { signal?: AbortSignal; subtle?: SubtleCrypto } = {},
): Promise<string> {
  const { algorithm, nonce, salt, cost, keyLength = 32, keyPrefix } = challenge.parameters;
  const derive = deriver(algorithm, cost, keyLength, options.subtle ?? globalThis.crypto.subtle);
  const saltBytes = hexToBytes(salt);
  const nonceBytes = hexToBytes(nonce);
  const password = new Uint8Array(nonceBytes.length + 4);
  password.set(nonceBytes);
  const counterView = new DataView(password.buffer);
  const prefix = keyPrefix.toLowerCase();
  const started = Date.now();
  for (let counter = 0; counter <= 0xffffffff; counter += 1) {
    if (options.signal?.aborted) throw new DOMException('The captcha was abandoned.', 'AbortError');
    counterView.setUint32(nonceBytes.length, counter, false);
    const derivedKey = bytesToHex(await derive(saltBytes, password));
    if (derivedKey.startsWith(prefix)) {
      const payload = {
        challenge: { parameters: challenge.parameters, signature: challenge.signature },
        solution: { counter, derivedKey, time: Date.now() - started },
      };
      return btoa(JSON.stringify(payload));
    }
  }
  throw new Error('Facturo: the captcha challenge has no solution; ask the API for a new one.');
}

/**
 * Asks the API for an ALTCHA challenge (`GET /captcha/challenge`) and solves it: the token to send as
 * `captcha_token` with a protected form.
 */
export async function fetchAltchaToken(
  client: Pick<ApiClient, 'call'>,
  options: { signal?: AbortSignal } = {},
): Promise<string> {
  const challenge = await client.call(
    getCaptchaChallenge,
    {},
    options.signal ? { signal: options.signal } : {},
  );
  // The contract checks the envelope only (ALTCHA's own format, which grows); the solver reads the
  // parameters it needs and fails with a clear message when they make no sense.
  return solveAltcha(challenge as unknown as AltchaChallenge, options);
}
