import { describe, expect, test } from 'vitest';
import { call } from './support/api-client';
import { expectProblem, lastEmailTo, lastLinkTokenFor, signUp, uniqueEmail } from './support/factories';
import { createFailingMailer } from './support/failing-mailer';
import { sendPendingMail } from './support/mail';
import { createTestClock, setupTestApp } from './support/test-app';

const t = setupTestApp();
const NEW_PASSWORD = 'Nueva.Clave2027';
const RESET_MESSAGE = 'Si el correo está registrado, te enviaremos un enlace para restablecer tu contraseña.';

describe('POST /auth/forgot-password', () => {
  test.each([
    ['es', 'Si el correo está registrado, te enviaremos un enlace para restablecer tu contraseña.'],
    ['en', 'If the email exists, you will receive a reset link.'],
  ])('answers the same neutral 202 (%s) whether or not the account exists', async (language, message) => {
    const user = await signUp(t);
    for (const email of [user.email, uniqueEmail()]) {
      const response = await call(t.app, 'POST', '/auth/forgot-password', {
        body: { email },
        headers: { 'Accept-Language': language },
      });
      expect(response.status).toBe(202);
      expect(response.body).toEqual({ message });
    }
  });

  test('e-mails a reset link to the portal only when the account exists', async () => {
    const user = await signUp(t);
    await call(t.app, 'POST', '/auth/forgot-password', { body: { email: user.email } });
    const mail = await lastEmailTo(t, user.email);
    expect(mail.subject).toBe('Restablece tu contraseña de Facturo');
    expect(mail.text).toContain('https://portal.facturo.test/reset-password?token=');
    const stranger = uniqueEmail();
    await call(t.app, 'POST', '/auth/forgot-password', { body: { email: stranger } });
    await sendPendingMail(t.deps);
    expect(
      await t.deps.db.selectFrom('outboxEmails').select('id').where('to', '=', stranger).execute(),
    ).toHaveLength(0);
  });

  test('a failing mail server changes nothing in the answer, and neither the log nor the queue names the address or the link', async () => {
    const { mailer, attempted } = createFailingMailer();
    const { app, deps } = t.variant({ mailer });
    const user = await signUp(t);
    const answers = [];
    for (const email of [user.email, uniqueEmail()]) {
      const response = await call(app, 'POST', '/auth/forgot-password', { body: { email } });
      answers.push({ status: response.status, body: response.body });
    }
    expect(answers).toEqual([
      { status: 202, body: { message: RESET_MESSAGE } },
      { status: 202, body: { message: RESET_MESSAGE } },
    ]);
    // The worker's attempt fails: the message stays queued for a retry, sealed, with the reason.
    expect(await sendPendingMail(deps)).toEqual(['retried']);
    expect(attempted.map((message) => message.to)).toEqual([user.email]);
    const token = /token=([\w-]+)/.exec(attempted[0]?.text ?? '')?.[1];
    expect(token).toBeTruthy();
    const failures = t.logs.filter((line) => line.includes('e-mail could not be sent'));
    expect(failures.length).toBeGreaterThan(0);
    const logs = t.logs.join('\n');
    expect(logs).not.toContain(user.email);
    expect(logs).not.toContain(token);
    const queued = await t.deps.db
      .selectFrom('queuedEmails')
      .selectAll()
      .where('status', '=', 'pending')
      .where('attempts', '=', 1)
      .execute();
    expect(queued).toHaveLength(1);
    const stored = JSON.stringify(queued);
    expect(stored).not.toContain(user.email);
    expect(stored).not.toContain(token);
    expect(queued[0]?.lastError).toContain('550');
    // Once the mail server is back, the retry (due after a minute) sends the same link.
    t.clock.advance(61);
    expect(await sendPendingMail(t.deps)).toContain('sent');
    expect((await lastEmailTo(t, user.email)).text).toContain(`token=${token}`);
    const sent = await t.deps.db
      .selectFrom('queuedEmails')
      .select(['status', 'attempts', 'messageCiphertext'])
      .where('id', '=', queued[0]?.id ?? '')
      .executeTakeFirstOrThrow();
    expect(sent).toEqual({ status: 'sent', attempts: 2, messageCiphertext: null });
  });
});

