import { addDays, daysInMonth, parseIsoDate } from '@facturo/sdk/co';
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { addMonthsOnDay, cycleEnd } from '../../src/billing-core/cycle-dates';
import { invoiceSearchText, normalizeForSearch, searchQuery } from '../../src/billing-core/invoice-search';
import { canMove } from '../../src/billing-core/payment-recorder';
import { WebhookSignatureError } from '../../src/payment-providers/payment-provider';
import { cardBrand, cardDigits, luhnValid } from '../../src/payment-providers/sandbox/card-number';
import { outcomeForName, SANDBOX_OUTCOMES } from '../../src/payment-providers/sandbox/sandbox-outcomes';
import { signWebhook, verifyWebhookSignature } from '../../src/payment-providers/webhook-signature';

const checkDigit = (body: string) => {
  for (let digit = 0; digit <= 9; digit++) if (luhnValid(`${body}${digit}`)) return digit;
  throw new Error('no check digit');
};

describe('card numbers', () => {
  test.each([
    ['5254 1336 7440 3564', 'master'],
    ['4013 5406 8274 6260', 'visa'],
    ['3743 781877 55283', 'amex'],
    ['2223 0000 4841 0010', 'master'],
    ['6011 1111 1111 1117', null],
    ['4013 5406 8274 626', null],
  ])('%s is %s', (number, brand) => {
    const digits = cardDigits(number) as string;
    expect(cardBrand(digits)).toBe(brand);
  });

  test('every test card passes the Luhn check', () => {
    for (const number of ['5254133674403564', '4013540682746260', '374378187755283'])
      expect(luhnValid(number)).toBe(true);
  });

  test('a number with its Luhn digit is valid, and changing any one digit makes it invalid', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^\d{11,18}$/),
        fc.nat(),
        fc.integer({ min: 1, max: 9 }),
        (body, position, delta) => {
          const number = `${body}${checkDigit(body)}`;
          expect(luhnValid(number)).toBe(true);
          const index = position % number.length;
          const changed = `${number.slice(0, index)}${(Number(number[index]) + delta) % 10}${number.slice(index + 1)}`;
          expect(luhnValid(changed)).toBe(false);
        },
      ),
    );
  });

  test.each([['4013-5406-8274-6260'], ['4013540682746260']])('%s is read as digits', (typed) => {
    expect(cardDigits(typed)).toBe('4013540682746260');
  });
  test.each([['4013 5406 8274 626O'], ['12345'], ['']])('%j is not a card number', (typed) => {
    expect(cardDigits(typed)).toBeNull();
  });
});

describe('sandbox outcomes', () => {
  test.each(Object.entries(SANDBOX_OUTCOMES))('%s → %j', (name, outcome) => {
    expect(outcomeForName(`${name.toLowerCase()} Pérez`)).toBe(name);
    expect(SANDBOX_OUTCOMES[outcomeForName(name)]).toEqual(outcome);
  });
  test('any other name is approved', () => {
    expect(outcomeForName('María José Ospina')).toBe('APRO');
  });
});

describe('cycle dates', () => {
  test.each([
    ['2026-01-31', 1, 31, '2026-02-28'],
    ['2026-02-28', 1, 31, '2026-03-31'],
    ['2024-01-31', 1, 31, '2024-02-29'],
    ['2026-03-10', 12, 10, '2027-03-10'],
    ['2026-11-15', 3, 15, '2027-02-15'],
    ['2026-03-10', 24, 10, '2028-03-10'],
  ])('%s + %i months on day %i is %s', (from, months, anchor, expected) => {
    expect(addMonthsOnDay(from, months, anchor)).toBe(expected);
  });

  test('a cycle ends the day before the next anchor date, and cycles tile without gaps', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2024, max: 2030 }),
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 1, max: 31 }),
        (year, month, anchor) => {
          const start = `${year}-${String(month).padStart(2, '0')}-${String(Math.min(anchor, daysInMonth(year, month))).padStart(2, '0')}`;
          const end = cycleEnd(start, 1, anchor);
          const next = addDays(end, 1);
          expect(parseIsoDate(next).day).toBe(
            Math.min(anchor, daysInMonth(parseIsoDate(next).year, parseIsoDate(next).month)),
          );
          expect(cycleEnd(next, 1, anchor) > end).toBe(true);
        },
      ),
    );
  });
});

describe('invoice search', () => {
  test.each([
    ['Nómina electrónica · Básico', 'nomina electronica basico'],
    ['FCT-1024', 'fct 1024'],
    ['  ÁÉÍÓÚ ñ Ü  ', 'aeiou n u'],
  ])('normalizes %j to %j', (text, normalized) => {
    expect(normalizeForSearch(text)).toBe(normalized);
  });
  test.each([
    ['nómina 50', 'nomina:* & 50:*'],
    ['FCT1024', 'fct1024:*'],
    ["'; drop table", 'drop:* & table:*'],
    ['  ', null],
  ])('%j searches %j', (typed, query) => {
    expect(searchQuery(typed)).toBe(query);
  });
  test('an invoice is found by its number, its digits and its concepts', () => {
    expect(invoiceSearchText('FCT1024', ['Nómina electrónica', 'Electronic payroll'])).toBe(
      'fct1024 1024 nomina electronica electronic payroll',
    );
  });
});

describe('payment status moves', () => {
  test.each([
    ['pending', 'in_process', true],
    ['pending', 'approved', true],
    ['in_process', 'approved', true],
    ['in_process', 'rejected', true],
    ['approved', 'in_process', false],
    ['approved', 'pending', false],
    ['approved', 'rejected', false],
    ['rejected', 'approved', false],
    ['approved', 'refunded', true],
    ['in_process', 'refunded', false],
    ['approved', 'approved', true],
  ] as const)('%s → %s: %s', (from, to, allowed) => {
    expect(canMove(from, to)).toBe(allowed);
  });
});

describe('webhook signatures (Mercado Pago scheme)', () => {
  const now = new Date('2026-07-01T12:00:00Z');
  const request = (headers: Record<string, string>, id = '1234567') => ({
    headers,
    query: { 'data.id': id, type: 'payment' },
    body: { type: 'payment', data: { id } },
  });
  test('a signed notification verifies and names its payment', () => {
    expect(verifyWebhookSignature(request(signWebhook('s3cret', '1234567', now)), 's3cret', now, 300)).toBe(
      '1234567',
    );
  });
  test.each([
    ['another secret', signWebhook('other', '1234567', now), now],
    ['another payment', signWebhook('s3cret', '7654321', now), now],
    ['an old timestamp', signWebhook('s3cret', '1234567', new Date(now.getTime() - 301_000)), now],
    ['no signature', {}, now],
  ])('%s is refused', (_label, headers, at) => {
    expect(() =>
      verifyWebhookSignature(request(headers as Record<string, string>), 's3cret', at, 300),
    ).toThrow(WebhookSignatureError);
  });
  test('a signed notification about something else than a payment is ignored', () => {
    const headers = signWebhook('s3cret', '1234567', now);
    expect(
      verifyWebhookSignature(
        {
          headers,
          query: { 'data.id': '1234567', type: 'merchant_order' },
          body: { type: 'merchant_order' },
        },
        's3cret',
        now,
        300,
      ),
    ).toBeNull();
  });
});
