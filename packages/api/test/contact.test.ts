import { LEGAL_DOCUMENTS } from '@facturo/sdk/schemas';
import { describe, expect, test } from 'vitest';
import { call, randomIp } from './support/api-client';
import { expectProblem, lastEmailTo, uniqueEmail } from './support/factories';
import { sendPendingMail } from './support/mail';
import { createTestClock, setupTestApp } from './support/test-app';

const t = setupTestApp();

const contactBody = (overrides: Record<string, unknown> = {}) => ({
  name: 'Marta Lucía Gómez',
  email: uniqueEmail('contacto'),
  phone: '+57 310 555 0142',
  company: 'Ferretería La 33 S.A.S.',
  topic: 'sales',
  message: 'Emitimos unas 300 facturas al mes y queremos pasar a factura electrónica.',
  privacy_accepted: true,
  ...overrides,
});

describe('POST /contact', () => {
  test.each([
    ['es', 'Te contactaremos pronto.', 'Recibimos tu mensaje'],
    ['en', 'We will contact you soon.', 'We received your message'],
  ])(
    'in %s: 201 with the confirmation, stored with its consent, and acknowledged by e-mail',
    async (locale, message, subject) => {
      const body = contactBody();
      const response = await call(t.app, 'POST', '/contact', {
        body,
        headers: { 'Accept-Language': locale },
      });
      expect(response.status, response.text).toBe(201);
      expect(response.body).toEqual({ message });
      const stored = await t.deps.db
        .selectFrom('contactMessages')
        .selectAll()
        .where('email', '=', body.email)
        .executeTakeFirstOrThrow();
      expect(stored).toMatchObject({
        name: body.name,
        topic: 'sales',
        company: body.company,
        language: locale,
        privacyVersion: LEGAL_DOCUMENTS.privacy.version,
      });
      expect(stored.privacyAcceptedAt).toBeInstanceOf(Date);
      expect((await lastEmailTo(t, body.email)).subject).toBe(subject);
    },
  );

  test('optional phone and company may be left out', async () => {
    const { phone: _phone, company: _company, ...body } = contactBody();
    const response = await call(t.app, 'POST', '/contact', { body });
    expect(response.status, response.text).toBe(201);
  });

  test.each([
    ['no authorization to process the data', { privacy_accepted: false }, 'privacy_accepted'],
    ['a message too short to act on', { message: 'Hola' }, 'message'],
    ['an invalid e-mail', { email: 'marta@' }, 'email'],
    ['an unknown topic', { topic: 'jobs' }, 'topic'],
    ['an invalid phone', { phone: '12' }, 'phone'],
    ['no name', { name: '   ' }, 'name'],
  ])('422 validation_failed with %s', async (_label, overrides, field) => {
    const response = await call(t.app, 'POST', '/contact', { body: contactBody(overrides) });
    expectProblem(response, 422, 'validation_failed');
    expect(Object.keys(response.body.field_errors)).toContain(field);
  });

  test('a configured captcha is required', async () => {
    const { app } = t.variant({
      config: { captcha: { provider: 'recaptcha-v3', secret: 's', minScore: 0.5 } },
    });
    expectProblem(await call(app, 'POST', '/contact', { body: contactBody() }), 400, 'captcha_required');
  });

  test('5 messages per IP per hour, then 429 with Retry-After', async () => {
    const { app } = t.variant({ clock: createTestClock() });
    const ip = randomIp();
    for (let i = 0; i < 5; i++) {
      expect((await call(app, 'POST', '/contact', { ip, body: contactBody() })).status).toBe(201);
    }
    const blocked = await call(app, 'POST', '/contact', { ip, body: contactBody() });
    expectProblem(blocked, 429, 'rate_limited');
    expect(Number(blocked.headers.get('Retry-After'))).toBeGreaterThan(0);
  });

  test('3 messages per e-mail per hour, whatever the IP', async () => {
    const { app } = t.variant({ clock: createTestClock() });
    const email = uniqueEmail('insistente');
    for (let i = 0; i < 3; i++) {
      expect((await call(app, 'POST', '/contact', { body: contactBody({ email }) })).status).toBe(201);
    }
    expectProblem(await call(app, 'POST', '/contact', { body: contactBody({ email }) }), 429, 'rate_limited');
  });
});

describe('POST /newsletter', () => {
  const subscribe = (email: string, extra: Record<string, unknown> = {}, ip = randomIp()) =>
    call(t.app, 'POST', '/newsletter', { ip, body: { email, privacy_accepted: true, ...extra } });

  test('subscribes once: a repeat answers the same, stores one row and sends one welcome', async () => {
    const email = uniqueEmail('boletin');
    const first = await subscribe(email, { language: 'en' });
    const second = await subscribe(email);
    expect(first.status, first.text).toBe(202);
    expect(second.body).toEqual(first.body);
    const rows = await t.deps.db
      .selectFrom('newsletterSubscriptions')
      .selectAll()
      .where('email', '=', email)
      .execute();
    expect(rows[0]).toMatchObject({ language: 'en', privacyVersion: LEGAL_DOCUMENTS.privacy.version });
    expect(rows[0]?.language).toBe('en');
    await sendPendingMail(t.deps);
    const mails = await t.deps.db
      .selectFrom('outboxEmails')
      .select('subject')
      .where('to', '=', email)
      .execute();
    expect(mails).toEqual([{ subject: 'You are subscribed to the Facturo newsletter' }]);
  });

  test('the language defaults to the request’s', async () => {
    const email = uniqueEmail('boletin');
    await call(t.app, 'POST', '/newsletter', {
      body: { email, privacy_accepted: true },
      headers: { 'Accept-Language': 'es-CO' },
    });
    const row = await t.deps.db
      .selectFrom('newsletterSubscriptions')
      .selectAll()
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    expect(row.language).toBe('es');
  });

  test.each([
    ['without consent', { privacy_accepted: false }, 'privacy_accepted'],
    ['with a bad e-mail', { email: 'no-es-correo' }, 'email'],
  ])('422 validation_failed %s', async (_label, overrides, field) => {
    const response = await call(t.app, 'POST', '/newsletter', {
      body: { email: uniqueEmail(), privacy_accepted: true, ...overrides },
    });
    expectProblem(response, 422, 'validation_failed');
    expect(Object.keys(response.body.field_errors)).toContain(field);
  });

  test('10 sign-ups per IP per hour, then 429', async () => {
    const { app } = t.variant({ clock: createTestClock() });
    const ip = randomIp();
    for (let i = 0; i < 10; i++) {
      const response = await call(app, 'POST', '/newsletter', {
        ip,
        body: { email: uniqueEmail(), privacy_accepted: true },
      });
      expect(response.status).toBe(202);
    }
    const blocked = await call(app, 'POST', '/newsletter', {
      ip,
      body: { email: uniqueEmail(), privacy_accepted: true },
    });
    expectProblem(blocked, 429, 'rate_limited');
  });
});
