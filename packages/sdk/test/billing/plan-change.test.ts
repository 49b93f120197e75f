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

const input = (over: Partial<PlanChangeInput> = {}): PlanChangeInput => ({
  current: { ...basic, activeUntil: '2026-03-19' },
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
    ['a cheaper plan', { ...pro, activeUntil: '2026-03-19' }, { ...basic, cycleEnd: monthEnd }],
    ['annual → monthly', { ...proAnnual, activeUntil: '2026-12-31' }, { ...pro, cycleEnd: monthEnd }],
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

  test('a 31-day month credits at most 30 days, never more than was paid', () => {
    const quote = quotePlanChange(
      input({ current: { ...basic, activeUntil: '2026-03-31' }, today: '2026-03-01' }),
    );
    if (!quote.ok) throw new Error(quote.error.code);
    expect(quote.credit).toMatchObject({ days: 30, subtotal: 30_000 });
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
            current: { ...basic, price, activeUntil: addDays('2026-03-01', left) },
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
