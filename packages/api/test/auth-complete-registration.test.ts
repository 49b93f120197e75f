import { describe, expect, test } from 'vitest';
import { Browser, call } from './support/api-client';
import {
  expectProblem,
  lastCodeFor,
  registerAndVerify,
  registrationBody,
  uniqueEmail,
  validProfile,
} from './support/factories';
import { sendPendingMail } from './support/mail';
import { createTestClock, setupTestApp } from './support/test-app';

const t = setupTestApp();

describe('POST /auth/complete-registration', () => {
  test('creates the account, starts the session and sets the cookies', async () => {
    const { email, token } = await registerAndVerify(t);
    const browser = new Browser(t.app);
    const response = await browser.call('POST', '/auth/complete-registration', {
      body: { registration_token: token, ...validProfile({ username: 'camilaospina' }) },
    });
    expect(response.status).toBe(200);
    expect(response.body).toEqual(
      expect.objectContaining({
        access_token: expect.any(String),
        expires_in: 86_400,
        user_ability_rules: expect.any(Array),
      }),
    );
    expect(response.body.user_data).toEqual(
      expect.objectContaining({
        email,
        first_name: 'Camila',
        username: 'camilaospina',
        tax_scheme: 'ZZ',
        organizations: [],
      }),
    );
    expect(browser.cookies.has('facturo_refresh')).toBe(true);
    expect(browser.cookies.has('XSRF-TOKEN')).toBe(true);
  });

  test('the registration token works once', async () => {
    const { token } = await registerAndVerify(t);
    const body = { registration_token: token, ...validProfile() };
    expect((await call(t.app, 'POST', '/auth/complete-registration', { body })).status).toBe(200);
    expectProblem(
      await call(t.app, 'POST', '/auth/complete-registration', { body }),
      400,
      'registration_token_invalid',
    );
  });

  test('400 registration_token_invalid after 30 minutes', async () => {
    const clock = createTestClock();
    const { app } = t.variant({ clock });
    const { token } = await registerAndVerify(t, app);
    clock.advance(30 * 60 + 1);
    const response = await call(app, 'POST', '/auth/complete-registration', {
      body: { registration_token: token, ...validProfile() },
    });
    expectProblem(response, 400, 'registration_token_invalid');
  });

  test('409 username_taken when another account has the username (any case)', async () => {
    const first = await registerAndVerify(t);
    await call(t.app, 'POST', '/auth/complete-registration', {
      body: { registration_token: first.token, ...validProfile({ username: 'JuanPerez' }) },
    });
    const second = await registerAndVerify(t);
    const response = await call(t.app, 'POST', '/auth/complete-registration', {
      body: { registration_token: second.token, ...validProfile({ username: 'juanperez' }) },
    });
    expectProblem(response, 409, 'username_taken');
  });

  test('taxpayer rules report on the field to fix (NIT without the right check digit)', async () => {
    const { token } = await registerAndVerify(t);
    const response = await call(t.app, 'POST', '/auth/complete-registration', {
      headers: { 'Accept-Language': 'en' },
      body: {
        registration_token: token,
        ...validProfile({ document_type: '31', document_number: '800197268', verification_digit: '5' }),
      },
    });
    expectProblem(response, 422, 'validation_failed');
    expect(response.body.field_errors).toEqual({
      verification_digit: ['The verification digit does not match the NIT. Check both numbers.'],
    });
  });
});

describe('POST /auth/resend-code', () => {
  test('sends a new code after 60 s; the old one stops working', async () => {
    const clock = createTestClock();
    const { app } = t.variant({ clock });
    const email = uniqueEmail();
    await call(app, 'POST', '/auth/register', { body: registrationBody(email) });
    const first = await lastCodeFor(t, email);
    const early = await call(app, 'POST', '/auth/resend-code', { body: { email } });
    expectProblem(early, 429, 'rate_limited');
    expect(early.body.retry_after_seconds).toBe(60);
    clock.advance(45);
    expect((await call(app, 'POST', '/auth/resend-code', { body: { email } })).body.retry_after_seconds).toBe(
      15,
    );
    clock.advance(15);
    const resent = await call(app, 'POST', '/auth/resend-code', { body: { email } });
    expect(resent.status).toBe(202);
    expect(resent.body).toEqual({ resend_after_seconds: 60 });
    const second = await lastCodeFor(t, email);
    if (second !== first) {
      expectProblem(
        await call(app, 'POST', '/auth/verify-email', { body: { email, code: first } }),
        422,
        'wrong_code',
      );
    }
    expect((await call(app, 'POST', '/auth/verify-email', { body: { email, code: second } })).status).toBe(
      200,
    );
  });

  test('answers the same for an address with no pending sign-up, and sends nothing', async () => {
    const email = uniqueEmail();
    const response = await call(t.app, 'POST', '/auth/resend-code', { body: { email } });
    expect(response.status).toBe(202);
    expect(response.body).toEqual({ resend_after_seconds: 60 });
    await sendPendingMail(t.deps);
    const sent = await t.deps.db.selectFrom('outboxEmails').select('id').where('to', '=', email).execute();
    expect(sent).toHaveLength(0);
  });
});
