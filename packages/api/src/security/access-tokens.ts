import { errors, jwtVerify, SignJWT } from 'jose';

/** Claims the API puts in an access token. Roles are not in it: they are read fresh on every request. */
export interface AccessTokenClaims {
  /** The user id. */
  sub: string;
  /** The session (refresh-token family) the token belongs to; logging out revokes it. */
  sid: string;
}

/** Signs and checks access tokens (HS256 JWT). */
export interface AccessTokens {
  sign(claims: AccessTokenClaims, now: Date): Promise<string>;
  /** The claims of a valid token, or `null` when it is malformed, forged or expired. */
  verify(token: string, now: Date): Promise<AccessTokenClaims | null>;
}

const ISSUER = 'facturo-api';
const AUDIENCE = 'facturo';

// Tokens verified lately, remembered so a client's next requests skip the signature check (a trip
// through libuv's thread pool and about a tenth of an invoice page's CPU). The time checks are redone
// on every use; beyond this many tokens the oldest is forgotten.
const REMEMBERED_TOKENS = 1000;

/** What a verified token's later uses still check: the times it is valid between. */
interface VerifiedToken {
  claims: AccessTokenClaims;
  issuedAt: number;
  expiresAt: number;
  notBefore: number | undefined;
}

/** jose's time checks (no clock tolerance): in force (`nbf`), not expired, issued at most `ttlSeconds` ago, not in the future. */
const validAt = (token: VerifiedToken, now: Date, ttlSeconds: number): boolean => {
  const seconds = Math.floor(now.getTime() / 1000);
  const age = seconds - token.issuedAt;
  return (
    (token.notBefore === undefined || token.notBefore <= seconds) &&
    token.expiresAt > seconds &&
    age >= 0 &&
    age <= ttlSeconds
  );
};

/** HS256 access tokens signed with `secret`, valid for `ttlSeconds`. */
export function createAccessTokens(secret: string, ttlSeconds: number): AccessTokens {
  // Imported once: given the secret's bytes, jose imports a WebCrypto key on every call, one more
  // trip through libuv's thread pool for every authenticated request.
  let imported: Promise<CryptoKey> | undefined;
  const hmacKey = () =>
    (imported ??= crypto.subtle.importKey(
      'raw',
      new TextEncoder().encode(secret),
      { name: 'HMAC', hash: 'SHA-256' },
      false,
      ['sign', 'verify'],
    ));
  const verified = new Map<string, VerifiedToken>();
  return {
    sign: async (claims, now) => {
      const issuedAt = Math.floor(now.getTime() / 1000);
      return new SignJWT({ sid: claims.sid })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(claims.sub)
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt(issuedAt)
        .setExpirationTime(issuedAt + ttlSeconds)
        .sign(await hmacKey());
    },
    verify: async (token, now) => {
      const known = verified.get(token);
      if (known) return validAt(known, now, ttlSeconds) ? known.claims : null;
      try {
        const { payload } = await jwtVerify(token, await hmacKey(), {
          algorithms: ['HS256'],
          issuer: ISSUER,
          audience: AUDIENCE,
          currentDate: now,
          // A token without an expiry (or issued for longer than the configured lifetime) was not made
          // here, even when its signature checks: refuse it rather than let it live for ever.
          requiredClaims: ['exp', 'iat'],
          maxTokenAge: ttlSeconds,
        });
        if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string') return null;
        const claims = { sub: payload.sub, sid: payload.sid };
        // `exp` and `iat` are numbers here (required, and checked by jose); `nbf` too when present.
        if (verified.size >= REMEMBERED_TOKENS) verified.delete(verified.keys().next().value as string);
        verified.set(token, {
          claims,
          issuedAt: payload.iat as number,
          expiresAt: payload.exp as number,
          notBefore: payload.nbf,
        });
        return claims;
      } catch (error) {
        if (error instanceof errors.JOSEError || error instanceof TypeError) return null;
        throw error;
      }
    },
  };
}
