import { describe, expect, test, vi } from 'vitest';
import { login, logout } from '../../src/endpoints/auth.endpoints';
import { defineEndpoint } from '../../src/endpoints/endpoint';
import { schemaModule } from '../../src/endpoints/schema-ref';
import { createApiClient } from '../../src/http/api-client';
import { ApiError } from '../../src/http/api-error';
import { ResponseFormatError } from '../../src/http/check-answer';
import { createDemoTransport, demoRoute } from '../../src/http/demo-transport';
import type { Transport } from '../../src/http/transport.types';
import { sessionFixture } from '../support/fixtures';

const session = sessionFixture;

const transportAnswering = (answer: unknown): Transport & { send: ReturnType<typeof vi.fn> } => ({
  send: vi.fn(async () => answer),
  refresh: async () => false,
});

const checkout = schemaModule('checkout.schema', () => import('../../src/schemas/checkout.schema'));
const purchase = defineEndpoint({
  operationId: 'purchaseForTest',
  method: 'POST',
  path: '/checkout',
  auth: 'purchaser',
  idempotent: true,
  body: checkout('checkoutRequestSchema'),
  status: 201,
  response: checkout('checkoutResponseSchema'),
});

describe('answers are checked against the contract', () => {
  test('a valid answer is parsed by the response schema', async () => {
    const client = createApiClient(transportAnswering(session));
    const answer = await client.call(login, { body: { email: 'ana@clinica.co', password: 'secreto' } });
    expect(answer.accessToken).toBe('a.b.c');
  });

  test('an answer of another shape rejects for developers, naming the endpoint and fields', async () => {
    const client = createApiClient(transportAnswering({ accessToken: 42 }));
    const error = await client
      .call(login, { body: { email: 'ana@clinica.co', password: 'secreto' } })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ResponseFormatError);
    expect((error as Error).message).toMatch(/POST \/auth\/login \(login\).*accessToken/);
  });

  test('a fast check that accepts the answer skips the schema', async () => {
    const client = createApiClient(transportAnswering({ accessToken: 42 }));
    const check = vi.fn((body: unknown) => body as never);
    const answer = await client.call(login, { body: { email: 'a@b.co', password: 'x' } }, { check });
    expect(answer).toEqual({ accessToken: 42 });
    expect(check).toHaveBeenCalledOnce();
  });

  test('a fast check that cannot decide leaves it to the schema', async () => {
    const client = createApiClient(transportAnswering({ accessToken: 42 }));
    const error = await client
      .call(login, { body: { email: 'a@b.co', password: 'x' } }, { check: () => undefined })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ResponseFormatError);
  });

  test('an endpoint without an answer resolves to what the transport gave', async () => {
    const client = createApiClient(transportAnswering(undefined));
    await expect(client.call(logout)).resolves.toBeUndefined();
  });
});

describe('what reaches the transport', () => {
  test('input parts and headers, with the idempotency key as a header', async () => {
    const transport = transportAnswering(undefined);
    const client = createApiClient(transport);
    await client
      .call(
        purchase,
        { body: { items: [] } as never },
        { idempotencyKey: 'k-1', headers: { Authorization: 'Bearer widget' } },
      )
      .catch(() => undefined);
    expect(transport.send).toHaveBeenCalledWith({
      endpoint: purchase,
      body: { items: [] },
      headers: { Authorization: 'Bearer widget', 'Idempotency-Key': 'k-1' },
    });
  });

  test('an idempotent endpoint refuses a call without a key, before sending anything', async () => {
    const transport = transportAnswering(undefined);
    const client = createApiClient(transport);
    await expect(client.call(purchase, { body: { items: [] } as never })).rejects.toThrow(
      /purchaseForTest needs an idempotencyKey/,
    );
    expect(transport.send).not.toHaveBeenCalled();
  });
});

describe('the demo transport', () => {
  test('answers from its examples, typed by the endpoint, and checks them like any answer', async () => {
    const client = createApiClient(
      createDemoTransport([
        demoRoute(login, ({ body }) => ({
          ...session,
          userData: { ...session.userData, email: body.email },
        })),
      ]),
    );
    const answer = await client.call(login, { body: { email: 'demo@facturo.co', password: 'x' } });
    expect(answer.userData.email).toBe('demo@facturo.co');
  });

  test('an endpoint without an example rejects with 501 demo_unavailable', async () => {
    const client = createApiClient(createDemoTransport([]));
    const error = await client.call(logout).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 501, code: 'demo_unavailable' });
  });
});
