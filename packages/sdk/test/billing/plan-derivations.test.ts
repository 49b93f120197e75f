import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  annualMonthlyEquivalent,
  annualSavingAmount,
  annualSavingPercent,
  cycleMonths,
  cyclePrice,
  documentsPerYear,
  monthlyUnitCost,
  pricePlan,
  renewsAutomatically,
  showSavingBadge,
  unitCost,
} from '../../src/billing/plan-derivations';
import { type Plan, pricedPlanSchema } from '../../src/schemas/plan.schema';
import { certificatePlan, invoicingPlan } from '../schemas/plan.fixtures';

describe('plan derivations', () => {
  // MiFacturaLegal's public table (colombia.md §6): annual price ÷ documents per year.
  test.each([
    { annualPrice: 180_000, documents: 100, unit: 1_800 },
    { annualPrice: 342_000, documents: 300, unit: 1_140 },
    { annualPrice: 474_000, documents: 1_200, unit: 395 },
    { annualPrice: 618_000, documents: 3_000, unit: 206 },
    { annualPrice: 980_000, documents: 10_000, unit: 98 },
    // 100_000 ÷ 3 = 33_333.3 → 33_333; 200_000 ÷ 3 = 66_666.7 → 66_667.
    { annualPrice: 100_000, documents: 3, unit: 33_333 },
    { annualPrice: 200_000, documents: 3, unit: 66_667 },
  ])(
    '$annualPrice for $documents documents a year → $unit per document',
    ({ annualPrice, documents, unit }) => {
      expect(unitCost({ annualPrice, documentsIncluded: documents, documentsPeriod: 'year' })).toBe(unit);
    },
  );

  test.each([
    { documentsIncluded: 100, documentsPeriod: 'month', perYear: 1_200 },
    { documentsIncluded: 100, documentsPeriod: 'year', perYear: 100 },
    { documentsIncluded: 0, documentsPeriod: 'month', perYear: 0 },
  ] as const)('$documentsIncluded per $documentsPeriod → $perYear a year', ({ perYear, ...documents }) => {
    expect(documentsPerYear(documents)).toBe(perYear);
  });

  test('a monthly allowance counts twelve times in the unit cost', () => {
    expect(unitCost({ annualPrice: 240_000, documentsIncluded: 100, documentsPeriod: 'month' })).toBe(200);
    expect(monthlyUnitCost({ monthlyPrice: 24_000, documentsIncluded: 100, documentsPeriod: 'month' })).toBe(
      240,
    );
  });

  test('no documents, no unit cost', () => {
    expect(unitCost({ annualPrice: 150_000, documentsIncluded: 0, documentsPeriod: 'year' })).toBeNull();
    expect(
      monthlyUnitCost({ monthlyPrice: 15_000, documentsIncluded: 0, documentsPeriod: 'year' }),
    ).toBeNull();
    expect(
      monthlyUnitCost({ monthlyPrice: null, documentsIncluded: 10, documentsPeriod: 'year' }),
    ).toBeNull();
  });

  test.each([
    { monthlyPrice: 20_000, annualPrice: 200_000, amount: 40_000, percent: 16, badge: true },
    { monthlyPrice: 15_000, annualPrice: 180_000, amount: 0, percent: 0, badge: false },
    // 1 % exactly earns the badge; 0.99 % does not.
    { monthlyPrice: 10_000, annualPrice: 118_800, amount: 1_200, percent: 1, badge: true },
    { monthlyPrice: 10_000, annualPrice: 118_812, amount: 1_188, percent: 0, badge: false },
    // 16.67 % is shown as 16 %: the badge never promises more than the saving.
    { monthlyPrice: 30_000, annualPrice: 300_000, amount: 60_000, percent: 16, badge: true },
    { monthlyPrice: 10_000, annualPrice: 130_000, amount: -10_000, percent: -8, badge: false },
    { monthlyPrice: null, annualPrice: 130_000, amount: null, percent: null, badge: false },
    { monthlyPrice: 0, annualPrice: 0, amount: 0, percent: null, badge: false },
  ])('monthly $monthlyPrice vs annual $annualPrice → saves $amount ($percent %), badge $badge', (row) => {
    expect(annualSavingAmount(row)).toBe(row.amount);
    expect(annualSavingPercent(row)).toBe(row.percent);
    expect(showSavingBadge(row)).toBe(row.badge);
  });

  test('the saving percent never exceeds the exact saving and is less than one point below it', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 5_000_000 }),
        fc.integer({ min: 0, max: 100_000_000 }),
        (monthly, annual) => {
          const percent = annualSavingPercent({ monthlyPrice: monthly, annualPrice: annual }) as number;
          const exact = ((monthly * 12 - annual) * 100) / (monthly * 12);
          expect(Math.abs(percent)).toBeLessThanOrEqual(Math.abs(exact) + 1e-9);
          expect(Math.abs(exact) - Math.abs(percent)).toBeLessThan(1);
        },
      ),
    );
  });

  test.each([
    { certificateValidityYears: undefined, cycle: 'monthly', months: 1 },
    { certificateValidityYears: undefined, cycle: 'annual', months: 12 },
    { certificateValidityYears: 2, cycle: 'annual', months: 24 },
  ] as const)('a $cycle payment with validity $certificateValidityYears covers $months months', (row) => {
    expect(cycleMonths(row, row.cycle)).toBe(row.months);
  });

  test.each([
    { annualPrice: 474_000, certificateValidityYears: undefined, equivalent: 39_500 },
    { annualPrice: 250_000, certificateValidityYears: 2, equivalent: 10_417 },
  ] as const)('annual $annualPrice is $equivalent a month', (row) => {
    expect(annualMonthlyEquivalent(row)).toBe(row.equivalent);
  });

  test.each([
    {
      ivaTreatment: 'iva_19',
      cycle: 'monthly',
      expected: { price: 15_000, iva: 2_850, total: 17_850, months: 1 },
    },
    {
      ivaTreatment: 'iva_19',
      cycle: 'annual',
      expected: { price: 150_000, iva: 28_500, total: 178_500, months: 12 },
    },
    {
      ivaTreatment: 'excluded',
      cycle: 'annual',
      expected: { price: 150_000, iva: 0, total: 150_000, months: 12 },
    },
  ] as const)('$cycle price with $ivaTreatment', ({ ivaTreatment, cycle, expected }) => {
    expect(cyclePrice({ monthlyPrice: 15_000, annualPrice: 150_000, ivaTreatment }, cycle)).toEqual(expected);
  });

  test('an annual-only plan has no monthly cycle', () => {
    expect(
      cyclePrice({ monthlyPrice: null, annualPrice: 150_000, ivaTreatment: 'iva_19' }, 'monthly'),
    ).toBeNull();
  });
});

