import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** A random URL-safe secret (refresh tokens, reset links, invitations): 256 bits. */
export function newSecretToken(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * The SHA-256 of a secret, as stored in the database. Secrets are high-entropy random values,
 * so a fast hash is enough: a leaked table gives nothing usable.
 */
export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

/** A 6-digit e-mail code, uniformly random (leading zeros kept). */
export function newNumericCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

/** Compares two strings in constant time (for equal lengths). */
export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
