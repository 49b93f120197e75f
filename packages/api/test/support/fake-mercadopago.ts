import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { DEFAULT_BILLING_CONFIG } from '../../src/config/billing-config';

/** A payment as the fake keeps it (Mercado Pago's JSON shape, trimmed to what the API reads). */
export type FakePayment = Record<string, unknown> & { id: number; status: string; date_last_updated: string };

/** What the fake received on `POST /v1/payments`. */
export interface FakeCharge {
  body: Record<string, unknown>;
  headers: IncomingMessage['headers'];
}

const OUTCOMES: Record<string, [string, string]> = {
  APRO: ['approved', 'accredited'],
  CONT: ['in_process', 'pending_contingency'],
  OTHE: ['rejected', 'cc_rejected_other_reason'],
  FUND: ['rejected', 'cc_rejected_insufficient_amount'],
};

/** What `GET /v1/payment_methods` answers in Colombia, trimmed: a card and PSE with its banks. */
const PAYMENT_METHODS = [
  { id: 'visa', name: 'Visa', payment_type_id: 'credit_card', status: 'active', financial_institutions: [] },
  {
    id: 'pse',
    name: 'PSE',
    payment_type_id: 'bank_transfer',
    status: 'active',
    financial_institutions: [
      { id: 1051, description: 'Davivienda' },
      { id: 1007, description: 'Bancolombia' },
      { id: 1507, description: 'Nequi' },
    ],
  },
];

/** A PSE bank the fake rejects at once (to test an immediate refusal). */
export const FAKE_REFUSING_BANK = '1507';

const readBody = (request: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let text = '';
    request.on('data', (chunk) => {
      text += chunk;
    });
    request.on('end', () => resolve(text));
  });

/** A card the fake keeps for a customer, with the test name of the token it was saved from. */
interface FakeCard {
  id: string;
  customerId: string;
  name: string;
}

/**
 * A local stand-in for Mercado Pago's payments API (`/v1/payments`, `/v1/payments/{id}`,
 * `/v1/payments/search`) and its customers and cards (`/v1/customers`, `/v1/customers/search`,
 * `/v1/customers/{id}/cards`, `/v1/card_tokens` from a card id), for tests of the `mercadopago` provider. Card tokens `tok-<NAME>` choose
 * the outcome like the test cardholder names; `tok-USED` answers 400. It honours
 * `X-Idempotency-Key` as the real API does, and can fail (`failures`) or answer an older
 * snapshot (`staleSnapshot`) on purpose.
 */
export class FakeMercadoPago {
  readonly charges: FakeCharge[] = [];
  readonly payments = new Map<number, FakePayment>();
  private readonly byKey = new Map<string, number>();
  /** Answer the next n requests with 503. */
  failures = 0;
  /** Returned once by the next `GET /v1/payments/{id}` instead of the current payment. */
  staleSnapshot: FakePayment | null = null;
  private server: Server | undefined;
  private nextId = 7_000_000_001;
  /** Customers by id (their e-mail). */
  readonly customers = new Map<string, string>();
  /** Saved cards by id; a card saved from `tok-OTHE` is charged as OTHE. */
  readonly cards = new Map<string, FakeCard>();

  constructor(readonly accessToken: string) {}

