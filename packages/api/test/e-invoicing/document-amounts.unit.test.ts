import { describe, expect, test } from 'vitest';
import { documentAmounts } from '../../src/e-invoicing/document-amounts';
import type { DocumentLineInput } from '../../src/e-invoicing/document-input.types';

const line = (change: Partial<DocumentLineInput>): DocumentLineInput => ({
  code: 'plan',
  description: 'Plan',
  quantity: 1,
  unitPrice: 15_000,
  ivaTreatment: 'iva_19',
  ...change,
});

describe('document amounts', () => {
  test.each([
    {
      name: 'one line with IVA',
      lines: [line({})],
      expected: { subtotal: 15_000, taxableBase: 15_000, iva: 2_850, total: 17_850 },
    },
    {
      name: 'an IVA-excluded line is outside the taxable base',
      lines: [line({ ivaTreatment: 'excluded' })],
      expected: { subtotal: 15_000, taxableBase: 0, iva: 0, total: 15_000 },
    },
    {
      name: 'mixed lines, quantities',
      lines: [
        line({}),
        line({ quantity: 10, unitPrice: 800 }),
        line({ unitPrice: 150_000, ivaTreatment: 'excluded' }),
      ],
      expected: { subtotal: 173_000, taxableBase: 23_000, iva: 4_370, total: 177_370 },
    },
    {
      // 19 % of 50 is 9.5: half-up gives 10.
      name: 'IVA rounds half-up',
      lines: [line({ unitPrice: 50 })],
      expected: { subtotal: 50, taxableBase: 50, iva: 10, total: 60 },
    },
    {
      // A price list that rounds per unit: 3 × round(19 % of 49) = 3 × 9 = 27, where 19 % of 147 is 28.
      name: 'IVA given per unit, within a peso per unit',
      lines: [line({ quantity: 3, unitPrice: 49, iva: 27 })],
      expected: { subtotal: 147, taxableBase: 147, iva: 27, total: 174 },
    },
  ])('$name', ({ lines, expected }) => {
    const amounts = documentAmounts(lines);
    expect({
      subtotal: amounts.subtotal,
      taxableBase: amounts.taxableBase,
      iva: amounts.iva,
      total: amounts.total,
    }).toEqual(expected);
    expect(amounts.lines.map((item) => item.total)).toEqual(
      amounts.lines.map((item) => item.subtotal + item.iva),
    );
  });

  test.each([
    [[], /at least one line/],
    [[line({ quantity: 0 })], /quantity of line 1 must be a whole number ≥ 1/],
    [[line({}), line({ unitPrice: 99.5 })], /unit price of line 2/],
    [[line({ ivaTreatment: 'excluded', iva: 100 })], /IVA-excluded line makes it 0/],
    [[line({ iva: 2_000 })], /charges 2000 of IVA on 15000, but IVA at 19 % makes it 2850/],
  ] as const)('refuses %j', (lines, message) => {
    expect(() => documentAmounts(lines)).toThrow(message);
  });
});
