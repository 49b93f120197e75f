/**
 * Calendar dates without a time or a zone ("plain dates"), written `YYYY-MM-DD`. Festivos, due dates
 * and subscription phases are calendar dates in Colombia; computing them from instants (`Date`) would
 * shift them by a day for anyone not in UTC−5. Arithmetic here runs on whole day numbers in UTC, so
 * it is exact everywhere. ISO dates compare correctly as strings (`'2026-01-31' < '2026-02-01'`).
 * @module
 */

/** A calendar date `YYYY-MM-DD` (years 0001–9999). */
export type IsoDate = string;

const PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const MS_PER_DAY = 86_400_000;

function utcDay(year: number, month: number, day: number): number {
  const date = new Date(0);
  // setUTCFullYear, unlike Date.UTC, does not turn years 0–99 into 1900–1999.
  date.setUTCFullYear(year, month - 1, day);
  return date.getTime() / MS_PER_DAY;
}

/** The year, month (1–12) and day of a valid ISO date; throws a `RangeError` for anything else. */
export function parseIsoDate(date: IsoDate): { year: number; month: number; day: number } {
  const match = PATTERN.exec(date);
  const [year, month, day] = match ? [Number(match[1]), Number(match[2]), Number(match[3])] : [0, 0, 0];
  if (year < 1 || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) {
    throw new RangeError(`Expected a calendar date written YYYY-MM-DD (e.g. 2026-07-20), got "${date}".`);
  }
  return { year, month, day };
}

/**
 * The dates the API stores and computes with. Far-off years are not a real need, and at the edge of
 * what databases and `Date` hold (year 9999 + one day is year 10000) they would fail deep inside a
 * query instead of being refused at the door.
 */
export const SUPPORTED_DATES = { from: '1900-01-01', to: '2999-12-31' } as const;

/** `true` when the ISO date (or the calendar day of an ISO instant) lies within {@link SUPPORTED_DATES}. */
export function isSupportedDate(value: string): boolean {
  const day = value.trim().slice(0, 10);
  return day >= SUPPORTED_DATES.from && day <= SUPPORTED_DATES.to;
}

/** `true` when `value` is a real calendar date written `YYYY-MM-DD` (`2026-02-30` is not). */
export function isIsoDate(value: unknown): value is IsoDate {
  if (typeof value !== 'string') return false;
  try {
    parseIsoDate(value);
    return true;
  } catch {
    return false;
  }
}

/** Days in a month (1–12) of a Gregorian year. */
export function daysInMonth(year: number, month: number): number {
  if (month === 2) return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0 ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** The ISO date of a year, month (1–12) and day; throws a `RangeError` if that day does not exist. */
export function isoDate(year: number, month: number, day: number): IsoDate {
  const text = `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  parseIsoDate(text);
  return text;
}

function toDayNumber(date: IsoDate): number {
  const { year, month, day } = parseIsoDate(date);
  return utcDay(year, month, day);
}

function fromDayNumber(dayNumber: number): IsoDate {
  const date = new Date(dayNumber * MS_PER_DAY);
  return isoDate(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate());
}

/**
 * `date` moved by a whole number of days (negative goes back).
 * @example addDays('2026-02-27', 2) // '2026-03-01'
 */
export function addDays(date: IsoDate, days: number): IsoDate {
  if (!Number.isInteger(days)) throw new RangeError(`addDays: days must be a whole number, got ${days}.`);
  return fromDayNumber(toDayNumber(date) + days);
}

/**
 * Calendar days from `from` to `to` (negative when `to` is earlier).
 * @example daysBetween('2026-01-31', '2026-03-01') // 29
 */
export function daysBetween(from: IsoDate, to: IsoDate): number {
  return toDayNumber(to) - toDayNumber(from);
}

/** Day of the week: 0 Sunday, 1 Monday, …, 6 Saturday. */
export function dayOfWeek(date: IsoDate): number {
  // Day 0 (1970-01-01) was a Thursday.
  return (((toDayNumber(date) + 4) % 7) + 7) % 7;
}

/**
 * The first date on or after `from` that falls on day-of-month `day` (1–31); in months shorter than
 * `day` the month's last day counts (day 31 falls on 30 April and 28 February).
 * @example nextDayOfMonth('2026-01-20', 15) // '2026-02-15'
 * @example nextDayOfMonth('2026-02-01', 31) // '2026-02-28'
 */
export function nextDayOfMonth(from: IsoDate, day: number): IsoDate {
  if (!Number.isInteger(day) || day < 1 || day > 31) {
    throw new RangeError(`nextDayOfMonth: day must be a whole number from 1 to 31, got ${day}.`);
  }
  const start = parseIsoDate(from);
  const inThisMonth = Math.min(day, daysInMonth(start.year, start.month));
  if (inThisMonth >= start.day) return isoDate(start.year, start.month, inThisMonth);
  const [year, month] = start.month === 12 ? [start.year + 1, 1] : [start.year, start.month + 1];
  return isoDate(year, month, Math.min(day, daysInMonth(year, month)));
}

let bogotaFormatter: Intl.DateTimeFormat | undefined;

/**
 * The calendar date in Colombia (America/Bogota) at an instant; by default, today. Use it to turn a
 * `Date` into the plain date the domain rules expect.
 */
export function dateInBogota(instant: Date = new Date()): IsoDate {
  bogotaFormatter ??= new Intl.DateTimeFormat('en-US', {
    timeZone: 'America/Bogota',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
  });
  const parts = Object.fromEntries(
    bogotaFormatter.formatToParts(instant).map((part) => [part.type, Number(part.value)]),
  );
  return isoDate(parts.year ?? Number.NaN, parts.month ?? Number.NaN, parts.day ?? Number.NaN);
}
