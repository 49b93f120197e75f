import { describe, expect, test } from 'vitest';
import * as z from 'zod/mini';
import { createI18n } from '../../src/i18n/create-i18n';
import { billingScheduleChangeSchema } from '../../src/schemas/billing-schedule.schema';
import { checkoutRequestSchema } from '../../src/schemas/checkout.schema';
import { widgetSessionRequestSchema } from '../../src/schemas/integrator.schema';
import { invoiceQuerySchema } from '../../src/schemas/invoice.schema';
import {
  CARD_FORM_MESSAGE_SOURCE,
  cardFormMessageSchema,
  cardTokenRequestSchema,
  paymentNotificationSchema,
  paymentWebhookAnswerSchema,
} from '../../src/schemas/payment.schema';
import { usageRequestSchema } from '../../src/schemas/subscription.schema';
import { validate } from '../../src/validation/translate-issues';

const es = createI18n({ locale: 'es', document: null }).t;
const en = createI18n({ locale: 'en', document: null }).t;

const checkout = {
  items: [{ planId: 'invoicing-basic-100', billingCycle: 'annual' }],
  billingInfo: {
    taxpayer: {
      taxpayerType: '2',
      documentType: '13',
      documentNumber: '1.020.304.050',
      ivaResponsible: false,
      electronicBiller: false,
      firstName: 'Camila',
      firstSurname: 'Ospina',
    },
    billingAddress: {
      departmentCode: '11',
      municipalityCode: '11001',
      zone: 'urban',
      address: 'Calle 72 # 10-34',
    },
    email: ' Camila@Example.co ',
  },
  payment: { token: 'a1b2c3', paymentMethodId: 'visa', issuerId: 1039 },
};

describe('checkoutRequestSchema', () => {
  test('fills defaults and normalizes (quantity 1, 1 installment, issuer as text, e-mail lower-cased)', () => {
    const parsed = z.parse(checkoutRequestSchema, checkout);
    expect(parsed.items[0]).toEqual({ planId: 'invoicing-basic-100', billingCycle: 'annual', quantity: 1 });
    expect(parsed.payment).toEqual({
      token: 'a1b2c3',
      paymentMethodId: 'visa',
      installments: 1,
      issuerId: '1039',
    });
    expect(parsed.billingInfo.email).toBe('camila@example.co');
    expect(parsed.billingInfo.taxpayer.documentNumber).toBe('1020304050');
  });

  test.each([
    [
      'a repeated plan',
      { items: [checkout.items[0], { planId: 'invoicing-basic-100', billingCycle: 'monthly' }] },
      'items.1.planId',
      'Este plan ya está en la compra.',
      'This plan is already in the purchase.',
    ],
    [
      '37 installments',
      { payment: { ...checkout.payment, installments: 37 } },
      'payment.installments',
      'Ingresa un número entre 1 y 36.',
      'Enter a number between 1 and 36.',
    ],
    [
      '11 units',
      { items: [{ ...checkout.items[0], quantity: 11 }] },
      'items.0.quantity',
      'Ingresa un número entre 1 y 10.',
      'Enter a number between 1 and 10.',
    ],
    [
      'a weekly cycle',
      { items: [{ ...checkout.items[0], billingCycle: 'weekly' }] },
      'items.0.billingCycle',
      'Elige una de las opciones disponibles.',
      'Choose one of the available options.',
    ],
    [
      'no token',
      { payment: { ...checkout.payment, token: ' ' } },
      'payment.token',
      'Este campo es obligatorio.',
      'This field is required.',
    ],
    [
      'a raw card number as payment method',
      { payment: { ...checkout.payment, paymentMethodId: '4013 5406' } },
      'payment.paymentMethodId',
      'Este valor no es válido.',
      'This value is not valid.',
    ],
  ])('rejects %s', (_label, change, field, messageEs, messageEn) => {
    const input = { ...checkout, ...change };
    expect(validate(checkoutRequestSchema, input, es)).toMatchObject({
      success: false,
      fieldErrors: { [field]: [messageEs] },
    });
    expect(validate(checkoutRequestSchema, input, en)).toMatchObject({
      success: false,
      fieldErrors: { [field]: [messageEn] },
    });
  });
});

describe('invoiceQuerySchema', () => {
  test('defaults: first page of 10, newest first', () => {
    expect(z.parse(invoiceQuerySchema, {})).toEqual({ page: 1, pageSize: 10, sort: '-created_at' });
  });
  test.each([['5'], ['10'], ['20'], ['25'], ['50'], ['100']])('page size %s is accepted', (size) => {
    expect(z.parse(invoiceQuerySchema, { pageSize: size }).pageSize).toBe(Number(size));
  });
  test.each([['7'], ['0'], ['200'], ['ten'], ['-5']])(
    'page size %s is refused with the list of sizes',
    (size) => {
      expect(validate(invoiceQuerySchema, { pageSize: size }, en)).toEqual({
        success: false,
        fieldErrors: { pageSize: ['Choose 5, 10, 20, 25, 50, 100 rows per page.'] },
      });
    },
  );
  test('statuses by comma or repetition; dates in order', () => {
    expect(z.parse(invoiceQuerySchema, { status: 'paid,unpaid' }).status).toEqual(['paid', 'unpaid']);
    expect(z.parse(invoiceQuerySchema, { status: ['paid', 'expired'] }).status).toEqual(['paid', 'expired']);
    expect(validate(invoiceQuerySchema, { from: '2026-03-01', to: '2026-02-28' }, es)).toEqual({
      success: false,
      fieldErrors: { to: ['La fecha final debe ser igual o posterior a la inicial.'] },
    });
    expect(validate(invoiceQuerySchema, { from: '2026-02-30' }, es)).toMatchObject({ success: false });
  });
});

