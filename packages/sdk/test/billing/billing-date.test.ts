import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  type BillingDateChangeInput,
  type BillingDateService,
  planBillingDateChange,
  prorationCost,
} from '../../src/billing/billing-date';
import { createI18n } from '../../src/i18n/create-i18n';
import type { BillingCycle } from '../../src/schemas/plan.schema';

const monthly: BillingDateService = {
  id: 'sub-invoicing',
  cycle: 'monthly',
  price: 30_000,
  nextDueDate: '2026-03-10',
  activationDate: '2026-01-10',
};
const annual: BillingDateService = {
  id: 'sub-payroll',
  cycle: 'annual',
  price: 360_000,
  nextDueDate: '2026-03-20',
  activationDate: '2025-03-20',
};
const base: BillingDateChangeInput = {
  services: [monthly, annual],
  currentMode: 'individual',
  mode: 'unified',
  day: 15,
  today: '2026-03-01',
};

describe('planBillingDateChange', () => {
  test('individual → unified on day 15: each service charged up to the 15th', () => {
    expect(planBillingDateChange(base)).toEqual({
      ok: true,
      mode: 'unified',
      day: 15,
      adjustments: [
        {
          id: 'sub-invoicing',
          cycle: 'monthly',
          currentNextDueDate: '2026-03-10',
          adjustmentDate: '2026-03-10',
          adjustmentDays: 5,
          adjustmentCost: 5_000,
          newNextDueDate: '2026-03-15',
        },
        {
          id: 'sub-payroll',
          cycle: 'annual',
          currentNextDueDate: '2026-03-20',
          adjustmentDate: '2026-03-20',
          adjustmentDays: 26,
          adjustmentCost: 26_000,
          newNextDueDate: '2026-04-15',
        },
      ],
      totalAdjustmentCost: 31_000,
    });
  });

  test('a service already on the day has no adjustment', () => {
    const result = planBillingDateChange({ ...base, day: 10, services: [monthly] });
    expect(result).toMatchObject({
      ok: true,
      adjustments: [
        { adjustmentDate: null, adjustmentDays: 0, adjustmentCost: 0, newNextDueDate: '2026-03-10' },
      ],
      totalAdjustmentCost: 0,
    });
  });

  test('a due date on the day of the change is still adjustable', () => {
    const result = planBillingDateChange({ ...base, services: [monthly], today: '2026-03-10' });
    expect(result).toMatchObject({ ok: true, adjustments: [{ adjustmentDays: 5 }] });
  });

  test('unified → individual with acknowledgement: back to each activation day (last day of short months)', () => {
    const services: BillingDateService[] = [
      { ...monthly, nextDueDate: '2026-03-15' },
      {
        id: 'sub-pos',
        cycle: 'monthly',
        price: 60_000,
        nextDueDate: '2026-02-15',
        activationDate: '2025-10-31',
      },
    ];
    const result = planBillingDateChange({
      services,
      currentMode: 'unified',
      mode: 'individual',
      today: '2026-02-01',
      acknowledge: true,
    });
    expect(result).toMatchObject({
      ok: true,
      mode: 'individual',
      day: null,
      adjustments: [
        {
          adjustmentDate: '2026-03-15',
          adjustmentDays: 26,
          adjustmentCost: 26_000,
          newNextDueDate: '2026-04-10',
        },
        {
          adjustmentDate: '2026-02-15',
          adjustmentDays: 13,
          adjustmentCost: 26_000,
          newNextDueDate: '2026-02-28',
        },
      ],
      totalAdjustmentCost: 52_000,
    });
  });

  test.each([{ acknowledge: undefined }, { acknowledge: false }])(
    'unified → individual without acknowledgement ($acknowledge) is an error result',
    ({ acknowledge }) => {
      expect(
        planBillingDateChange({
          ...base,
          currentMode: 'unified',
          mode: 'individual',
          day: undefined,
          acknowledge,
        }),
      ).toEqual({ ok: false, error: { code: 'billing_date_acknowledgement_required' } });
    },
  );

  test.each([0, 29, 31, 15.5, undefined])('unified day %s is out of range', (day) => {
    expect(planBillingDateChange({ ...base, day })).toEqual({
      ok: false,
      error: { code: 'billing_day_out_of_range', min: 1, max: 28 },
    });
  });

  test('an unpaid renewal must be paid first', () => {
    expect(planBillingDateChange({ ...base, today: '2026-03-11' })).toEqual({
      ok: false,
      error: { code: 'billing_date_service_overdue', ids: ['sub-invoicing'] },
    });
  });

  test('unified → unified on another day and individual → individual are plain changes', () => {
    expect(planBillingDateChange({ ...base, currentMode: 'unified', day: 1 })).toMatchObject({
      ok: true,
      day: 1,
    });
    expect(planBillingDateChange({ ...base, mode: 'individual', day: undefined })).toMatchObject({
      ok: true,
      totalAdjustmentCost: 0,
    });
  });

  test('no services, nothing to adjust', () => {
    expect(planBillingDateChange({ ...base, services: [] })).toEqual({
      ok: true,
      mode: 'unified',
      day: 15,
      adjustments: [],
      totalAdjustmentCost: 0,
    });
  });

  test('malformed input is a programming error and throws', () => {
    expect(() => planBillingDateChange({ ...base, today: '01/03/2026' })).toThrow(/YYYY-MM-DD/);
    expect(() => planBillingDateChange({ ...base, services: [{ ...monthly, price: -5 }] })).toThrow(
      RangeError,
    );
  });

  test('every adjustment lands on the chosen day, within one month, never negative', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 3_650 }),
        fc.integer({ min: 1, max: 28 }),
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.constantFrom<BillingCycle>('monthly', 'annual'),
        (offset, day, price, cycle) => {
          const nextDueDate = new Date(Date.UTC(2026, 0, 1 + offset)).toISOString().slice(0, 10);
          const service = { id: 's', cycle, price, nextDueDate, activationDate: '2025-01-01' };
          const result = planBillingDateChange({ ...base, services: [service], day, today: '2026-01-01' });
          if (!result.ok) throw new Error(result.error.code);
          const [adjustment] = result.adjustments;
          expect(Number(adjustment?.newNextDueDate.slice(8))).toBe(day);
          expect(adjustment?.adjustmentDays).toBeGreaterThanOrEqual(0);
          expect(adjustment?.adjustmentDays).toBeLessThanOrEqual(30);
          expect(adjustment?.adjustmentCost).toBe(
            prorationCost(price, cycle, adjustment?.adjustmentDays ?? -1),
          );
        },
      ),
    );
  });

  test.each([
    { code: 'billing_date_acknowledgement_required', values: {} },
    { code: 'billing_day_out_of_range', values: { min: 1, max: 28 } },
    { code: 'billing_date_service_overdue', values: {} },
  ])('error $code is translated in es and en', ({ code, values }) => {
    for (const locale of ['es', 'en'] as const) {
      const text = createI18n({ locale, document: null }).t(`errors.${code}`, values);
      expect(text).not.toContain(code);
      expect(text).not.toContain('{{');
    }
  });
});
