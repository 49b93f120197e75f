import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/** A new endpoint secret: `whsec_` and 32 random bytes (base64url). */
export function newWebhookSecret(): string {
  return `whsec_${randomBytes(32).toString('base64url')}`;
}

/** What people see of a secret: its last 4 characters. */
export const secretHint = (secret: string) => `whsec_…${secret.slice(-4)}`;

/**
 * Encrypts and decrypts endpoint secrets at rest (AES-256-GCM). Signing needs the secret itself, so
 * it cannot be hashed like an API key; the key is derived from `JWT_SECRET`, which every instance
 * shares and no database backup holds.
 */
export interface WebhookSecretBox {
  seal(secret: string): string;
  open(sealed: string): string;
}

/** A {@link WebhookSecretBox} keyed by `masterSecret` (the app's JWT secret). */
export function webhookSecretBox(masterSecret: string): WebhookSecretBox {
  const key = Buffer.from(hkdfSync('sha256', masterSecret, 'facturo', 'webhook endpoint secrets', 32));
  return {
    seal(secret) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const data = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
      return [iv, cipher.getAuthTag(), data].map((part) => part.toString('base64url')).join('.');
    },
    open(sealed) {
      const [iv, tag, data] = sealed.split('.').map((part) => Buffer.from(part, 'base64url'));
      if (!iv || !tag || !data) throw new Error('A webhook secret is stored in an unknown format.');
      const decipher = createDecipheriv('aes-256-gcm', key, iv);
      decipher.setAuthTag(tag);
      return Buffer.concat([decipher.update(data), decipher.final()]).toString('utf8');
    },
  };
}
