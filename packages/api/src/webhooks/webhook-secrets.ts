import { randomBytes } from 'node:crypto';
import { type SecretBox, secretBox } from '../security/secret-box';

/** A new endpoint secret: `whsec_` and 32 random bytes (base64url). */
export function newWebhookSecret(): string {
  return `whsec_${randomBytes(32).toString('base64url')}`;
}

/** What people see of a secret: its last 4 characters. */
export const secretHint = (secret: string) => `whsec_…${secret.slice(-4)}`;

/**
 * Encrypts and decrypts endpoint secrets at rest, keyed by `masterSecret` (the app's JWT secret).
 * Signing needs the secret itself, so it cannot be hashed like an API key (see {@link secretBox}).
 */
export function webhookSecretBox(masterSecret: string): SecretBox {
  // The purpose string is part of the key: changing it would make every stored secret unreadable.
  return secretBox(masterSecret, 'webhook endpoint secrets');
}
