import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/** Encrypts and decrypts text kept at rest (AES-256-GCM): `iv.tag.data`, each base64url. */
export interface SecretBox {
  seal(plaintext: string): string;
  open(sealed: string): string;
}

/**
 * A {@link SecretBox} keyed by `masterSecret` (the app's `JWT_SECRET`, which every instance shares
 * and no database backup holds), one key per `purpose` (HKDF info): a leak of one kind of
 * ciphertext's key never opens another kind.
 */
export function secretBox(masterSecret: string, purpose: string): SecretBox {
  const key = Buffer.from(hkdfSync('sha256', masterSecret, 'facturo', purpose, 32));
  return {
    seal(plaintext) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const data = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
      return [iv, cipher.getAuthTag(), data].map((part) => part.toString('base64url')).join('.');
    },
    open(sealed) {
      const [iv, tag, data] = sealed.split('.').map((part) => Buffer.from(part, 'base64url'));
      if (!iv || !tag || !data) throw new Error(`A sealed ${purpose} value is stored in an unknown format.`);
      const decipher = createDecipheriv('aes-256-gcm', key, iv);
      decipher.setAuthTag(tag);
      return Buffer.concat([decipher.update(data), decipher.final()]).toString('utf8');
    },
  };
}
