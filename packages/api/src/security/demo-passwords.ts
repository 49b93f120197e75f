import { createHash, randomBytes } from 'node:crypto';
import type { PasswordHasher } from './password-hasher';

/**
 * The passwords of one seeding run's demo accounts. Argon2id is made to be slow and to take memory
 * (~19 MiB a hash): hashing and checking each demo account on its own was most of a start's seeding.
 * Every account that needs a new password in the run gets the same random one, hashed once; a check
 * of the same hash and password answers from the first.
 */
export interface DemoPasswords {
  /** The password an account gets when it has none that works: random per run, the same for all. */
  readonly fresh: string;
  /** The argon2id hash of `password`, computed once per run. */
  hash(password: string): Promise<string>;
  /**
   * Whether the `recorded` account's password opens an account whose hash is `passwordHash`: at once
   * when it still has the hash the password was recorded with, otherwise by an argon2id check, run
   * once per run for the same hash and password.
   */
  works(passwordHash: string, recorded: RecordedPassword): Promise<boolean>;
}

// Meets the sdk's password rules: upper, lower, digit and one of !@#$%()&.*
const newPassword = () =>
  `Demo.${randomBytes(9)
    .toString('base64url')
    .replace(/[^A-Za-z0-9]/g, 'x')}7a`;

/**
 * A digest of a password hash and the password it was made from. It says the pair belongs together
 * only because the pair was recorded together (it is no password check); changing either, in the app
 * or by editing the file, changes it.
 */
export function passwordFingerprint(passwordHash: string, password: string): string {
  return createHash('sha256').update(`${passwordHash}\n${password}`).digest('base64url');
}

/** A recorded demo password: the password and the fingerprint it was recorded with, if any. */
export interface RecordedPassword {
  password: string;
  passwordFingerprint?: string;
}

/** {@link DemoPasswords} for one run of the seeds, on the app's hasher. */
export function createDemoPasswords(hasher: PasswordHasher): DemoPasswords {
  const hashes = new Map<string, Promise<string>>();
  const checks = new Map<string, Promise<boolean>>();
  const verify = (passwordHash: string, password: string) => {
    const key = `${passwordHash}\n${password}`;
    let checked = checks.get(key);
    if (!checked) {
      checked = hasher.verify(passwordHash, password);
      checks.set(key, checked);
    }
    return checked;
  };
  return {
    fresh: newPassword(),
    hash(password) {
      let hashed = hashes.get(password);
      if (!hashed) {
        hashed = hasher.hash(password);
        hashes.set(password, hashed);
      }
      return hashed;
    },
    async works(passwordHash, recorded) {
      if (recorded.passwordFingerprint === passwordFingerprint(passwordHash, recorded.password)) return true;
      return verify(passwordHash, recorded.password);
    },
  };
}
