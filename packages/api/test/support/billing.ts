import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { call, type Json } from './api-client';
import { createOrganization, type SignedUpUser, signUp } from './factories';
import type { TestApp } from './test-app';

/** Mercado Pago Colombia's test cards (any future expiry). */
export const TEST_CARDS = {
  visa: { number: '4013 5406 8274 6260', securityCode: '123' },
  master: { number: '5254 1336 7440 3564', securityCode: '123' },
  amex: { number: '3743 781877 55283', securityCode: '1234' },
} as const;

/** A card brand of {@link TEST_CARDS}. */
export type TestCard = keyof typeof TEST_CARDS;

/** Tokenizes a test card through the sandbox (as the card form does); the cardholder name sets the outcome. */
export async function cardToken(
  t: Pick<TestApp, 'app'>,
  name = 'APRO',
  card: TestCard = 'visa',
): Promise<string> {
  const response = await call(t.app, 'POST', '/sandbox/card-tokens', {
    body: {
      card_number: TEST_CARDS[card].number,
      expiration_month: 11,
      expiration_year: 2030,
      security_code: TEST_CARDS[card].securityCode,
      cardholder: { name },
    },
  });
  expect(response.status, response.text).toBe(201);
  return response.body.id;
}

/** Billing information of a legal entity in Medellín (snake_case, as on the wire). */
export const billingInfo = (overrides: Record<string, unknown> = {}) => ({
  taxpayer: {
    taxpayer_type: '1',
    document_type: '31',
    document_number: '900123456',
    verification_digit: '8',
    iva_responsible: true,
    electronic_biller: true,
    company_name: 'Distribuciones El Poblado S.A.S.',
  },
  billing_address: {
    department_code: '05',
    municipality_code: '05001',
    zone: 'urban',
    address: 'Carrera 43A # 1-50',
    postal_code: '050021',
  },
  email: 'compras@elpoblado.example.co',
  phone: '604 555 0101',
  ...overrides,
});

/** What {@link buy} sends. */
export interface Purchase {
  items?: { plan_id: string; billing_cycle: 'monthly' | 'annual'; quantity?: number }[];
  cardholder?: string;
  card?: TestCard;
  key?: string;
  organizationId?: string;
  billing?: Record<string, unknown>;
  token?: string;
}

/**
 * A plan sold by the unit (a point of sale): one organization may buy it again and again, so tests
 * about payments rather than plans can share one buyer (a plan of any other service is bought once).
 */
export const UNIT_ITEMS: NonNullable<Purchase['items']> = [
  { plan_id: 'pos-starter-500', billing_cycle: 'monthly' },
];

/** The checkout body for a purchase (a fresh card token unless one is given). */
export async function checkoutBody(t: Pick<TestApp, 'app'>, purchase: Purchase = {}): Promise<Json> {
  const card = purchase.card ?? 'visa';
  return {
    items: purchase.items ?? [{ plan_id: 'invoicing-business-1200', billing_cycle: 'annual' }],
    billing_info: billingInfo(purchase.billing),
    payment: {
      token: purchase.token ?? (await cardToken(t, purchase.cardholder ?? 'APRO', card)),
      payment_method_id: card,
      installments: 1,
    },
    ...(purchase.organizationId ? { organization_id: purchase.organizationId } : {}),
  };
}

/** Buys through `POST /checkout` as `user`; returns the response. */
export async function buy(
  t: Pick<TestApp, 'app'>,
  user: Pick<SignedUpUser, 'accessToken'>,
  purchase: Purchase = {},
) {
  return call(t.app, 'POST', '/checkout', {
    token: user.accessToken,
    headers: { 'Idempotency-Key': purchase.key ?? randomUUID() },
    body: await checkoutBody(t, purchase),
  });
}

/** Pays an open invoice through `POST /invoices/{id}/pay`. */
export async function payInvoice(
  t: Pick<TestApp, 'app'>,
  user: Pick<SignedUpUser, 'accessToken'>,
  invoiceId: string,
  cardholder = 'APRO',
) {
  return call(t.app, 'POST', `/invoices/${invoiceId}/pay`, {
    token: user.accessToken,
    headers: { 'Idempotency-Key': randomUUID() },
    body: { payment: { token: await cardToken(t, cardholder), payment_method_id: 'visa', installments: 1 } },
  });
}

/**
 * Moves the test clock to `instant` and re-signs the users' access tokens there (they last 24 hours,
 * and clock travel is measured in months), keeping their sessions.
 */
export async function travel(
  t: Pick<TestApp, 'clock' | 'deps'>,
  instant: string,
  ...users: SignedUpUser[]
): Promise<void> {
  t.clock.set(new Date(instant));
  for (const user of users) {
    const payload = JSON.parse(
      Buffer.from(user.accessToken.split('.')[1] ?? '', 'base64url').toString('utf8'),
    );
    user.accessToken = await t.deps.accessTokens.sign({ sub: user.userId, sid: payload.sid }, t.clock.now());
  }
}

/** A second legal entity (Banco de la República's NIT), for tests that need another organization. */
export const otherOrganization = (companyName: string) => ({
  taxpayer: {
    taxpayer_type: '1',
    document_type: '31',
    document_number: '860005216',
    verification_digit: '7',
    iva_responsible: true,
    electronic_biller: true,
    company_name: companyName,
  },
});

/** A signed-up user and the organization they own. */
export async function ownerWithOrganization(
  t: TestApp,
): Promise<{ owner: SignedUpUser; organizationId: string }> {
  const owner = await signUp(t);
  return { owner, organizationId: (await createOrganization(t, owner)).id };
}

/**
 * The invoice a payment went to, read from the database: a purchase's invoice is issued when its
 * payment is approved, so a checkout answered `in_process` names none yet.
 */
export async function invoiceIdOfPayment(t: Pick<TestApp, 'deps'>, paymentId: string): Promise<string> {
  const row = await t.deps.db
    .selectFrom('payments')
    .select('invoiceId')
    .where('id', '=', paymentId)
    .executeTakeFirstOrThrow();
  if (!row.invoiceId) throw new Error(`Payment ${paymentId} has no invoice (it is not approved).`);
  return row.invoiceId;
}
