import { addDays, dayOfWeek, daysInMonth, type IsoDate, isoDate, parseIsoDate } from '@facturo/sdk/co';

/** The day a week starts on: 0 Sunday, 1 Monday. */
export type WeekStart = 0 | 1;

/**
 * The day a week starts on for a page's language: Monday on a Spanish page (Colombian wall calendars
 * and the clinic's week view), Sunday on an English one (the en-US calendar the catalogue writes for).
 */
export const weekStartOf = (locale: string): WeekStart => (locale.startsWith('es') ? 1 : 0);

/**
 * The weeks shown for the month holding `date`, each seven ISO dates starting on `weekStart`; days
 * of the months before and after fill the first and last weeks (they are shown dimmed).
 */
export function monthWeeks(date: IsoDate, weekStart: WeekStart): IsoDate[][] {
  const { year, month } = parseIsoDate(date);
  const first = isoDate(year, month, 1);
  const start = addDays(first, -((dayOfWeek(first) - weekStart + 7) % 7));
  const last = isoDate(year, month, daysInMonth(year, month));
  const weeks: IsoDate[][] = [];
  for (let day = start; day <= last; day = addDays(day, 7)) {
    weeks.push(Array.from({ length: 7 }, (_, offset) => addDays(day, offset)));
  }
  return weeks;
}

/**
 * The same day `months` months away, on the month's last day when it is shorter (31 March − 1 month
 * → 28 or 29 February).
 */
export function addMonths(date: IsoDate, months: number): IsoDate {
  const { year, month, day } = parseIsoDate(date);
  const index = year * 12 + (month - 1) + months;
  const nextYear = Math.floor(index / 12);
  const nextMonth = (index % 12) + 1;
  return isoDate(nextYear, nextMonth, Math.min(day, daysInMonth(nextYear, nextMonth)));
}

/** The limits a calendar keeps to (ISO dates, either may be absent). */
export interface DateLimits {
  min?: IsoDate | undefined;
  max?: IsoDate | undefined;
}

/** Whether a date is within the limits. */
export const isWithin = (date: IsoDate, { min, max }: DateLimits): boolean =>
  (!min || date >= min) && (!max || date <= max);

/** A date moved into the limits (the nearest limit when outside). */
export const clampDate = (date: IsoDate, { min, max }: DateLimits): IsoDate =>
  min && date < min ? min : max && date > max ? max : date;

/**
 * Where a key moves the focused day of a calendar grid (the WAI-ARIA date picker's keys): arrows a
 * day or a week, PageUp/PageDown a month (a year with Shift), Home/End the week's first and last day.
 * `null` for any other key. The result stays within the limits.
 */
export function movedDate(
  date: IsoDate,
  key: string,
  shift: boolean,
  weekStart: WeekStart,
  limits: DateLimits,
): IsoDate | null {
  const fromWeekStart = (dayOfWeek(date) - weekStart + 7) % 7;
  const step = (unit: 'day' | 'month', amount: number) =>
    clampDate(unit === 'day' ? addDays(date, amount) : addMonths(date, amount), limits);
  switch (key) {
    case 'ArrowLeft':
      return step('day', -1);
    case 'ArrowRight':
      return step('day', 1);
    case 'ArrowUp':
      return step('day', -7);
    case 'ArrowDown':
      return step('day', 7);
    case 'PageUp':
      return step('month', shift ? -12 : -1);
    case 'PageDown':
      return step('month', shift ? 12 : 1);
    case 'Home':
      return step('day', -fromWeekStart);
    case 'End':
      return step('day', 6 - fromWeekStart);
    default:
      return null;
  }
}
