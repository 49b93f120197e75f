import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  addDays,
  dateInBogota,
  dayOfWeek,
  daysBetween,
  daysInMonth,
  isIsoDate,
  isoDate,
  nextDayOfMonth,
  parseIsoDate,
} from '../../src/co/plain-date';

describe('plain dates', () => {
  test.each([
    { value: '2026-07-20', valid: true },
    { value: '2024-02-29', valid: true },
    { value: '2026-02-29', valid: false },
    { value: '1900-02-29', valid: false },
    { value: '2000-02-29', valid: true },
    { value: '2026-04-31', valid: false },
    { value: '2026-13-01', valid: false },
    { value: '2026-7-20', valid: false },
    { value: '2026-07-20T00:00:00Z', valid: false },
    { value: '0000-01-01', valid: false },
    { value: 20260720, valid: false },
  ])('isIsoDate($value) → $valid', ({ value, valid }) => {
    expect(isIsoDate(value)).toBe(valid);
  });

  test('parseIsoDate explains the expected format', () => {
    expect(parseIsoDate('2026-07-20')).toEqual({ year: 2026, month: 7, day: 20 });
    expect(() => parseIsoDate('20/07/2026')).toThrow(/YYYY-MM-DD/);
  });

  test('isoDate pads and validates', () => {
    expect(isoDate(26, 7, 9)).toBe('0026-07-09');
    expect(() => isoDate(2026, 2, 30)).toThrow(RangeError);
  });

  test.each([
    { year: 2026, month: 2, days: 28 },
    { year: 2028, month: 2, days: 29 },
    { year: 2026, month: 4, days: 30 },
    { year: 2026, month: 12, days: 31 },
  ])('$year-$month has $days days', ({ year, month, days }) => {
    expect(daysInMonth(year, month)).toBe(days);
  });

  test.each([
    { date: '2026-02-27', days: 2, result: '2026-03-01' },
    { date: '2026-12-31', days: 1, result: '2027-01-01' },
    { date: '2024-03-01', days: -1, result: '2024-02-29' },
    { date: '2026-07-20', days: 0, result: '2026-07-20' },
    { date: '1969-12-31', days: 1, result: '1970-01-01' },
  ])('addDays($date, $days) → $result', ({ date, days, result }) => {
    expect(addDays(date, days)).toBe(result);
    expect(daysBetween(date, result)).toBe(days);
  });

  test('addDays rejects fractions of a day', () => {
    expect(() => addDays('2026-07-20', 0.5)).toThrow(/whole number/);
  });

  test.each([
    { date: '1970-01-01', weekday: 4 },
    { date: '2026-07-20', weekday: 1 },
    { date: '2026-07-19', weekday: 0 },
    { date: '1969-12-27', weekday: 6 },
  ])('$date is weekday $weekday', ({ date, weekday }) => {
    expect(dayOfWeek(date)).toBe(weekday);
  });

  test.each([
    { from: '2026-01-20', day: 15, result: '2026-02-15' },
    { from: '2026-01-15', day: 15, result: '2026-01-15' },
    { from: '2026-01-10', day: 15, result: '2026-01-15' },
    { from: '2026-12-20', day: 1, result: '2027-01-01' },
    { from: '2026-02-01', day: 31, result: '2026-02-28' },
    { from: '2026-04-30', day: 31, result: '2026-04-30' },
    { from: '2026-01-31', day: 30, result: '2026-02-28' },
  ])('nextDayOfMonth($from, $day) → $result', ({ from, day, result }) => {
    expect(nextDayOfMonth(from, day)).toBe(result);
  });

  test.each([0, 32, 1.5])('nextDayOfMonth rejects day %s', (day) => {
    expect(() => nextDayOfMonth('2026-01-01', day)).toThrow(/1 to 31/);
  });

  test('adding and subtracting days round-trips', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -200_000, max: 200_000 }),
        fc.integer({ min: -5_000, max: 5_000 }),
        (start, step) => {
          const from = addDays('2000-01-01', start);
          expect(addDays(addDays(from, step), -step)).toBe(from);
          expect(daysBetween(from, addDays(from, step))).toBe(step);
        },
      ),
    );
  });

  test.each([
    // 04:59 UTC is still the previous evening in Bogotá (UTC−5); 05:00 UTC is midnight there.
    { instant: '2026-07-20T04:59:59Z', date: '2026-07-19' },
    { instant: '2026-07-20T05:00:00Z', date: '2026-07-20' },
    { instant: '2026-12-31T23:30:00-05:00', date: '2026-12-31' },
  ])('dateInBogota($instant) → $date', ({ instant, date }) => {
    expect(dateInBogota(new Date(instant))).toBe(date);
  });

  test('dateInBogota defaults to now', () => {
    expect(isIsoDate(dateInBogota())).toBe(true);
  });
});
