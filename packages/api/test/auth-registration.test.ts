import { describe, expect, test } from 'vitest';
import { call } from './support/api-client';
import {
  expectProblem,
  lastCodeFor,
  lastEmailTo,
  registerAndVerify,
  registrationBody,
  uniqueEmail,
  validProfile,
} from './support/factories';
import { createTestClock, setupTestApp } from './support/test-app';

const t = setupTestApp();

describe('POST /auth/register', () => {
  test('creates a pending sign-up and e-mails a 6-digit code in Spanish by default', async () => {
    const email = uniqueEmail();
    const response = await call(t.app, 'POST', '/auth/register', { body: registrationBody(email) });
    expect(response.status).toBe(201);
    expect(response.body).toEqual({ email, code_expires_in_seconds: 600, resend_after_seconds: 60 });
    const mail = await lastEmailTo(t, email);
    expect(mail.subject).toMatch(/^\d{6} es tu código de verificación de Facturo$/);
    expect(mail.text).toContain('Hola, Andrés:');
    expect(mail.html).toContain('lang="es"');
  });

  test('writes the e-mail in English when asked (language field or Accept-Language)', async () => {
    const email = uniqueEmail();
    await call(t.app, 'POST', '/auth/register', {
      body: registrationBody(email),
      headers: { 'Accept-Language': 'en-US,en;q=0.9' },
    });
    expect((await lastEmailTo(t, email)).subject).toMatch(/is your Facturo verification code$/);
    const other = uniqueEmail();
    await call(t.app, 'POST', '/auth/register', { body: registrationBody(other, { language: 'en' }) });
    expect((await lastEmailTo(t, other)).text).toContain('Hi Andrés,');
  });

  test('normalizes the e-mail (trimmed, lower-case)', async () => {
    const email = uniqueEmail();
    const response = await call(t.app, 'POST', '/auth/register', {
      body: registrationBody(`  ${email.toUpperCase()} `),
    });
    expect(response.body.email).toBe(email);
  });

  test('409 email_taken when an account already uses the address', async () => {
    const { email, token } = await registerAndVerify(t);
    await call(t.app, 'POST', '/auth/complete-registration', {
      body: { registration_token: token, ...validProfile() },
    });
    expectProblem(
      await call(t.app, 'POST', '/auth/register', { body: registrationBody(email) }),
      409,
      'email_taken',
    );
  });

  test('a second registration of a pending address within 60 s is a 429 with the seconds left', async () => {
    const email = uniqueEmail();
    await call(t.app, 'POST', '/auth/register', { body: registrationBody(email) });
    const again = await call(t.app, 'POST', '/auth/register', { body: registrationBody(email) });
    expectProblem(again, 429, 'rate_limited');
    expect(Number(again.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect(again.body.retry_after_seconds).toBeLessThanOrEqual(60);
  });

  test('a pending sign-up cannot be taken over with another password while its code is alive', async () => {
    const clock = createTestClock();
    const { app } = t.variant({ clock });
    const email = uniqueEmail();
    await call(app, 'POST', '/auth/register', { body: registrationBody(email) });
    clock.advance(61);
    const takeover = await call(app, 'POST', '/auth/register', {
      body: registrationBody(email, { password: 'Intruso2026!' }),
    });
    expectProblem(takeover, 409, 'registration_pending');
    // The owner's own retry (same password) still restarts the sign-up with a new code.
    expect((await call(app, 'POST', '/auth/register', { body: registrationBody(email) })).status).toBe(201);
    // Once the attempt has expired, anyone may start over.
    clock.advance(11 * 60);
    const fresh = await call(app, 'POST', '/auth/register', {
      body: registrationBody(email, { password: 'Intruso2026!' }),
    });
    expect(fresh.status).toBe(201);
  });

  test('422 with translated field errors keyed by snake_case paths', async () => {
    const response = await call(t.app, 'POST', '/auth/register', {
      body: { email: 'no-es-un-correo', password: 'corta', first_name: '', accepted_terms: false },
    });
    expectProblem(response, 422, 'validation_failed');
    expect(Object.keys(response.body.field_errors).sort()).toEqual(
      ['accepted_terms', 'email', 'first_name', 'first_surname', 'password'].sort(),
    );
    expect(response.body.field_errors.email).toEqual(['Ingresa un correo electrónico válido.']);
    expect(response.body.message).toBe('Revisa los campos marcados.');
  });
});

describe('POST /auth/verify-email', () => {
  test('the right code returns a registration token', async () => {
    const { token } = await registerAndVerify(t);
    expect(token).toMatch(/^[A-Za-z0-9_-]{40,}$/);
  });

  test.each([
    ['an unknown address', true],
    ['a wrong code', false],
  ])('422 wrong_code for %s', async (_label, unknown) => {
    const email = uniqueEmail();
    if (!unknown) await call(t.app, 'POST', '/auth/register', { body: registrationBody(email) });
    const code = unknown
      ? '123456'
      : String((Number(await lastCodeFor(t, email)) + 1) % 1_000_000).padStart(6, '0');
    expectProblem(
      await call(t.app, 'POST', '/auth/verify-email', { body: { email, code } }),
      422,
      'wrong_code',
    );
  });

  test('409 code_used when the code was already used', async () => {
    const email = uniqueEmail();
    await call(t.app, 'POST', '/auth/register', { body: registrationBody(email) });
    const code = await lastCodeFor(t, email);
    expect((await call(t.app, 'POST', '/auth/verify-email', { body: { email, code } })).status).toBe(200);
    expectProblem(
      await call(t.app, 'POST', '/auth/verify-email', { body: { email, code } }),
      409,
      'code_used',
    );
  });

  test('410 code_expired after 10 minutes', async () => {
    const clock = createTestClock();
    const { app } = t.variant({ clock });
    const email = uniqueEmail();
    await call(app, 'POST', '/auth/register', { body: registrationBody(email) });
    const code = await lastCodeFor(t, email);
    clock.advance(601);
    expectProblem(
      await call(app, 'POST', '/auth/verify-email', { body: { email, code } }),
      410,
      'code_expired',
    );
  });

  test('five wrong codes lock it (423 code_locked, even for the right code) until a new one is sent', async () => {
    const clock = createTestClock();
    const { app } = t.variant({ clock });
    const email = uniqueEmail();
    await call(app, 'POST', '/auth/register', { body: registrationBody(email) });
    const code = await lastCodeFor(t, email);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let attempt = 1; attempt <= 4; attempt++) {
      expectProblem(
        await call(app, 'POST', '/auth/verify-email', { body: { email, code: wrong } }),
        422,
        'wrong_code',
      );
    }
    expectProblem(
      await call(app, 'POST', '/auth/verify-email', { body: { email, code: wrong } }),
      423,
      'code_locked',
    );
    expectProblem(
      await call(app, 'POST', '/auth/verify-email', { body: { email, code } }),
      423,
      'code_locked',
    );
    clock.advance(61);
    expect((await call(app, 'POST', '/auth/resend-code', { body: { email } })).status).toBe(202);
    const fresh = await lastCodeFor(t, email);
    expect((await call(app, 'POST', '/auth/verify-email', { body: { email, code: fresh } })).status).toBe(
      200,
    );
  });

  test('parallel wrong guesses share the five tries: no more are compared, then the code is locked', async () => {
    const email = uniqueEmail();
    await call(t.app, 'POST', '/auth/register', { body: registrationBody(email) });
    const code = await lastCodeFor(t, email);
    const wrong = (offset: number) => String((Number(code) + offset) % 1_000_000).padStart(6, '0');
    const responses = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        call(t.app, 'POST', '/auth/verify-email', { body: { email, code: wrong(index + 1) } }),
      ),
    );
    const statuses = responses.map((response) => response.status).sort();
    expect(statuses).toEqual([422, 422, 422, 422, 423, 423, 423, 423, 423, 423]);
    const { codeAttempts } = await t.deps.db
      .selectFrom('pendingRegistrations')
      .select('codeAttempts')
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    expect(codeAttempts).toBe(5);
    expectProblem(
      await call(t.app, 'POST', '/auth/verify-email', { body: { email, code } }),
      423,
      'code_locked',
    );
  });

  test('the right code racing four wrong ones still has a try left, and wins', async () => {
    const email = uniqueEmail();
    await call(t.app, 'POST', '/auth/register', { body: registrationBody(email) });
    const code = await lastCodeFor(t, email);
    const wrong = (offset: number) => String((Number(code) + offset) % 1_000_000).padStart(6, '0');
    const responses = await Promise.all([
      ...[1, 2, 3, 4].map((offset) =>
        call(t.app, 'POST', '/auth/verify-email', { body: { email, code: wrong(offset) } }),
      ),
      call(t.app, 'POST', '/auth/verify-email', { body: { email, code } }),
    ]);
    const statuses = responses.map((response) => response.status);
    expect(statuses.at(-1)).toBe(200);
    // The order of the race decides what each wrong guess hears: a miss (422), the lock once it took
    // the fifth try (423), or "already used" (409) when it arrives after the right code won.
    expect(statuses.slice(0, -1).every((status) => [409, 422, 423].includes(status))).toBe(true);
  });

  test('422 when the code is not 6 digits', async () => {
    const response = await call(t.app, 'POST', '/auth/verify-email', {
      body: { email: uniqueEmail(), code: '12ab' },
    });
    expectProblem(response, 422, 'validation_failed');
    expect(response.body.field_errors.code).toEqual(['El código debe tener exactamente 6 dígitos.']);
  });
});
