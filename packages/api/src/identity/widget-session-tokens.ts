import { createHmac } from 'node:crypto';
import { WIDGET_SCOPES, type WidgetScope } from '@facturo/sdk/schemas';
import { decodeJwt, errors, jwtVerify, SignJWT } from 'jose';

/** The audience of widget-session tokens; user access tokens have another, so neither passes for the other. */
export const WIDGET_AUDIENCE = 'facturo-widget';
const ISSUER = 'facturo-api';

/** What a widget-session token carries. */
export interface WidgetSessionClaims {
  organizationId: string;
  apiKeyId: string;
  scopes: WidgetScope[];
  expiresAt: Date;
}

// A key of its own, derived from the JWT secret: rotating the JWT secret rotates it too.
const keyCache = new Map<string, Uint8Array>();
function signingKey(jwtSecret: string): Uint8Array {
  let key = keyCache.get(jwtSecret);
  if (!key) {
    key = new Uint8Array(createHmac('sha256', jwtSecret).update('facturo widget sessions v1').digest());
    keyCache.set(jwtSecret, key);
  }
  return key;
}

/** Signs a widget-session token (HS256) valid `ttlSeconds` from `now`. */
export function signWidgetSession(
  jwtSecret: string,
  claims: Omit<WidgetSessionClaims, 'expiresAt'>,
  now: Date,
  ttlSeconds: number,
): Promise<string> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  return new SignJWT({ org: claims.organizationId, kid: claims.apiKeyId, scp: claims.scopes })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(`api_key:${claims.apiKeyId}`)
    .setIssuer(ISSUER)
    .setAudience(WIDGET_AUDIENCE)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + ttlSeconds)
    .sign(signingKey(jwtSecret));
}

/** `true` when `token` claims to be a widget session (read without verifying, only to pick the check). */
export function looksLikeWidgetSession(token: string): boolean {
  try {
    const { aud } = decodeJwt(token);
    return aud === WIDGET_AUDIENCE || (Array.isArray(aud) && aud.includes(WIDGET_AUDIENCE));
  } catch {
    return false;
  }
}

const isScope = (value: unknown): value is WidgetScope =>
  (WIDGET_SCOPES as readonly unknown[]).includes(value);

/** The claims of a valid widget-session token, or `null` when it is malformed, forged or expired. */
export async function verifyWidgetSession(
  jwtSecret: string,
  token: string,
  now: Date,
): Promise<WidgetSessionClaims | null> {
  try {
    const { payload } = await jwtVerify(token, signingKey(jwtSecret), {
      algorithms: ['HS256'],
      issuer: ISSUER,
      audience: WIDGET_AUDIENCE,
      currentDate: now,
      // Every widget session expires: a token without `exp` was not issued by this API.
      requiredClaims: ['exp'],
    });
    const { org, kid, scp, exp } = payload;
    if (typeof org !== 'string' || typeof kid !== 'string' || !Array.isArray(scp) || !scp.every(isScope))
      return null;
    return { organizationId: org, apiKeyId: kid, scopes: scp, expiresAt: new Date(Number(exp) * 1000) };
  } catch (error) {
    if (error instanceof errors.JOSEError || error instanceof TypeError) return null;
    throw error;
  }
}
