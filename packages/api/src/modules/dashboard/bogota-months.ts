import { daysInMonth, type IsoDate, isoDate, parseIsoDate } from '@facturo/sdk/co';

/** A calendar month, `YYYY-MM`. */
export type YearMonth = string;

/** `YYYY-MM` of a year and a month (1–12). */
const yearMonth = (year: number, month: number): YearMonth => `${year}-${String(month).padStart(2, '0')}`;

/**
 * The `count` months ending with the one holding `today`, oldest first.
 * @example lastMonths('2026-02-10', 3) // ['2025-12', '2026-01', '2026-02']
 */
export function lastMonths(today: IsoDate, count: number): YearMonth[] {
  const { year, month } = parseIsoDate(today);
  const last = year * 12 + (month - 1);
  return Array.from({ length: count }, (_, offset) => {
    const index = last - (count - 1) + offset;
    return yearMonth(Math.floor(index / 12), (index % 12) + 1);
  });
}

/**
 * The instant a month starts in Bogotá. Colombia keeps UTC−5 all year (no daylight saving since
 * 1993), so the offset is fixed; the SQL groups by `at time zone 'America/Bogota'` to match.
 */
export function bogotaMonthStart(month: YearMonth): Date {
  return new Date(`${month}-01T00:00:00-05:00`);
}

/** The first and last day of a month, as ISO dates. */
export function monthBounds(month: YearMonth): { first: IsoDate; last: IsoDate } {
  const { year, month: number } = parseIsoDate(`${month}-01`);
  return { first: isoDate(year, number, 1), last: isoDate(year, number, daysInMonth(year, number)) };
}
