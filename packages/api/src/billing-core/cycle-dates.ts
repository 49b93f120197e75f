import { addDays, daysInMonth, type IsoDate, isoDate, parseIsoDate } from '@facturo/sdk/co';

/**
 * The date `months` months after `from`, on day `anchorDay` of that month (the month's last day
 * when shorter): a subscription activated on 31 January renews on 28 February, then 31 March.
 * @example addMonthsOnDay('2026-01-31', 1, 31) // '2026-02-28'
 */
export function addMonthsOnDay(from: IsoDate, months: number, anchorDay: number): IsoDate {
  const { year, month } = parseIsoDate(from);
  const index = year * 12 + (month - 1) + months;
  const targetYear = Math.floor(index / 12);
  const targetMonth = (index % 12) + 1;
  return isoDate(targetYear, targetMonth, Math.min(anchorDay, daysInMonth(targetYear, targetMonth)));
}

/**
 * The last paid day of a cycle of `months` starting on `start` for a subscription anchored on
 * `anchorDay`: the day before the next anchor date.
 * @example cycleEnd('2026-03-10', 1, 10) // '2026-04-09'
 */
export function cycleEnd(start: IsoDate, months: number, anchorDay: number): IsoDate {
  return addDays(addMonthsOnDay(start, months, anchorDay), -1);
}