describe('POST /auth/reset-password', () => {
  test('sets the new password, ends every session and tells the owner', async () => {
    const user = await signUp(t);
    await call(t.app, 'POST', '/auth/forgot-password', { body: { email: user.email } });
    const token = await lastLinkTokenFor(t, user.email);
    const response = await call(t.app, 'POST', '/auth/reset-password', {
      body: { token, password: NEW_PASSWORD },
    });
    expect(response.status).toBe(204);
    expectProblem(await call(t.app, 'GET', '/me', { token: user.accessToken }), 401, 'session_expired');
    expectProblem(await user.browser.call('POST', '/auth/refresh'), 401, 'session_expired');
    expectProblem(
      await call(t.app, 'POST', '/auth/login', { body: { email: user.email, password: user.password } }),
      401,
      'invalid_credentials',
    );
    expect(
      (await call(t.app, 'POST', '/auth/login', { body: { email: user.email, password: NEW_PASSWORD } }))
        .status,
    ).toBe(200);
    expect((await lastEmailTo(t, user.email)).subject).toBe('Tu contraseña de Facturo cambió');
  });

  test('a link works once, and a newer link replaces older ones', async () => {
    const user = await signUp(t);
    await call(t.app, 'POST', '/auth/forgot-password', { body: { email: user.email } });
    const older = await lastLinkTokenFor(t, user.email);
    await call(t.app, 'POST', '/auth/forgot-password', { body: { email: user.email } });
    const newer = await lastLinkTokenFor(t, user.email);
    expectProblem(
      await call(t.app, 'POST', '/auth/reset-password', { body: { token: older, password: NEW_PASSWORD } }),
      400,
      'reset_token_invalid',
    );
    expect(
      (await call(t.app, 'POST', '/auth/reset-password', { body: { token: newer, password: NEW_PASSWORD } }))
        .status,
    ).toBe(204);
    expectProblem(
      await call(t.app, 'POST', '/auth/reset-password', { body: { token: newer, password: NEW_PASSWORD } }),
      400,
      'reset_token_invalid',
    );
  });

  test('a link expires after 1 hour', async () => {
    const clock = createTestClock();
    const { app } = t.variant({ clock });
    const user = await signUp(t);
    await call(app, 'POST', '/auth/forgot-password', { body: { email: user.email } });
    const token = await lastLinkTokenFor(t, user.email);
    clock.advance(3601);
    expectProblem(
      await call(app, 'POST', '/auth/reset-password', { body: { token, password: NEW_PASSWORD } }),
      400,
      'reset_token_invalid',
    );
  });

  test('once the password is changed, a failing notice is retried by the queue and the answer is still 204', async () => {
    const user = await signUp(t);
    await call(t.app, 'POST', '/auth/forgot-password', { body: { email: user.email } });
    const token = await lastLinkTokenFor(t, user.email);
    const { mailer, attempted } = createFailingMailer();
    const { app, deps } = t.variant({ mailer });
    const response = await call(app, 'POST', '/auth/reset-password', {
      body: { token, password: NEW_PASSWORD },
    });
    expect(response.status, response.text).toBe(204);
    expect(await sendPendingMail(deps)).toEqual(['retried']);
    expect(attempted.map((message) => message.subject)).toEqual(['Tu contraseña de Facturo cambió']);
    expect(
      (await call(t.app, 'POST', '/auth/login', { body: { email: user.email, password: NEW_PASSWORD } }))
        .status,
    ).toBe(200);
    expectProblem(
      await call(t.app, 'POST', '/auth/reset-password', { body: { token, password: NEW_PASSWORD } }),
      400,
      'reset_token_invalid',
    );
  });

  test('an invalid token is refused before the password is hashed', async () => {
    let hashes = 0;
    const { app } = t.variant({
      passwords: {
        ...t.deps.passwords,
        hash: (password) => {
          hashes++;
          return t.deps.passwords.hash(password);
        },
      },
    });
    expectProblem(
      await call(app, 'POST', '/auth/reset-password', {
        body: { token: 'x'.repeat(43), password: NEW_PASSWORD },
      }),
      400,
      'reset_token_invalid',
    );
    expect(hashes).toBe(0);
    const user = await signUp(t);
    await call(app, 'POST', '/auth/forgot-password', { body: { email: user.email } });
    const token = await lastLinkTokenFor(t, user.email);
    expect(
      (await call(app, 'POST', '/auth/reset-password', { body: { token, password: NEW_PASSWORD } })).status,
    ).toBe(204);
    expect(hashes).toBe(1);
  });

  test('the new password must follow the password rules', async () => {
    const response = await call(t.app, 'POST', '/auth/reset-password', {
      body: { token: 'x'.repeat(43), password: 'sinmayus1.' },
    });
    expectProblem(response, 422, 'validation_failed');
    expect(response.body.field_errors.password).toEqual([
      'La contraseña debe tener al menos una letra mayúscula.',
    ]);
  });
});
