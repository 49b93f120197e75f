import { describe, expect, test } from 'vitest';
import { createDemoPasswords, passwordFingerprint } from '../src/security/demo-passwords';
import type { PasswordHasher } from '../src/security/password-hasher';

/** A hasher that counts its calls (argon2id is what the memo spares). */
function countingHasher() {
  const calls = { hash: 0, verify: 0 };
  const hasher: PasswordHasher = {
    hash: async (password) => {
      calls.hash++;
      return `hashed:${password}:${calls.hash}`;
    },
    verify: async (passwordHash, password) => {
      calls.verify++;
      return passwordHash.startsWith(`hashed:${password}:`);
    },
    verifyDummy: async () => undefined,
  };
  return { hasher, calls };
}

test('one seeding run hashes its new demo password once and checks each hash and password once', async () => {
  const { hasher, calls } = countingHasher();
  const passwords = createDemoPasswords(hasher);
  expect(passwords.fresh).toMatch(/^Demo\.[A-Za-z0-9]{12}7a$/);
  const hashes = await Promise.all([passwords.hash(passwords.fresh), passwords.hash(passwords.fresh)]);
  expect(new Set(hashes).size).toBe(1);
  expect(calls.hash).toBe(1);
  const first = hashes[0] as string;
  // Accounts recorded without fingerprints (several demo accounts share the run's password).
  expect(await passwords.works(first, { password: passwords.fresh })).toBe(true);
  expect(await passwords.works(first, { password: passwords.fresh })).toBe(true);
  expect(await passwords.works(first, { password: 'Otra.clave1' })).toBe(false);
  expect(calls.verify).toBe(2);
});

test('each run gets its own new password', () => {
  const { hasher } = countingHasher();
  expect(createDemoPasswords(hasher).fresh).not.toBe(createDemoPasswords(hasher).fresh);
});

describe('whether a recorded demo password still works', () => {
  const recorded = (password: string, passwordHash?: string) => ({
    role: 'owner',
    email: 'valentina.restrepo@saludaburra.test',
    password,
    ...(passwordHash ? { passwordFingerprint: passwordFingerprint(passwordHash, password) } : {}),
  });

  test.each([
    [
      'the hash it was recorded with',
      'hashed:Demo.clave1:1',
      recorded('Demo.clave1', 'hashed:Demo.clave1:1'),
      true,
      0,
    ],
    [
      'a file without fingerprints, the password right',
      'hashed:Demo.clave1:1',
      recorded('Demo.clave1'),
      true,
      1,
    ],
    [
      'a file without fingerprints, the password wrong',
      'hashed:Otra.clave2:1',
      recorded('Demo.clave1'),
      false,
      1,
    ],
    // Changed in the app: the hash is not the recorded one any more, so it is checked (and fails).
    [
      'a hash changed since',
      'hashed:Otra.clave2:1',
      recorded('Demo.clave1', 'hashed:Demo.clave1:1'),
      false,
      1,
    ],
    // The file edited by hand: the fingerprint no longer belongs to this password.
    [
      'a password edited in the file',
      'hashed:Demo.clave1:1',
      { ...recorded('Demo.clave1', 'hashed:Demo.clave1:1'), password: 'Demo.clave9' },
      false,
      1,
    ],
  ])('%s', async (_case, passwordHash, account, works, checks) => {
    const { hasher, calls } = countingHasher();
    expect(await createDemoPasswords(hasher).works(passwordHash, account)).toBe(works);
    expect(calls.verify).toBe(checks);
  });
});
