import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { changesNow, type PlanChangeInput, quotePlanChange } from '../../src/billing/plan-change';
import { addDays } from '../../src/co/plain-date';

// A month's cycle ending the day before the same day next month, as the API's cycle dates do.
const monthEnd = (start: string) => {
  const [y, m, d] = start.split('-').map(Number) as [number, number, number];
  const next = new Date(Date.UTC(y, m, d));
  return addDays(next.toISOString().slice(0, 10), -1);
};
const yearEnd = (start: string) => addDays(`${Number(start.slice(0, 4)) + 1}${start.slice(4)}`, -1);

const basic = { planId: 'fe-basico', cycle: 'monthly', price: 30_000, ivaTreatment: 'iva_19' } as const;
const pro = { planId: 'fe-pro', cycle: 'monthly', price: 60_000, ivaTreatment: 'iva_19' } as const;
const proAnnual = { planId: 'fe-pro', cycle: 'annual', price: 600_000, ivaTreatment: 'iva_19' } as const;

// A 30-day paid period (18 February to 19 March 2026): calendar and commercial days agree.
const input = (over: Partial<PlanChangeInput> = {}): PlanChangeInput => ({
  current: { ...basic, periodStart: '2026-02-18', activeUntil: '2026-03-19' },
  target: { ...pro, cycleEnd: monthEnd },
  today: '2026-03-10',
  ...over,
});