describe('pricePlan', () => {
  test('derives every value of an invoicing plan, and the result satisfies the schema', () => {
    const priced = pricePlan(invoicingPlan);
    expect(priced).toEqual({
      ...invoicingPlan,
      documentsPerYear: 1_200,
      unitCost: 200,
      monthlyUnitCost: 240,
      annualMonthlyEquivalent: 20_000,
      annualSavingAmount: 48_000,
      annualSavingPercent: 16,
      showSavingBadge: true,
      extraDocumentPrice: 800,
      cycles: {
        monthly: { price: 24_000, iva: 4_560, total: 28_560, months: 1 },
        annual: { price: 240_000, iva: 45_600, total: 285_600, months: 12 },
      },
    });
    expect(pricedPlanSchema.parse(priced)).toEqual(priced);
  });

  test('a 2-year certificate: no documents, no monthly price, one payment for 24 months', () => {
    const priced = pricePlan(certificatePlan);
    expect(priced).toMatchObject({
      unitCost: null,
      monthlyUnitCost: null,
      annualSavingPercent: null,
      showSavingBadge: false,
      extraDocumentPrice: null,
      cycles: { monthly: null, annual: { price: 250_000, iva: 47_500, total: 297_500, months: 24 } },
    });
    expect(pricedPlanSchema.parse(priced)).toEqual(priced);
  });

  test('does not change the plan it is given', () => {
    const plan: Plan = structuredClone(invoicingPlan);
    pricePlan(plan);
    expect(plan).toEqual(invoicingPlan);
  });
});

describe('renewsAutomatically', () => {
  test.each([
    { plan: 'a monthly or annual plan', certificateValidityYears: undefined, renews: true },
    { plan: 'a 1-year certificate', certificateValidityYears: 1 as const, renews: false },
    { plan: 'a 2-year certificate', certificateValidityYears: 2 as const, renews: false },
  ])('$plan: $renews', ({ certificateValidityYears, renews }) => {
    expect(renewsAutomatically(certificateValidityYears ? { certificateValidityYears } : {})).toBe(renews);
  });
  test('the catalogue fixtures: the certificate is bought again, invoicing renews', () => {
    expect(renewsAutomatically(certificatePlan)).toBe(false);
    expect(renewsAutomatically(invoicingPlan)).toBe(true);
  });
});
