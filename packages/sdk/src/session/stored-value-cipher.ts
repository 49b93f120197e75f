/**
 * Encrypts stored session values with AES-GCM (WebCrypto) when an `encryptionKey` is configured.
 *
 * This is obfuscation against casual inspection of `localStorage`, not a security boundary:
 * the key ships to the browser with the configuration, so anyone who can run script on the page
 * can decrypt. Real protection comes from short-lived access tokens and the httpOnly refresh cookie.
 */
export interface ValueCipher {
  encrypt(plain: string): Promise<string>;
  /** Returns `null` when the value cannot be decrypted (other key, tampered, or plain text). */
  decrypt(stored: string): Promise<string | null>;
}

const PREFIX = 'enc:v1:';

const toBase64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));
const fromBase64 = (text: string) => Uint8Array.from(atob(text), (character) => character.charCodeAt(0));

/** A cipher that stores values as they are. */
export const plainCipher: ValueCipher = {
  encrypt: async (plain) => plain,
  decrypt: async (stored) => (stored.startsWith(PREFIX) ? null : stored),
};

/**
 * An AES-GCM cipher keyed by SHA-256 of `secret`. Needs `crypto.subtle`, which browsers only offer
 * on secure origins (https or localhost); without it, values are stored plainly and a warning is logged.
 */
export function createAesGcmCipher(
  secret: string,
  subtle: SubtleCrypto | undefined = globalThis.crypto?.subtle,
): ValueCipher {
  if (!subtle) {
    console.warn(
      'Facturo: crypto.subtle is unavailable (insecure origin?); session values are stored unencrypted.',
    );
    return plainCipher;
  }
  const keyPromise = subtle
    .digest('SHA-256', new TextEncoder().encode(secret))
    .then((digest) => subtle.importKey('raw', digest, 'AES-GCM', false, ['encrypt', 'decrypt']));

  return {
    async encrypt(plain) {
      const iv = globalThis.crypto.getRandomValues(new Uint8Array(12));
      const cipher = await subtle.encrypt(
        { name: 'AES-GCM', iv },
        await keyPromise,
        new TextEncoder().encode(plain),
      );
      return `${PREFIX}${toBase64(iv)}:${toBase64(new Uint8Array(cipher))}`;
    },
    async decrypt(stored) {
      if (!stored.startsWith(PREFIX)) return null;
      const [ivText, dataText] = stored.slice(PREFIX.length).split(':');
      if (!ivText || !dataText) return null;
      try {
        const plain = await subtle.decrypt(
          { name: 'AES-GCM', iv: fromBase64(ivText) },
          await keyPromise,
          fromBase64(dataText),
        );
        return new TextDecoder().decode(plain);
      } catch {
        return null;
      }
    },
  };
}