  /** Starts on a free port; returns the base URL. */
  async start(): Promise<string> {
    this.server = createServer((request, response) => {
      void this.handle(request).then(({ status, body }) => {
        response.writeHead(status, { 'Content-Type': 'application/json' });
        response.end(JSON.stringify(body));
      });
    });
    await new Promise<void>((resolve) => this.server?.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  /** Stops listening; safe when `start` never ran (a failed `beforeAll` still runs `afterAll`). */
  async stop(): Promise<void> {
    const server = this.server;
    if (!server) return;
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }

  /** Moves a payment to a new status, as the provider does before notifying. */
  settle(id: number, status: string, detail: string): FakePayment {
    const payment = this.payments.get(id) as FakePayment;
    const updated = {
      ...payment,
      status,
      status_detail: detail,
      date_last_updated: new Date(Date.parse(payment.date_last_updated) + 60_000).toISOString(),
    };
    this.payments.set(id, updated);
    return updated;
  }

  private async handle(request: IncomingMessage): Promise<{ status: number; body: unknown }> {
    const text = await readBody(request);
    if (request.headers.authorization !== `Bearer ${this.accessToken}`)
      return { status: 401, body: { message: 'unauthorized', status: 401 } };
    if (this.failures > 0) {
      this.failures -= 1;
      return { status: 503, body: { message: 'service unavailable', status: 503 } };
    }
    const url = new URL(request.url ?? '/', 'http://fake');
    if (request.method === 'GET' && url.pathname === '/v1/payment_methods')
      return { status: 200, body: PAYMENT_METHODS };
    if (request.method === 'POST' && url.pathname === '/v1/payments')
      return this.create(JSON.parse(text), request.headers);
    if (request.method === 'GET' && url.pathname === '/v1/payments/search') {
      const reference = url.searchParams.get('external_reference');
      return {
        status: 200,
        body: { results: [...this.payments.values()].filter((p) => p.external_reference === reference) },
      };
    }
    const customerRoute = this.customerRoute(request.method ?? 'GET', url, text);
    if (customerRoute) return customerRoute;
    const match = /^\/v1\/payments\/(\d+)$/.exec(url.pathname);
    if (request.method === 'GET' && match) {
      const stale = this.staleSnapshot;
      this.staleSnapshot = null;
      const payment = stale ?? this.payments.get(Number(match[1]));
      return payment
        ? { status: 200, body: payment }
        : { status: 404, body: { message: 'not found', status: 404 } };
    }
    return { status: 404, body: { message: 'no route', status: 404 } };
  }

  private customerRoute(method: string, url: URL, text: string): { status: number; body: unknown } | null {
    const path = url.pathname;
    if (method === 'GET' && path === '/v1/customers/search') {
      const email = url.searchParams.get('email');
      const results = [...this.customers].filter(([, e]) => e === email).map(([id, e]) => ({ id, email: e }));
      return { status: 200, body: { results } };
    }
    if (method === 'POST' && path === '/v1/customers') {
      const { email } = JSON.parse(text);
      const id = `${this.nextId++}-cus`;
      this.customers.set(id, email);
      return { status: 201, body: { id, email } };
    }
    if (method === 'POST' && path === '/v1/card_tokens') {
      const { card_id: cardId, customer_id: customerId } = JSON.parse(text);
      const card = this.cards.get(cardId);
      if (!card || card.customerId !== customerId)
        return { status: 400, body: { message: 'card not found', status: 400 } };
      return { status: 201, body: { id: `tok-${card.name}`, card_id: cardId } };
    }
    const cards = /^\/v1\/customers\/([^/]+)\/cards(?:\/([^/]+))?$/.exec(path);
    if (!cards) return null;
    const [, customerId = '', cardId] = cards;
    if (!this.customers.has(customerId)) return { status: 404, body: { message: 'not found', status: 404 } };
    const shape = (card: FakeCard) => ({
      id: card.id,
      customer_id: card.customerId,
      payment_method: { id: 'visa' },
      last_four_digits: '6260',
      expiration_month: 11,
      expiration_year: 2030,
    });
    if (method === 'POST' && !cardId) {
      const name = String(JSON.parse(text).token).replace(/^tok-/, '');
      if (name === 'USED') return { status: 400, body: { message: 'invalid token', status: 400 } };
      const card = { id: String(this.nextId++), customerId, name };
      this.cards.set(card.id, card);
      return { status: 201, body: shape(card) };
    }
    if (method === 'GET' && !cardId) {
      const own = [...this.cards.values()].filter((card) => card.customerId === customerId);
      return { status: 200, body: own.map(shape) };
    }
    const card = cardId ? this.cards.get(cardId) : undefined;
    if (method === 'DELETE' && card && card.customerId === customerId) {
      this.cards.delete(card.id);
      return { status: 200, body: shape(card) };
    }
    return { status: 404, body: { message: 'not found', status: 404 } };
  }

  private create(body: Record<string, unknown>, headers: IncomingMessage['headers']) {
    this.charges.push({ body, headers });
    const key = String(headers['x-idempotency-key'] ?? '');
    const existing = this.byKey.get(key);
    if (existing) return { status: 200, body: this.payments.get(existing) };
    if (body.payment_method_id === 'pse') return this.createTransfer(body, key);
    const name = String(body.token).replace(/^tok-/, '');
    if (name === 'USED')
      return { status: 400, body: { message: 'Card token not found', error: 'bad_request', status: 400 } };
    const [status, detail] = OUTCOMES[name] ?? (OUTCOMES.APRO as [string, string]);
    const now = new Date().toISOString();
    const payment: FakePayment = {
      id: this.nextId++,
      status,
      status_detail: detail,
      external_reference: body.external_reference,
      transaction_amount: body.transaction_amount,
      net_amount: body.net_amount,
      taxes: body.taxes,
      installments: body.installments,
      payment_method_id: body.payment_method_id,
      issuer_id: 1039,
      card: { last_four_digits: '6260' },
      date_created: now,
      date_approved: status === 'approved' ? now : null,
      date_last_updated: now,
      transaction_details: {},
    };
    this.payments.set(payment.id, payment);
    this.byKey.set(key, payment.id);
    return { status: 201, body: payment };
  }

  /**
   * A PSE payment: pending with the bank's page, as Mercado Pago answers it (the bank in
   * `financial_institution`, a transfer id once the bank has it); {@link FAKE_REFUSING_BANK} refuses.
   */
  private createTransfer(body: Record<string, unknown>, key: string) {
    const bank = String(
      (body.transaction_details as { financial_institution?: unknown })?.financial_institution,
    );
    const refused = bank === FAKE_REFUSING_BANK;
    const now = new Date().toISOString();
    const id = this.nextId++;
    const payment: FakePayment = {
      id,
      status: refused ? 'rejected' : 'pending',
      status_detail: refused ? 'rejected_by_bank' : 'pending_waiting_transfer',
      external_reference: body.external_reference,
      transaction_amount: body.transaction_amount,
      net_amount: body.net_amount,
      taxes: body.taxes,
      installments: 1,
      payment_method_id: 'pse',
      date_created: now,
      date_approved: null,
      date_last_updated: now,
      transaction_details: {
        financial_institution: bank,
        bank_transfer_id: refused ? null : String(900_000 + id),
        external_resource_url: refused ? null : `https://pse.fake.test/bank/${id}`,
      },
    };
    this.payments.set(id, payment);
    this.byKey.set(key, id);
    return { status: 201, body: payment };
  }
}

/**
 * The API's billing configuration for the Mercado Pago adapter against a started fake (`apiUrl`),
 * with the webhook secret its notifications are signed with.
 */
export function mercadoPagoBilling(fake: FakeMercadoPago, apiUrl: string, webhookSecret: string) {
  return {
    ...DEFAULT_BILLING_CONFIG,
    paymentProvider: 'mercadopago' as const,
    mercadopago: { accessToken: fake.accessToken, publicKey: 'TEST-public-key', webhookSecret, apiUrl },
  };
}
