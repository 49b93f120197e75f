import { hash, verify } from '@node-rs/argon2';
import type { PasswordHashingConfig } from '../config/app-config';

/** Hashes and checks passwords; injectable so tests can use cheap parameters. */
export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(passwordHash: string, password: string): Promise<boolean>;
  /**
   * Spends the same time as a real check when there is no account, so response times do not
   * reveal which e-mail addresses are registered.
   */
  verifyDummy(password: string): Promise<void>;
}

// @node-rs/argon2's `Algorithm` is a const enum, which isolated modules cannot read; 2 is Argon2id.
const ARGON2ID = 2;

/** An argon2id {@link PasswordHasher} (`@node-rs/argon2`, prebuilt native binaries). */
export function createArgon2Hasher(config: PasswordHashingConfig): PasswordHasher {
  const options = { algorithm: ARGON2ID, ...config };
  let dummyHash: Promise<string> | undefined;
  return {
    hash: (password) => hash(password, options),
    verify: async (passwordHash, password) => {
      try {
        return await verify(passwordHash, password);
      } catch {
        // A malformed stored hash is a failed login, never a crash.
        return false;
      }
    },
    verifyDummy: async (password) => {
      dummyHash ??= hash('facturo-dummy-password', options);
      await verify(await dummyHash, password).catch(() => false);
    },
  };
}
