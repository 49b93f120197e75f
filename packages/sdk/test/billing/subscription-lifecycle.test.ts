import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  daysRemaining,
  extraDocuments,
  extraDocumentsCharge,
  phaseCutoffs,
  reconnectionFee,
  renewalDueDate,
  SUBSCRIPTION_RULES,
  subscriptionPhase,
  subscriptionTimeline,
} from '../../src/billing/subscription-lifecycle';
import { addDays } from '../../src/co/plain-date';
import { SUBSCRIPTION_PHASES } from '../../src/schemas/billing.constants';

const activeUntil = '2026-03-31';

describe('subscription lifecycle', () => {
  test('the rules', () => {
    expect(SUBSCRIPTION_RULES).toEqual({
      renewalDays: 5,
      graceDays: 10,
      cancellationDays: 15,
      reconnectionFee: 15_000,
      extraDocumentPrice: 800,
    });
    expect(Object.isFrozen(SUBSCRIPTION_RULES)).toBe(true);
  });

  test.each([
    { today: '2026-01-01', phase: 'active', remaining: 89 },
    { today: '2026-03-25', phase: 'active', remaining: 6 },
    { today: '2026-03-26', phase: 'renewal_due', remaining: 5 },
    { today: '2026-03-31', phase: 'renewal_due', remaining: 0 },
    { today: '2026-04-01', phase: 'grace', remaining: 0 },
    { today: '2026-04-10', phase: 'grace', remaining: 0 },
    { today: '2026-04-11', phase: 'suspended', remaining: 0 },
    { today: '2026-04-15', phase: 'suspended', remaining: 0 },
    { today: '2026-04-16', phase: 'cancelled', remaining: 0 },
    { today: '2027-01-01', phase: 'cancelled', remaining: 0 },
  ])('on $today: $phase, $remaining days remaining', ({ today, phase, remaining }) => {
    expect(subscriptionPhase(activeUntil, today)).toBe(phase);
    expect(daysRemaining(activeUntil, today)).toBe(remaining);
  });

  test('the timeline of a subscription', () => {
    expect(subscriptionTimeline(activeUntil)).toEqual({
      renewalDueFrom: '2026-03-26',
      graceFrom: '2026-04-01',
      suspendedFrom: '2026-04-11',
      cancelledFrom: '2026-04-16',
    });
  });

  test('phases come in order as days pass, each starting on its timeline date', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 20_000 }), fc.integer({ min: -60, max: 60 }), (start, offset) => {
        const until = addDays('2000-01-01', start);
        const today = addDays(until, offset);
        const tomorrow = addDays(today, 1);
        const rank = (date: string) => SUBSCRIPTION_PHASES.indexOf(subscriptionPhase(until, date));
        expect(rank(tomorrow)).toBeGreaterThanOrEqual(rank(today));
        expect(rank(tomorrow) - rank(today)).toBeLessThanOrEqual(1);
        const timeline = subscriptionTimeline(until);
        expect(timeline.renewalDueFrom < timeline.graceFrom).toBe(true);
        expect(timeline.graceFrom < timeline.suspendedFrom).toBe(true);
        expect(timeline.suspendedFrom < timeline.cancelledFrom).toBe(true);
      }),
    );
  });

  test('phase cutoffs: the latest last paid day in each phase on a given day', () => {
    expect(phaseCutoffs('2026-04-12')).toEqual({
      renewalDue: '2026-04-17',
      grace: '2026-04-11',
      suspended: '2026-04-01',
      cancelled: '2026-03-27',
    });
  });

  test('a subscription has reached a phase exactly when its last paid day is on or before the cutoff', () => {
    const reached = {
      renewalDue: 'renewal_due',
      grace: 'grace',
      suspended: 'suspended',
      cancelled: 'cancelled',
    };
    const rules = fc.record({
      renewalDays: fc.integer({ min: 0, max: 30 }),
      graceDays: fc.integer({ min: 0, max: 30 }),
      extraDays: fc.integer({ min: 1, max: 30 }),
    });
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 20_000 }),
        fc.integer({ min: -90, max: 90 }),
        rules,
        (start, offset, { renewalDays, graceDays, extraDays }) => {
          const custom = {
            ...SUBSCRIPTION_RULES,
            renewalDays,
            graceDays,
            cancellationDays: graceDays + extraDays,
          };
          const until = addDays('2000-01-01', start);
          const today = addDays(until, offset);
          const cutoffs = phaseCutoffs(today, custom);
          const rank = SUBSCRIPTION_PHASES.indexOf(subscriptionPhase(until, today, custom));
          for (const [cutoff, phase] of Object.entries(reached) as [keyof typeof reached, string][]) {
            expect(until <= cutoffs[cutoff]).toBe(rank >= SUBSCRIPTION_PHASES.indexOf(phase as never));
          }
        },
      ),
    );
  });

  test('custom rules', () => {
    const rules = { ...SUBSCRIPTION_RULES, renewalDays: 10, graceDays: 3, cancellationDays: 30 };
    expect(subscriptionPhase(activeUntil, '2026-03-21', rules)).toBe('renewal_due');
    expect(subscriptionPhase(activeUntil, '2026-04-04', rules)).toBe('suspended');
    expect(subscriptionPhase(activeUntil, '2026-05-01', rules)).toBe('cancelled');
  });

  test.each([
    { phase: 'active', fee: 0 },
    { phase: 'renewal_due', fee: 0 },
    { phase: 'grace', fee: 0 },
    { phase: 'suspended', fee: 15_000 },
    { phase: 'cancelled', fee: 0 },
  ] as const)('paying while $phase adds $fee', ({ phase, fee }) => {
    expect(reconnectionFee(phase)).toBe(fee);
  });

  test.each([
    { used: 105, included: 100, extra: 5, charge: 4_000 },
    { used: 100, included: 100, extra: 0, charge: 0 },
    { used: 3, included: 100, extra: 0, charge: 0 },
    { used: 1, included: 0, extra: 1, charge: 800 },
  ])('$used used of $included → $extra extra, $charge COP', ({ used, included, extra, charge }) => {
    expect(extraDocuments(used, included)).toBe(extra);
    expect(extraDocumentsCharge(used, included)).toBe(charge);
  });

  test.each([
    { used: -1, included: 0 },
    { used: 1.5, included: 0 },
    { used: 1, included: Number.NaN },
  ])('rejects used $used, included $included', ({ used, included }) => {
    expect(() => extraDocumentsCharge(used, included)).toThrow(/whole number/);
  });

  test('rejects a malformed date', () => {
    expect(() => subscriptionPhase('31/03/2026', '2026-03-01')).toThrow(/YYYY-MM-DD/);
  });
});

describe('renewalDueDate', () => {
  test.each([
    ['2026-12-02', '2026-12-03'],
    ['2026-02-28', '2026-03-01'],
    ['2028-02-28', '2028-02-29'],
    ['2026-12-31', '2027-01-01'],
  ] as const)('paid through %s: charged on %s, the first day of the renewed period', (activeUntil, due) => {
    expect(renewalDueDate(activeUntil)).toBe(due);
  });
});
