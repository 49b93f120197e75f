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
        return { sub: payload.sub, sid: payload.sid };
      } catch (error) {
        if (error instanceof errors.JOSEError || error instanceof TypeError) return null;
        throw error;
      }
    },
  };
}
