/** The timing claims of a JWT, in seconds since the epoch. */
export interface TokenTimes {
  issuedAt?: number;
  expiresAt?: number;
}

const decodeBase64Url = (segment: string): string => {
  const base64 = segment
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(segment.length / 4) * 4, '=');
  const binary = atob(base64);
  const bytes = Uint8Array.from(binary, (character) => character.charCodeAt(0));
  return new TextDecoder().decode(bytes);
};

/**
 * Reads `iat` and `exp` from a JWT without verifying it. The browser only uses these to avoid
 * sending a token it already knows is dead; the server still verifies every token.
 * Opaque (non-JWT) tokens give `{}`.
 */
export function readTokenTimes(token: string): TokenTimes {
  const payload = token.split('.')[1];
  if (!payload) return {};
  try {
    const claims = JSON.parse(decodeBase64Url(payload)) as { iat?: unknown; exp?: unknown };
    return {
      ...(typeof claims.iat === 'number' ? { issuedAt: claims.iat } : {}),
      ...(typeof claims.exp === 'number' ? { expiresAt: claims.exp } : {}),
    };
  } catch {
    return {};
  }
}
