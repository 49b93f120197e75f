import { describe, expect, test } from 'vitest';
import * as z from 'zod/mini';
import { createI18n } from '../../src/i18n/create-i18n';
import { checkoutPaymentSchema, payInvoiceRequestSchema } from '../../src/schemas/checkout.schema';
import {
  isPseIdNumber,
  psePaymentSchema,
  sandboxBankDecisionQuerySchema,
} from '../../src/schemas/pse.schema';
import { validate } from '../../src/validation/translate-issues';

const es = createI18n({ locale: 'es', document: null }).t;
const en = createI18n({ locale: 'en', document: null }).t;

const pse = {
  method: 'pse',
  bankCode: ' 1007 ',
  personType: 'natural',
  identification: { type: 'CC', number: '1020304050' },
  email: ' Pagos@Example.co ',
  returnUrl: 'https://www.example.co/pago',
};

describe('psePaymentSchema', () => {
  test('normalizes the bank code and the e-mail', () => {
    expect(z.parse(psePaymentSchema, pse)).toEqual({ ...pse, bankCode: '1007', email: 'pagos@example.co' });
  });

  test.each([
    [
      'a company without its NIT',
      { personType: 'juridica' },
      'identification.type',
      'Una empresa (persona jurídica) paga con su NIT.',
      'A company (legal entity) pays with its NIT.',
    ],
    [
      'a cédula with dots',
      { identification: { type: 'CC', number: '1.020.304' } },
      'identification.number',
      'Revisa el número de documento: solo números (sin puntos ni dígito de verificación) o, para otros documentos, letras y números.',
      'Check the ID number: digits only (no dots or check digit) or, for other documents, letters and digits.',
    ],
    [
      'no bank',
      { bankCode: '' },
      'bankCode',
      'Elige tu banco de la lista.',
      'Choose your bank from the list.',
    ],
    [
      'a return address that is not a web page',
      { returnUrl: 'javascript:alert(1)' },
      'returnUrl',
      'La dirección de regreso debe empezar por http:// o https://.',
      'The return address must start with http:// or https://.',
    ],
  ])('rejects %s, in Spanish and English', (_label, change, field, messageEs, messageEn) => {
    const input = { ...pse, ...change };
    expect(validate(psePaymentSchema, input, es)).toMatchObject({
      success: false,
      fieldErrors: { [field]: [messageEs] },
    });
    expect(validate(psePaymentSchema, input, en)).toMatchObject({
      success: false,
      fieldErrors: { [field]: [messageEn] },
    });
  });

  test('document formats', () => {
    expect(isPseIdNumber('NIT', '901456789')).toBe(true);
    expect(isPseIdNumber('NIT', '901456789-8')).toBe(false);
    expect(isPseIdNumber('CE', 'E12345')).toBe(true);
    expect(isPseIdNumber('CC', '123')).toBe(false);
  });
});

describe('checkoutPaymentSchema: a card or PSE', () => {
  test('a card needs no method; PSE says so; anything else is refused', () => {
    expect(z.parse(checkoutPaymentSchema, { token: 't', paymentMethodId: 'visa' })).toMatchObject({
      installments: 1,
    });
    expect(z.parse(checkoutPaymentSchema, pse).method).toBe('pse');
    expect(validate(checkoutPaymentSchema, { method: 'efecty' }, es)).toMatchObject({
      success: false,
      fieldErrors: { method: ['Elige cómo pagar: tarjeta o PSE.'] },
    });
  });

  test('save_card with PSE is refused: there is no card to keep', () => {
    expect(validate(payInvoiceRequestSchema, { payment: pse, saveCard: true }, en)).toMatchObject({
      success: false,
      fieldErrors: { saveCard: ['Only cards can be saved: there is no card to save with PSE.'] },
    });
  });
});

describe('sandboxBankDecisionQuerySchema', () => {
  test('a signed session and one of the four decisions', () => {
    const session = `1000000001.${'a'.repeat(64)}`;
    expect(z.parse(sandboxBankDecisionQuerySchema, { session, decision: 'abandon' }).decision).toBe(
      'abandon',
    );
    expect(z.safeParse(sandboxBankDecisionQuerySchema, { session: '1', decision: 'approve' }).success).toBe(
      false,
    );
    expect(z.safeParse(sandboxBankDecisionQuerySchema, { session, decision: 'steal' }).success).toBe(false);
  });
});
