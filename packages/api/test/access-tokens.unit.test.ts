import { SignJWT } from 'jose';
import { describe, expect, test } from 'vitest';
import { createAccessTokens } from '../src/security/access-tokens';

const SECRET = 'a'.repeat(64);
const TTL = 3600;
const issued = new Date('2026-11-27T12:00:00Z');
const later = (seconds: number) => new Date(issued.getTime() + seconds * 1000);
const claims = { sub: 'user-1', sid: 'session-1' };

// A verified token is remembered (its signature is not checked again); every use still checks its times.
describe('access tokens', () => {
  test.each([
    ['on its first use', [0]],
    ['used again, remembered', [0, 10]],
  ])('a token is valid while it lasts, %s', async (_, uses) => {
    const tokens = createAccessTokens(SECRET, TTL);
    const token = await tokens.sign(claims, issued);
    for (const seconds of uses) expect(await tokens.verify(token, later(seconds))).toEqual(claims);
  });

  test.each([
    ['expired', TTL],
    ['used before it was issued', -1],
  ])('a remembered token is refused once %s, as on its first use', async (_, seconds) => {
    const tokens = createAccessTokens(SECRET, TTL);
    const token = await tokens.sign(claims, issued);
    expect(await createAccessTokens(SECRET, TTL).verify(token, later(seconds))).toBeNull();
    expect(await tokens.verify(token, later(1))).toEqual(claims);
    expect(await tokens.verify(token, later(seconds))).toBeNull();
  });

  test('a remembered token with a later start (`nbf`) is refused before it', async () => {
    const key = new TextEncoder().encode(SECRET);
    const start = Math.floor(issued.getTime() / 1000) + 60;
    const token = await new SignJWT({ sid: claims.sid })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(claims.sub)
      .setIssuer('facturo-api')
      .setAudience('facturo')
      .setIssuedAt(Math.floor(issued.getTime() / 1000))
      .setNotBefore(start)
      .setExpirationTime(start + 600)
      .sign(key);
    const tokens = createAccessTokens(SECRET, TTL);
    expect(await tokens.verify(token, later(60))).toEqual(claims);
    expect(await tokens.verify(token, later(59))).toBeNull();
  });

  test('a token signed with another secret, or altered, is refused', async () => {
    const tokens = createAccessTokens(SECRET, TTL);
    const token = await tokens.sign(claims, issued);
    expect(await tokens.verify(token, later(1))).toEqual(claims);
    const forged = await createAccessTokens('b'.repeat(64), TTL).sign(claims, issued);
    expect(await tokens.verify(forged, later(1))).toBeNull();
    const [header, , signature] = token.split('.');
    const payload = Buffer.from(JSON.stringify({ ...claims, sub: 'user-2' })).toString('base64url');
    expect(await tokens.verify(`${header}.${payload}.${signature}`, later(1))).toBeNull();
  });
});
