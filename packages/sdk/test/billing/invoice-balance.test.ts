import { describe, expect, test } from 'vitest';
import { invoiceBalance } from '../../src/billing/invoice-balance';

describe('invoiceBalance', () => {
  test.each([
    { case: 'unpaid', total: 45_000, creditApplied: 0, amountPaid: 0, balance: 45_000 },
    { case: 'partly paid', total: 45_000, creditApplied: 0, amountPaid: 20_000, balance: 25_000 },
    { case: 'paid', total: 45_000, creditApplied: 0, amountPaid: 45_000, balance: 0 },
    // A plan change: the old plan's unused days settle part of it, the card the rest.
    { case: 'credit and card', total: 45_000, creditApplied: 33_000, amountPaid: 12_000, balance: 0 },
    { case: 'credit, card pending', total: 45_000, creditApplied: 33_000, amountPaid: 0, balance: 12_000 },
    { case: 'never negative', total: 10_000, creditApplied: 12_000, amountPaid: 0, balance: 0 },
  ])('$case: $balance', ({ balance, ...invoice }) => {
    expect(invoiceBalance(invoice)).toBe(balance);
  });
});
