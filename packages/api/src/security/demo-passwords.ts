import { randomBytes } from 'node:crypto';
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
  /** Whether `password` matches `passwordHash`, checked once per run. */
  verify(passwordHash: string, password: string): Promise<boolean>;
}

// Meets the sdk's password rules: upper, lower, digit and one of !@#$%()&.*
const newPassword = () =>
  `Demo.${randomBytes(9)
    .toString('base64url')
    .replace(/[^A-Za-z0-9]/g, 'x')}7a`;

/** {@link DemoPasswords} for one run of the seeds, on the app's hasher. */
export function createDemoPasswords(hasher: PasswordHasher): DemoPasswords {
  const hashes = new Map<string, Promise<string>>();
  const checks = new Map<string, Promise<boolean>>();
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
    verify(passwordHash, password) {
      const key = `${passwordHash}\n${password}`;
      let checked = checks.get(key);
      if (!checked) {
        checked = hasher.verify(passwordHash, password);
        checks.set(key, checked);
      }
      return checked;
    },
  };
}
