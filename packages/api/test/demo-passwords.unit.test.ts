import { expect, test } from 'vitest';
import { createDemoPasswords } from '../src/security/demo-passwords';
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
  expect(await passwords.verify(first, passwords.fresh)).toBe(true);
  expect(await passwords.verify(first, passwords.fresh)).toBe(true);
  expect(await passwords.verify(first, 'Otra.clave1')).toBe(false);
  expect(calls.verify).toBe(2);
});

test('each run gets its own new password', () => {
  const { hasher } = countingHasher();
  expect(createDemoPasswords(hasher).fresh).not.toBe(createDemoPasswords(hasher).fresh);
});