describe('integrator, usage and billing-date schemas', () => {
  test('widget sessions: scopes deduplicated, 900 s by default, at most an hour', () => {
    expect(z.parse(widgetSessionRequestSchema, { scopes: ['invoices:read', 'invoices:read'] })).toEqual({
      scopes: ['invoices:read'],
      ttlSeconds: 900,
    });
    expect(validate(widgetSessionRequestSchema, { scopes: ['invoices:read'], ttlSeconds: 3601 }, en)).toEqual(
      {
        success: false,
        fieldErrors: { ttlSeconds: ['Enter a number between 60 and 3600.'] },
      },
    );
    expect(z.safeParse(widgetSessionRequestSchema, { scopes: ['usage:write'] }).success).toBe(false);
  });
  test('usage: 1 to 100,000 documents', () => {
    expect(
      z.safeParse(usageRequestSchema, {
        subscriptionId: '6F1D5E7A-0000-4000-8000-000000000001',
        documents: 3,
      }).success,
    ).toBe(true);
    expect(
      z.safeParse(usageRequestSchema, {
        subscriptionId: '6f1d5e7a-0000-4000-8000-000000000001',
        documents: 0,
      }).success,
    ).toBe(false);
  });
  test('a unified billing date needs a day from 1 to 28', () => {
    expect(validate(billingScheduleChangeSchema, { mode: 'unified' }, es)).toEqual({
      success: false,
      fieldErrors: { day: ['Este campo es obligatorio.'] },
    });
    expect(z.parse(billingScheduleChangeSchema, { mode: 'individual', acknowledge: true })).toEqual({
      mode: 'individual',
      acknowledge: true,
    });
    expect(z.safeParse(billingScheduleChangeSchema, { mode: 'unified', day: 29 }).success).toBe(false);
  });
});

describe('the card form’s postMessage contract', () => {
  test.each([
    [{ type: 'ready', height: 312 }],
    [{ type: 'change', complete: false, brand: 'visa' }],
    [{ type: 'token', token: 'f0e1', paymentMethodId: 'amex', lastFourDigits: '5283', installments: 3 }],
    [
      {
        type: 'error',
        code: 'validation_failed',
        message: 'Revisa los campos marcados.',
        fieldErrors: { cardNumber: ['Revisa el número de la tarjeta.'] },
      },
    ],
  ])('accepts %j', (message) => {
    expect(
      z.safeParse(cardFormMessageSchema, { source: CARD_FORM_MESSAGE_SOURCE, version: 1, ...message })
        .success,
    ).toBe(true);
  });
  test('ignores anything else', () => {
    expect(
      z.safeParse(cardFormMessageSchema, { source: 'other', version: 1, type: 'ready', height: 1 }).success,
    ).toBe(false);
    expect(
      z.safeParse(cardFormMessageSchema, {
        source: CARD_FORM_MESSAGE_SOURCE,
        version: 1,
        type: 'token',
        token: 'x',
      }).success,
    ).toBe(false);
  });
});

describe('payment webhooks and sandbox card tokens', () => {
  test('a notification is read loosely: Mercado Pago adds fields, the body may be empty', () => {
    const body = { type: 'payment', action: 'payment.updated', data: { id: 123 }, live_mode: false };
    expect(z.parse(paymentNotificationSchema, body)).toEqual(body);
    expect(z.parse(paymentNotificationSchema, undefined)).toBeUndefined();
    expect(z.safeParse(paymentNotificationSchema, { data: { id: true } }).success).toBe(false);
    expect(z.safeParse(paymentWebhookAnswerSchema, { received: true, outcome: 'applied' }).success).toBe(
      true,
    );
    expect(z.safeParse(paymentWebhookAnswerSchema, { received: false, outcome: 'applied' }).success).toBe(
      false,
    );
  });

  test('a card token request takes the expiry as typed and trims the code and name', () => {
    expect(
      z.parse(cardTokenRequestSchema, {
        cardNumber: '4013 5406 8274 6260',
        expirationMonth: '11',
        expirationYear: 2030,
        securityCode: ' 123 ',
        cardholder: { name: ' APRO ' },
      }),
    ).toEqual({
      cardNumber: '4013 5406 8274 6260',
      expirationMonth: 11,
      expirationYear: 2030,
      securityCode: '123',
      cardholder: { name: 'APRO' },
    });
  });

  test.each([
    [{ securityCode: '12a' }, 'securityCode', 'Este valor no es válido.', 'This value is not valid.'],
    [
      { cardholder: { name: ' ' } },
      'cardholder.name',
      'Este campo es obligatorio.',
      'This field is required.',
    ],
    [
      { cardNumber: '4'.repeat(41) },
      'cardNumber',
      'Revisa el número de la tarjeta.',
      'Check the card number.',
    ],
  ])('%j is refused on %s, in both languages', (change, field, spanish, english) => {
    const input = {
      cardNumber: '4013540682746260',
      expirationMonth: 11,
      expirationYear: 2030,
      securityCode: '123',
      cardholder: { name: 'APRO' },
      ...change,
    };
    expect(validate(cardTokenRequestSchema, input, es)).toMatchObject({
      success: false,
      fieldErrors: { [field]: [spanish] },
    });
    expect(validate(cardTokenRequestSchema, input, en)).toMatchObject({
      success: false,
      fieldErrors: { [field]: [english] },
    });
  });
});
