import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createMercadoPagoProvider } from '../../src/payment-providers/mercadopago/mercadopago-provider';
import {
  PaymentInputError,
  type PaymentProvider,
  type SavedCardChargeRequest,
} from '../../src/payment-providers/payment-provider';
import { cardToken } from '../support/billing';
import { FakeMercadoPago } from '../support/fake-mercadopago';
import { setupTestApp } from '../support/test-app';

const t = setupTestApp();
const fake = new FakeMercadoPago('TEST-cards-access-token');
let mercadopago: PaymentProvider;

beforeAll(async () => {
  const apiUrl = await fake.start();
  mercadopago = createMercadoPagoProvider(
    { accessToken: fake.accessToken, publicKey: 'TEST-public', webhookSecret: 'secret', apiUrl },
    300,
  );
});
afterAll(() => fake.stop());

const charge = (customer: string, card: string, paymentId = randomUUID()): SavedCardChargeRequest => ({
  paymentId,
  providerCustomerId: customer,
  providerCardId: card,
  amount: 119_000,
  iva: 19_000,
  description: 'Renovación Facturo',
  payer: {
    email: 'compras@elpoblado.example.co',
    firstName: 'Distribuciones El Poblado S.A.S.',
    lastName: '',
    identification: { type: 'NIT', number: '900123456' },
  },
});

describe('the sandbox keeps cards offline', () => {
  test('saves a tokenized card, charges it by its test name, idempotently, and forgets it', async () => {
    const sandbox = t.deps.paymentProvider;
    const organizationId = randomUUID();
    const customer = await sandbox.findOrCreateCustomer({ organizationId, email: 'a@b.co' });
    expect(await sandbox.findOrCreateCustomer({ organizationId, email: 'a@b.co' })).toBe(customer);

    const approving = await sandbox.saveCard(customer, await cardToken(t, 'APRO'));
    const failing = await sandbox.saveCard(customer, await cardToken(t, 'OTHE Pérez', 'master'));
    expect(approving).toMatchObject({ paymentMethodId: 'visa', lastFour: '6260', expirationYear: 2030 });
    expect(failing).toMatchObject({ paymentMethodId: 'master', lastFour: '3564', expirationMonth: 11 });
    expect((await sandbox.listCards(customer)).map((card) => card.providerCardId)).toEqual([
      approving.providerCardId,
      failing.providerCardId,
    ]);

    const paymentId = randomUUID();
    const approved = await sandbox.chargeSavedCard(charge(customer, approving.providerCardId, paymentId));
    expect(approved).toMatchObject({ status: 'approved', externalReference: paymentId, amount: 119_000 });
    const again = await sandbox.chargeSavedCard(charge(customer, approving.providerCardId, paymentId));
    expect(again.providerPaymentId).toBe(approved.providerPaymentId);
    expect(await sandbox.chargeSavedCard(charge(customer, failing.providerCardId))).toMatchObject({
      status: 'rejected',
      statusDetail: 'cc_rejected_other_reason',
    });

    // Another customer cannot charge the card; a removed card cannot be charged.
    await expect(
      sandbox.chargeSavedCard(charge(`cus_${randomUUID()}`, approving.providerCardId)),
    ).rejects.toBeInstanceOf(PaymentInputError);
    await sandbox.deleteCard(customer, approving.providerCardId);
    await sandbox.deleteCard(customer, approving.providerCardId);
    expect(await sandbox.listCards(customer)).toHaveLength(1);
    await expect(sandbox.chargeSavedCard(charge(customer, approving.providerCardId))).rejects.toBeInstanceOf(
      PaymentInputError,
    );
    await expect(sandbox.saveCard(customer, 'not-a-token')).rejects.toBeInstanceOf(PaymentInputError);
  });
});

describe('Mercado Pago: customers and cards', () => {
  test('finds or creates the customer, saves, lists, charges with payer.type=customer, and removes', async () => {
    const organizationId = randomUUID();
    const customer = await mercadopago.findOrCreateCustomer({ organizationId, email: 'pagos@x.co' });
    expect(await mercadopago.findOrCreateCustomer({ organizationId, email: 'pagos@x.co' })).toBe(customer);
    expect(fake.customers.size).toBe(1);

    const good = await mercadopago.saveCard(customer, 'tok-APRO');
    const bad = await mercadopago.saveCard(customer, 'tok-OTHE');
    expect(good).toMatchObject({ paymentMethodId: 'visa', lastFour: '6260', expirationMonth: 11 });
    expect((await mercadopago.listCards(customer)).map((card) => card.providerCardId)).toEqual([
      good.providerCardId,
      bad.providerCardId,
    ]);
    await expect(mercadopago.saveCard(customer, 'tok-USED')).rejects.toBeInstanceOf(PaymentInputError);

    const paymentId = randomUUID();
    const approved = await mercadopago.chargeSavedCard(charge(customer, good.providerCardId, paymentId));
    expect(approved).toMatchObject({ status: 'approved', externalReference: paymentId });
    const sent = fake.charges.at(-1);
    expect(sent?.body).toMatchObject({
      payer: { type: 'customer', id: customer },
      token: 'tok-APRO',
      transaction_amount: 119_000,
      taxes: [{ type: 'IVA', value: 19_000 }],
    });
    expect(sent?.headers['x-idempotency-key']).toBe(paymentId);
    expect(await mercadopago.chargeSavedCard(charge(customer, bad.providerCardId))).toMatchObject({
      status: 'rejected',
    });

    await mercadopago.deleteCard(customer, good.providerCardId);
    await mercadopago.deleteCard(customer, good.providerCardId);
    expect(await mercadopago.listCards(customer)).toHaveLength(1);
    await expect(mercadopago.chargeSavedCard(charge(customer, good.providerCardId))).rejects.toBeInstanceOf(
      PaymentInputError,
    );
  });
});
