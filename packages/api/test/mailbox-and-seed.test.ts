import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { organizationsModule } from '../src/modules/organizations/organizations.module';
import { runSeeds } from '../src/seed/run-seeds';
import { call } from './support/api-client';
import { expectProblem, signUp, uniqueEmail } from './support/factories';
import { sendPendingMail } from './support/mail';
import { setupTestApp } from './support/test-app';

const t = setupTestApp();
const folder = mkdtempSync(join(tmpdir(), 'facturo-seed-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe('GET /dev/mailbox', () => {
  test('lists the outbox as JSON, newest first, filtered by recipient', async () => {
    const email = uniqueEmail();
    await call(t.app, 'POST', '/auth/forgot-password', {
      body: { email: (await signUp(t, { email })).email },
    });
    // What the worker does a second later: the mailbox shows e-mails once they are sent.
    await sendPendingMail(t.deps);
    const response = await call(t.app, 'GET', `/dev/mailbox?to=${encodeURIComponent(email.toUpperCase())}`);
    expect(response.status).toBe(200);
    expect(response.body.items.map((item: { subject: string }) => item.subject)).toEqual([
      'Restablece tu contraseña de Facturo',
      expect.stringMatching(/código de verificación/),
    ]);
    expect(response.body.items[0]).toEqual(
      expect.objectContaining({
        to: email,
        text: expect.any(String),
        html: expect.stringContaining('<html'),
        created_at: expect.any(String),
      }),
    );
  });

  test('renders an HTML page for browsers, with the messages escaped', async () => {
    const response = await call(t.app, 'GET', '/dev/mailbox?limit=5', { headers: { Accept: 'text/html' } });
    expect(response.headers.get('Content-Type')).toContain('text/html');
    expect(response.text).toContain('Buzón de desarrollo');
    expect(response.text).not.toMatch(/<script/i);
  });

  test('400 for a limit out of range', async () => {
    expectProblem(await call(t.app, 'GET', '/dev/mailbox?limit=1000'), 400, 'validation_failed');
  });

  test('does not exist in production', async () => {
    const { app } = t.variant({ config: { environment: 'production', devRoutes: false } });
    expectProblem(await call(app, 'GET', '/dev/mailbox'), 404, 'not_found');
  });
});

describe('demo seed', () => {
  test('creates the demo clinic and its owner, and records working credentials', async () => {
    const credentialsFile = join(folder, 'demo-credentials.json');
    await runSeeds([organizationsModule], { deps: t.deps, credentialsFile });
    const file = JSON.parse(readFileSync(credentialsFile, 'utf8'));
    expect(file.note).toContain('/api/v1/dev/mailbox');
    const [owner] = file.accounts;
    expect(owner).toEqual({
      role: 'owner',
      email: 'valentina.restrepo@saludaburra.test',
      password: expect.any(String),
      passwordFingerprint: expect.stringMatching(/^[\w-]{43}$/),
    });
    const login = await call(t.app, 'POST', '/auth/login', {
      body: { email: owner.email, password: owner.password },
    });
    expect(login.status).toBe(200);
    const organizations = await call(t.app, 'GET', '/organizations', { token: login.body.access_token });
    expect(organizations.body.items).toEqual([
      expect.objectContaining({
        kind: 'clinic',
        name: 'Salud del Aburrá',
        role: 'owner',
        taxpayer: expect.objectContaining({ document_number: '901456789', verification_digit: '8' }),
        billing_address: expect.objectContaining({ municipality_code: '05001', department_code: '05' }),
      }),
    ]);
  });

  test('is idempotent and keeps a password that still works; a lost file gets a new one', async () => {
    const credentialsFile = join(folder, 'again.json');
    await runSeeds([organizationsModule], { deps: t.deps, credentialsFile });
    const first = readFileSync(credentialsFile, 'utf8');
    await runSeeds([organizationsModule], { deps: t.deps, credentialsFile });
    expect(readFileSync(credentialsFile, 'utf8')).toBe(first);
    const organizations = await t.deps.db
      .selectFrom('organizations')
      .select('id')
      .where('documentNumber', '=', '901456789')
      .execute();
    expect(organizations).toHaveLength(1);

    rmSync(credentialsFile);
    await runSeeds([organizationsModule], { deps: t.deps, credentialsFile });
    const [owner] = JSON.parse(readFileSync(credentialsFile, 'utf8')).accounts;
    expect(owner.password).not.toBe(JSON.parse(first).accounts[0].password);
    expect(
      (await call(t.app, 'POST', '/auth/login', { body: { email: owner.email, password: owner.password } }))
        .status,
    ).toBe(200);
  });
});
