import { randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import { Browser, call, type Json } from './api-client';
import { sendPendingMail } from './mail';
import type { TestApp } from './test-app';

/** A unique e-mail address for this run. */
export const uniqueEmail = (label = 'user') => `${label}.${randomBytes(5).toString('hex')}@example.co`;

/** A password that satisfies the sdk's rules. */
export const PASSWORD = 'Clave.Segura2026';

/** A complete personal profile (persona natural with a cédula), snake_case as on the wire. */
export const validProfile = (overrides: Record<string, unknown> = {}) => ({
  first_name: 'Camila',
  first_surname: 'Ospina',
  second_surname: 'Vélez',
  birthdate: '1990-08-15',
  cellphone: '+57 310 555 0101',
  taxpayer_type: '2',
  document_type: '13',
  document_number: '1020304050',
  iva_responsible: false,
  electronic_biller: false,
  ...overrides,
});

/** A valid organization body: a legal entity in Bogotá with a checked NIT. */
export const validOrganization = (overrides: Record<string, unknown> = {}) => ({
  kind: 'company',
  taxpayer: {
    taxpayer_type: '1',
    document_type: '31',
    document_number: '800197268',
    verification_digit: '4',
    iva_responsible: true,
    electronic_biller: true,
    company_name: 'Comercializadora Los Andes S.A.S.',
    commercial_name: 'Los Andes',
    fiscal_responsibilities: ['O-13'],
  },
  billing_address: {
    country: 'CO',
    department_code: '11',
    municipality_code: '11001',
    zone: 'urban',
    address: 'Calle 72 # 10-34, piso 8',
    postal_code: '110231',
  },
  email: 'facturas@losandes.example.co',
  phone: '601 555 0100',
  ...overrides,
});

/** The latest e-mail sent to `to` (from the outbox table), once the queued ones have been sent. */
export async function lastEmailTo(t: TestApp, to: string) {
  await sendPendingMail(t.deps);
  return t.deps.db
    .selectFrom('outboxEmails')
    .selectAll()
    .where('to', '=', to)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
}

/** The 6-digit code of the latest e-mail to `to`. */
export async function lastCodeFor(t: TestApp, to: string): Promise<string> {
  const mail = await lastEmailTo(t, to);
  const code = /\b(\d{6})\b/.exec(mail.subject)?.[1];
  if (!code) throw new Error(`No code in "${mail.subject}"`);
  return code;
}

/** The `token` query parameter of the link in the latest e-mail to `to`. */
export async function lastLinkTokenFor(t: TestApp, to: string): Promise<string> {
  const mail = await lastEmailTo(t, to);
  const url = /(https?:\/\/\S+token=\S+)/.exec(mail.text)?.[1];
  if (!url) throw new Error(`No link in "${mail.subject}"`);
  return new URL(url).searchParams.get('token') ?? '';
}

/** A registration body (snake_case) for `email`. */
export const registrationBody = (email: string, extra: Record<string, unknown> = {}) => ({
  email,
  password: PASSWORD,
  first_name: 'Andrés',
  first_surname: 'Gómez',
  accepted_terms: true,
  ...extra,
});

/** Registers and verifies a new address; returns it and its registration token. */
export async function registerAndVerify(t: TestApp, app = t.app): Promise<{ email: string; token: string }> {
  const email = uniqueEmail();
  expect((await call(app, 'POST', '/auth/register', { body: registrationBody(email) })).status).toBe(201);
  const verified = await call(app, 'POST', '/auth/verify-email', {
    body: { email, code: await lastCodeFor(t, email) },
  });
  expect(verified.status).toBe(200);
  return { email, token: verified.body.registration_token as string };
}

/** A user who went through the whole sign-up, with their browser (cookies) and access token. */
export interface SignedUpUser {
  email: string;
  password: string;
  userId: string;
  accessToken: string;
  browser: Browser;
  session: Json;
}

/** Registers, verifies and completes a sign-up through the API. */
export async function signUp(
  t: TestApp,
  options: { email?: string; profile?: Record<string, unknown> } = {},
): Promise<SignedUpUser> {
  const email = options.email ?? uniqueEmail();
  const register = await call(t.app, 'POST', '/auth/register', {
    body: { email, password: PASSWORD, first_name: 'Camila', first_surname: 'Ospina', accepted_terms: true },
  });
  expect(register.status, register.text).toBe(201);
  const verify = await call(t.app, 'POST', '/auth/verify-email', {
    body: { email, code: await lastCodeFor(t, email) },
  });
  expect(verify.status, verify.text).toBe(200);
  const browser = new Browser(t.app);
  const complete = await browser.call('POST', '/auth/complete-registration', {
    body: { registration_token: verify.body.registration_token, ...validProfile(options.profile) },
  });
  expect(complete.status, complete.text).toBe(200);
  return {
    email,
    password: PASSWORD,
    userId: complete.body.user_data.id,
    accessToken: complete.body.access_token,
    browser,
    session: complete.body,
  };
}

/** Creates an organization as `user` and returns it (snake_case). */
export async function createOrganization(
  t: TestApp,
  user: SignedUpUser,
  overrides: Record<string, unknown> = {},
): Promise<Json> {
  const response = await call(t.app, 'POST', '/organizations', {
    token: user.accessToken,
    body: validOrganization(overrides),
  });
  expect(response.status, response.text).toBe(201);
  return response.body;
}

/** A signed-up owner and their new organization (`id` for short). */
export async function createTeam(t: TestApp) {
  const owner = await signUp(t);
  const organization = await createOrganization(t, owner);
  return { owner, organization, id: organization.id as string };
}

/** Invites a new user into `organization` with `role` and has them accept; returns the member. */
export async function addMember(
  t: TestApp,
  owner: SignedUpUser,
  organizationId: string,
  role: string,
): Promise<SignedUpUser & { memberId: string }> {
  const member = await signUp(t);
  const invited = await call(t.app, 'POST', `/organizations/${organizationId}/invitations`, {
    token: owner.accessToken,
    body: { email: member.email, role },
  });
  expect(invited.status, invited.text).toBe(201);
  const accepted = await call(t.app, 'POST', '/invitations/accept', {
    token: member.accessToken,
    body: { token: await lastLinkTokenFor(t, member.email) },
  });
  expect(accepted.status, accepted.text).toBe(200);
  const members = await call(t.app, 'GET', `/organizations/${organizationId}/members`, {
    token: owner.accessToken,
  });
  const memberId = members.body.items.find((item: Json) => item.user_id === member.userId).id;
  return { ...member, memberId };
}

/** Asserts the error shape every failure must have, with the expected status and code. */
export function expectProblem(
  response: { status: number; body: Json; text: string },
  status: number,
  code?: string,
) {
  expect(response.status, response.text).toBe(status);
  expect(response.body).toEqual(
    expect.objectContaining({
      code: expect.any(String),
      message: expect.any(String),
      field_errors: expect.any(Object),
    }),
  );
  if (code) expect(response.body.code).toBe(code);
}
