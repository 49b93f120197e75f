import { checkoutConfigSchema } from '@facturo/sdk/schemas';
import { validate } from '@facturo/sdk/validation';
import { describe, expect, test } from 'vitest';
import { checkoutConfigCheck } from '../../src/checkout/api/checkout-config-check';
import { assertFastCheckAgrees } from '../support/answer-edits';

const schema = (body: unknown) => validate(checkoutConfigSchema, body, (key) => key);

const SANDBOX = {
  provider: 'sandbox',
  publicKey: null,
  cardFormPath: '/api/v1/sandbox/card-form',
  currency: 'COP',
  maxInstallments: 36,
};
const MERCADO_PAGO = { ...SANDBOX, provider: 'mercadopago', publicKey: 'TEST-123', cardFormPath: null };

describe('checkoutConfigCheck (the bag’s zod-free reading of GET /checkout/config)', () => {
  test.each([SANDBOX, MERCADO_PAGO])('takes $provider as the schema reads it', (body) => {
    const parsed = schema(body);
    expect(parsed.success).toBe(true);
    expect(checkoutConfigCheck(body)).toEqual(parsed.success ? parsed.data : null);
  });

  test.each([
    { name: 'an unknown provider', body: { ...SANDBOX, provider: 'paypal' } },
    { name: 'an unknown field (the schema would drop it)', body: { ...SANDBOX, extra: true } },
    { name: 'a missing currency', body: { ...SANDBOX, currency: undefined } },
  ])('leaves $name to the schema', ({ body }) => {
    expect(checkoutConfigCheck(body)).toBeUndefined();
  });

  test.each([SANDBOX, MERCADO_PAGO])(
    'whatever it accepts, the schema accepts with the same result',
    (body) => {
      assertFastCheckAgrees(body, checkoutConfigCheck, schema, 1000);
    },
  );
});