describe('quotePlanChange', () => {
  test('an upgrade in the same cycle credits the unused days and charges the new plan for them', () => {
    const quote = quotePlanChange(input());
    expect(quote).toEqual({
      ok: true,
      timing: 'now',
      effectiveDate: '2026-03-10',
      credit: { days: 10, subtotal: 10_000, iva: 1_900, total: 11_900 },
      charge: {
        days: 10,
        subtotal: 20_000,
        iva: 3_800,
        total: 23_800,
        periodStart: '2026-03-10',
        periodEnd: '2026-03-19',
      },
      amountDue: 11_900,
      activeUntil: '2026-03-19',
    });
  });

  test('monthly → annual starts a full year today and credits the unused month', () => {
    const quote = quotePlanChange(input({ target: { ...proAnnual, cycleEnd: yearEnd } }));
    if (!quote.ok) throw new Error(quote.error.code);
    expect(quote.timing).toBe('now');
    expect(quote.charge).toMatchObject({
      subtotal: 600_000,
      periodStart: '2026-03-10',
      periodEnd: '2027-03-09',
    });
    expect(quote.credit.subtotal).toBe(10_000);
    expect(quote.activeUntil).toBe('2027-03-09');
    expect(quote.amountDue).toBe(714_000 - 11_900);
  });

  test.each([
    [
      'a cheaper plan',
      { ...pro, periodStart: '2026-02-18', activeUntil: '2026-03-19' },
      { ...basic, cycleEnd: monthEnd },
    ],
    [
      'annual → monthly',
      { ...proAnnual, periodStart: '2026-01-01', activeUntil: '2026-12-31' },
      { ...pro, cycleEnd: monthEnd },
    ],
  ])('%s waits for the renewal: nothing is credited or paid now', (_, current, target) => {
    const quote = quotePlanChange(input({ current, target }));
    if (!quote.ok) throw new Error(quote.error.code);
    expect(quote.timing).toBe('next_renewal');
    expect(quote.effectiveDate).toBe(addDays(current.activeUntil, 1));
    expect(quote.amountDue).toBe(0);
    expect(quote.credit.total).toBe(0);
    expect(quote.charge.subtotal).toBe(target.price);
    expect(quote.activeUntil).toBe(current.activeUntil);
  });

  test.each([
    ['the same plan and cycle', input({ target: { ...basic, cycleEnd: monthEnd } }), 'plan_change_same_plan'],
    ['a period already over', input({ today: '2026-03-20' }), 'subscription_not_active'],
  ])('refuses %s', (_, request, code) => {
    expect(quotePlanChange(request)).toEqual({ ok: false, error: { code } });
  });

  test.each([
    // [period, today, activeUntil, cycle, commercial days credited]
    ['a whole 31-day month left', '2026-03-01', '2026-03-01', '2026-03-31', 'monthly', 30],
    ['30 of 31 days left (one used)', '2026-03-01', '2026-03-02', '2026-03-31', 'monthly', 29],
    ['10 of February’s 28 days left', '2026-02-01', '2026-02-19', '2026-02-28', 'monthly', 11],
    ['the last day of a month', '2026-03-01', '2026-03-31', '2026-03-31', 'monthly', 1],
    ['a whole 365-day year left', '2026-01-01', '2026-01-01', '2026-12-31', 'annual', 360],
    ['360 of 365 days left (five used)', '2026-01-01', '2026-01-06', '2026-12-31', 'annual', 355],
    ['a leap year half used', '2028-01-01', '2028-07-02', '2028-12-31', 'annual', 180],
  ] as const)(
    'credits %s as its share of the cycle’s base days',
    (_, periodStart, today, activeUntil, cycle, days) => {
      const current = cycle === 'monthly' ? basic : { ...basic, cycle, price: 360_000 };
      const target =
        cycle === 'monthly'
          ? { ...pro, cycleEnd: monthEnd }
          : { ...proAnnual, price: 720_000, cycleEnd: yearEnd };
      const quote = quotePlanChange({ current: { ...current, periodStart, activeUntil }, target, today });
      if (!quote.ok) throw new Error(quote.error.code);
      // Both prices are 1,000 pesos a commercial day (before IVA), so the subtotal is the day count.
      expect(quote.credit).toMatchObject({ days, subtotal: days * 1_000 });
    },
  );

  test('the credit never exceeds what the period cost, and grows as days are left', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 364 }), fc.integer({ min: 0, max: 363 }), (used, more) => {
        const periodStart = '2026-01-01';
        const activeUntil = '2026-12-31';
        const quoteOn = (usedDays: number) => {
          const quote = quotePlanChange({
            current: { ...proAnnual, periodStart, activeUntil },
            target: { ...proAnnual, planId: 'fe-max', price: 1_200_000, cycleEnd: yearEnd },
            today: addDays(periodStart, usedDays),
          });
          if (!quote.ok) throw new Error(quote.error.code);
          return quote.credit.subtotal;
        };
        const credit = quoteOn(used);
        expect(credit).toBeLessThanOrEqual(proAnnual.price);
        expect(quoteOn(Math.min(364, used + more))).toBeLessThanOrEqual(credit);
      }),
    );
  });

  test('changesNow: only a dearer plan in the same cycle, or monthly → annual', () => {
    expect(changesNow(basic, pro)).toBe(true);
    expect(changesNow(pro, basic)).toBe(false);
    expect(changesNow(basic, proAnnual)).toBe(true);
    expect(changesNow(proAnnual, pro)).toBe(false);
  });

  test('an upgrade never pays back, and what is due is the charge less the credit', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 29 }),
        fc.integer({ min: 1_000, max: 5_000_000 }),
        fc.integer({ min: 1, max: 5_000_000 }),
        (left, price, extra) => {
          const quote = quotePlanChange({
            // A paid period of 30 days, `left + 1` of them still ahead.
            current: {
              ...basic,
              price,
              periodStart: addDays('2026-03-01', left - 29),
              activeUntil: addDays('2026-03-01', left),
            },
            target: { ...pro, price: price + extra, cycleEnd: monthEnd },
            today: '2026-03-01',
          });
          if (!quote.ok) throw new Error(quote.error.code);
          expect(quote.amountDue).toBeGreaterThanOrEqual(0);
          expect(quote.amountDue).toBe(quote.timing === 'now' ? quote.charge.total - quote.credit.total : 0);
          expect(quote.credit.days).toBe(quote.timing === 'now' ? left + 1 : 0);
        },
      ),
    );
  });
});
