import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { expect } from 'vitest';
import type { Database } from '../../src/db/database.types';
import { Browser, call } from './api-client';
import { type remoteApp, waitFor } from './api-process';
import { billingInfo, TEST_CARDS, UNIT_ITEMS } from './billing';
import { PASSWORD, uniqueEmail, validOrganization, validProfile } from './factories';

/** Two API instances over HTTP, their database, and the test's webhook receiver. */
export interface Cluster {
  web: ReturnType<typeof remoteApp>[];
  db: Kysely<Database>;
  receiverUrl: string;
}

/** The instance for step `index`, and the other one. */
const pair = (cluster: Cluster, index: number) =>
  [cluster.web[index % 2], cluster.web[(index + 1) % 2]] as [
    ReturnType<typeof remoteApp>,
    ReturnType<typeof remoteApp>,
  ];

/** The 6-digit code of the verification e-mail to `email`, once the instance has written it. */
async function verificationCode(db: Kysely<Database>, email: string): Promise<string> {
  let code = '';
  await waitFor(async () => {
    const mail = await db
      .selectFrom('outboxEmails')
      .select('subject')
      .where('to', '=', email)
      .executeTakeFirst();
    code = /\b(\d{6})\b/.exec(mail?.subject ?? '')?.[1] ?? '';
    return code !== '';
  }, `the code e-mailed to ${email}`);
  return code;
}

/** Signs up through both instances (each step on the other one) and returns the access token. */
async function signUp(cluster: Cluster, first: number): Promise<string> {
  const [a, b] = pair(cluster, first);
  const email = uniqueEmail('multi');
  const register = await call(a, 'POST', '/auth/register', {
    body: { email, password: PASSWORD, first_name: 'Camila', first_surname: 'Ospina', accepted_terms: true },
  });
  expect(register.status, register.text).toBe(201);
  const verify = await call(b, 'POST', '/auth/verify-email', {
    body: { email, code: await verificationCode(cluster.db, email) },
  });
  expect(verify.status, verify.text).toBe(200);
  const complete = await new Browser(a).call('POST', '/auth/complete-registration', {
    body: { registration_token: verify.body.registration_token, ...validProfile() },
  });
  expect(complete.status, complete.text).toBe(200);
  return complete.body.access_token;
}

/**
 * One buyer, through both instances: an organization with a webhook endpoint (at
 * `<receiverUrl>/hooks/<organization id>`) for `eventTypes`, and a purchase sent to both at once
 * with one idempotency key (a client retrying on another instance).
 */
export async function purchaseThroughBoth(cluster: Cluster, index: number, eventTypes: readonly string[]) {
  const [a, b] = pair(cluster, index);
  const token = await signUp(cluster, index);
  // The organization's address gets its renewal invoices; the checkout's billing address, the first.
  const organizationEmail = uniqueEmail('organization');
  const organization = await call(b, 'POST', '/organizations', {
    token,
    body: validOrganization({ email: organizationEmail }),
  });
  expect(organization.status, organization.text).toBe(201);
  const organizationId: string = organization.body.id;
  const endpoint = await call(a, 'POST', `/organizations/${organizationId}/webhook-endpoints`, {
    token,
    body: { url: `${cluster.receiverUrl}/hooks/${organizationId}`, event_types: eventTypes },
  });
  expect(endpoint.status, endpoint.text).toBe(201);
  const card = await call(b, 'POST', '/sandbox/card-tokens', {
    body: {
      card_number: TEST_CARDS.visa.number,
      expiration_month: 11,
      expiration_year: 2030,
      security_code: TEST_CARDS.visa.securityCode,
      cardholder: { name: 'APRO' },
    },
  });
  expect(card.status, card.text).toBe(201);
  const billingEmail = uniqueEmail('billing');
  const body = {
    items: UNIT_ITEMS,
    organization_id: organizationId,
    billing_info: billingInfo({ email: billingEmail }),
    payment: { token: card.body.id, payment_method_id: 'visa', installments: 1 },
  };
  const key = randomUUID();
  const answers = await Promise.all(
    [a, b].map((app) => call(app, 'POST', '/checkout', { token, headers: { 'Idempotency-Key': key }, body })),
  );
  for (const answer of answers) expect(answer.status, answer.text).toBe(201);
  expect(answers[1]?.body.payment.id).toBe(answers[0]?.body.payment.id);
  expect(answers[0]?.body.payment.status).toBe('approved');
  return { organizationId, billingEmail, organizationEmail };
}
