import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { verifyWebhookSignature, type WebhookSignatureError } from '@facturo/sdk/webhooks';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { runBillingJob } from '../../src/modules/subscriptions/billing-run';
import { deliverWebhooks, WEBHOOK_RETRY_WINDOW_MS } from '../../src/webhooks/webhook-delivery';
import { call, type Json } from '../support/api-client';
import { buy, payInvoice, travel, UNIT_ITEMS } from '../support/billing';
import { addMember, expectProblem, type SignedUpUser, signUp } from '../support/factories';
import { freePort } from '../support/free-port';
import { sendPendingMail } from '../support/mail';
import { setupTestApp } from '../support/test-app';

const t = setupTestApp();

/** An integrator's server: records what it receives and answers what the test says. */
interface Received {
  headers: IncomingMessage['headers'];
  body: string;
}
let server: Server;
let url: string;
const received: Received[] = [];
let answer = 200;

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      received.push({ headers: request.headers, body });
      response.writeHead(answer).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/facturo/webhooks`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

let owner: SignedUpUser;
let organizationId: string;

const endpoints = (path = '') => `/organizations/${organizationId}/webhook-endpoints${path}`;
const events = (type: string) =>
  received.map((item) => JSON.parse(item.body) as Json).filter((event) => event.type === type);

beforeAll(async () => {
  await travel(t, '2026-03-01T15:00:00Z');
  owner = await signUp(t);
  expect((await buy(t, owner, { items: UNIT_ITEMS })).status).toBe(201);
  organizationId = (await call(t.app, 'GET', '/organizations', { token: owner.accessToken })).body.items[0]
    .id;
});

describe('webhook endpoints', () => {
  let endpointId: string;
  let secret: string;

  test('an owner adds one; the secret is shown once; deliveries are signed and verify with the sdk', async () => {
    const created = await call(t.app, 'POST', endpoints(), {
      token: owner.accessToken,
      body: {
        url,
        event_types: ['invoice.issued', 'invoice.paid', 'payment.approved', 'subscription.created'],
      },
    });
    expect(created.status, created.text).toBe(201);
    secret = created.body.secret;
    endpointId = created.body.endpoint.id;
    expect(secret).toMatch(/^whsec_[\w-]{43}$/);
    expect(created.body.endpoint).toMatchObject({ enabled: true, secret_hint: `whsec_…${secret.slice(-4)}` });
    const listed = await call(t.app, 'GET', endpoints(), { token: owner.accessToken });
    expect(JSON.stringify(listed.body)).not.toContain(secret);
    // Stored encrypted: the database never holds the secret itself.
    const row = await t.deps.db.selectFrom('webhookEndpoints').selectAll().executeTakeFirstOrThrow();
    expect(JSON.stringify(row)).not.toContain(secret.slice(6));

    // A purchase announces its invoice, payment and subscription, in one transaction with them.
    expect((await buy(t, owner, { items: UNIT_ITEMS })).status).toBe(201);
    expect(await deliverWebhooks(t.deps)).toMatchObject({ succeeded: 4, retried: 0 });
    expect(received.map((item) => JSON.parse(item.body).type)).toEqual([
      'invoice.issued',
      'subscription.created',
      'invoice.paid',
      'payment.approved',
    ]);
    for (const delivery of received) {
      const event = await verifyWebhookSignature<Json>({
        payload: delivery.body,
        header: delivery.headers['facturo-signature'] as string,
        secrets: secret,
        now: t.clock.now().getTime(),
      });
      expect(event).toMatchObject({
        id: delivery.headers['facturo-event-id'],
        organization_id: organizationId,
      });
    }
    const paid = events('invoice.paid')[0] as Json;
    expect(paid.data.object).toMatchObject({ object: 'invoice', status: 'paid', cufe: expect.any(String) });
    const approved = events('payment.approved')[0] as Json;
    expect(approved.data.object).toMatchObject({ status: 'approved', invoice_id: paid.data.object.id });
    // Nothing twice: a second round finds nothing due.
    expect(await deliverWebhooks(t.deps)).toMatchObject({ succeeded: 0 });

    // A tampered body, another secret or an old timestamp are refused by the verifier.
    const [first] = received as [Received];
    const header = first.headers['facturo-signature'] as string;
    const now = t.clock.now().getTime();
    const refusal = (options: Parameters<typeof verifyWebhookSignature>[0]) =>
      verifyWebhookSignature(options).catch((error: WebhookSignatureError) => error.reason);
    expect(await refusal({ payload: `${first.body} `, header, secrets: secret, now })).toBe('mismatch');
    expect(await refusal({ payload: first.body, header, secrets: 'whsec_other', now })).toBe('mismatch');
    expect(await refusal({ payload: first.body, header, secrets: secret, now: now + 3_600_000 })).toBe(
      'expired',
    );
    expect(await refusal({ payload: first.body, header: 'v1=abc', secrets: secret, now })).toBe('malformed');
  });

  test('an endpoint that fails is retried with backoff; the log shows each attempt; resend sends the same event', async () => {
    received.length = 0;
    answer = 500;
    await travel(t, '2026-03-02T15:00:00Z', owner);
    expect((await buy(t, owner, { items: UNIT_ITEMS })).status).toBe(201);
    expect(await deliverWebhooks(t.deps)).toMatchObject({ retried: 4 });
    // Not due yet: nothing is sent again within the first minute.
    expect(await deliverWebhooks(t.deps)).toMatchObject({ retried: 0 });
    await travel(t, '2026-03-02T15:01:30Z', owner);
    answer = 200;
    expect(await deliverWebhooks(t.deps)).toMatchObject({ succeeded: 4 });
    const log = await call(t.app, 'GET', endpoints(`/${endpointId}/deliveries`), {
      token: owner.accessToken,
    });
    const issued = (log.body.items as Json[]).find(
      (item) => item.event_type === 'invoice.issued' && item.attempts.length === 2,
    ) as Json;
    expect(issued.status).toBe('succeeded');
    expect(issued.attempts.map((attempt: Json) => attempt.status_code)).toEqual([500, 200]);
    const sent = received.filter((item) => item.headers['facturo-event-id'] === issued.event_id);
    expect(sent).toHaveLength(2);
    expect(sent[0]?.body).toBe(sent[1]?.body);

    const resent = await call(t.app, 'POST', endpoints(`/${endpointId}/deliveries/${issued.id}/resend`), {
      token: owner.accessToken,
    });
    expect(resent.status, resent.text).toBe(202);
    expect(resent.body.attempts).toHaveLength(3);
    expect(received.at(-1)?.headers['facturo-event-id']).toBe(issued.event_id);
  });

  test('"send test event" answers the attempt; rotation signs with both secrets during the overlap', async () => {
    received.length = 0;
    const tested = await call(t.app, 'POST', endpoints(`/${endpointId}/test`), { token: owner.accessToken });
    expect(tested.status, tested.text).toBe(202);
    expect(tested.body).toMatchObject({ event_type: 'webhook.test', status: 'succeeded' });
    expect(tested.body.attempts[0]).toMatchObject({ status_code: 200, error: null });

    const rotated = await call(t.app, 'POST', endpoints(`/${endpointId}/rotate-secret`), {
      token: owner.accessToken,
      body: { overlap_hours: 24 },
    });
    expect(rotated.status, rotated.text).toBe(200);
    const next = rotated.body.secret as string;
    expect(next).not.toBe(secret);
    await call(t.app, 'POST', endpoints(`/${endpointId}/test`), { token: owner.accessToken });
    const delivery = received.at(-1) as Received;
    const header = delivery.headers['facturo-signature'] as string;
    expect(header.match(/v1=/g)).toHaveLength(2);
    const now = t.clock.now().getTime();
    for (const key of [secret, next]) {
      await expect(
        verifyWebhookSignature({ payload: delivery.body, header, secrets: key, now }),
      ).resolves.toBeTruthy();
    }
    // After the overlap only the new secret signs.
    await travel(t, '2026-03-03T16:00:00Z', owner);
    await call(t.app, 'POST', endpoints(`/${endpointId}/test`), { token: owner.accessToken });
    const later = (received.at(-1) as Received).headers['facturo-signature'] as string;
    expect(later.match(/v1=/g)).toHaveLength(1);
    secret = next;
  });

  test('failing for 3 days turns the endpoint off and e-mails the owner; turning it on resumes', async () => {
    answer = 503;
    received.length = 0;
    await call(t.app, 'POST', endpoints(`/${endpointId}/test`), { token: owner.accessToken });
    const start = t.clock.now().getTime();
    await travel(t, new Date(start + WEBHOOK_RETRY_WINDOW_MS + 60_000).toISOString(), owner);
    expect(await deliverWebhooks(t.deps)).toMatchObject({ disabledEndpoints: 1 });
    const [endpoint] = (await call(t.app, 'GET', endpoints(), { token: owner.accessToken })).body
      .items as Json[];
    expect(endpoint).toMatchObject({ enabled: false, disabled_reason: 'failing' });
    await sendPendingMail(t.deps);
    const mail = await t.deps.db
      .selectFrom('outboxEmails')
      .select(['to', 'subject'])
      .where('to', '=', owner.email)
      .where('subject', 'like', 'Desactivamos un webhook%')
      .execute();
    expect(mail).toHaveLength(1);
    expectProblem(
      await call(t.app, 'POST', endpoints(`/${endpointId}/test`), { token: owner.accessToken }),
      409,
      'webhook_endpoint_disabled',
    );
    answer = 200;
    const enabled = await call(t.app, 'PATCH', endpoints(`/${endpointId}`), {
      token: owner.accessToken,
      body: { enabled: true },
    });
    expect(enabled.body).toMatchObject({ enabled: true, disabled_reason: null, failing_since: null });
  });

  test('only owners and admins manage them; another organization gets 404; production wants https', async () => {
    const billing = await addMember(t, owner, organizationId, 'billing');
    expectProblem(await call(t.app, 'GET', endpoints(), { token: billing.accessToken }), 403, 'forbidden');
    const stranger = await signUp(t);
    expectProblem(await call(t.app, 'GET', endpoints(), { token: stranger.accessToken }), 404, 'not_found');
    const production = t.variant({ config: { environment: 'production' } });
    const plain = await call(production.app, 'POST', endpoints(), {
      token: owner.accessToken,
      body: { url: 'http://erp.example.co/hooks', event_types: ['invoice.paid'] },
    });
    expectProblem(plain, 422, 'validation_failed');
    expect(plain.body.field_errors.url).toEqual(['En producción la dirección debe empezar por https://.']);
  });

  test('an endpoint not subscribed to an event gets none of it; a renewal paid later announces invoice.paid', async () => {
    received.length = 0;
    await travel(t, '2026-03-27T15:00:00Z', owner);
    await runBillingJob(t.deps);
    const renewal = (
      await call(t.app, 'GET', '/subscriptions', { token: owner.accessToken })
    ).body.items.find((item: Json) => item.renewal_invoice_id) as Json;
    expect((await payInvoice(t, owner, renewal.renewal_invoice_id)).status).toBe(201);
    await deliverWebhooks(t.deps);
    const types = received.map((item) => JSON.parse(item.body).type);
    expect(types).toContain('invoice.paid');
    expect(types).not.toContain('subscription.suspended');
  });
});

describe('an endpoint that does not answer', () => {
  test("its test event is logged with why (a documented code), not the network library's message", async () => {
    // A port nothing listens on: the connection is refused.
    const closed = `http://127.0.0.1:${await freePort()}/hooks`;
    const created = await call(t.app, 'POST', endpoints(), {
      token: owner.accessToken,
      body: { url: closed, event_types: ['invoice.paid'] },
    });
    expect(created.status, created.text).toBe(201);
    const id = created.body.endpoint.id as string;
    const tested = await call(t.app, 'POST', endpoints(`/${id}/test`), { token: owner.accessToken });
    expect(tested.status, tested.text).toBe(202);
    expect(tested.body.attempts[0]).toMatchObject({ status_code: null, error: 'connection_refused' });
    await call(t.app, 'DELETE', endpoints(`/${id}`), { token: owner.accessToken });
  });
});
