/**
 * Dates as a page writes and reads them in a text field: day first (`dd/mm/aaaa`) on a Spanish page,
 * month first (`mm/dd/yyyy`) on an English one, whatever the browser's language. Shared by the portal's
 * date field and the widgets' date filters, so both read a typed date the same way.
 * @module
 */

import { daysInMonth, type IsoDate, isIsoDate, isoDate } from './plain-date';

/** Which part of a date each of the three numbers a reader types stands for, in order. */
export type DateOrder = readonly ('d' | 'm' | 'y')[];

/**
 * The order of day, month and year in a date pattern of the catalogue: `dd/mm/aaaa` → day, month,
 * year; `mm/dd/yyyy` → month, day, year (the year's letter is `a` in Spanish, `y` in English).
 */
export function dateOrderOf(pattern: string): DateOrder {
  return pattern.split('/').map((part) => (part.startsWith('d') ? 'd' : part.startsWith('m') ? 'm' : 'y'));
}

const ISO = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * An ISO date as the page writes it: `2026-12-08` → `08/12/2026` (day first) or `12/08/2026` (month
 * first). Anything that is not an ISO date (what the reader is still typing) is returned as it is.
 */
export function dateText(value: string, order: DateOrder): string {
  const match = ISO.exec(value);
  if (!match) return value;
  const parts = { y: match[1], m: match[2], d: match[3] };
  return order.map((key) => parts[key]).join('/');
}

/**
 * What the reader typed, as an ISO date, when it is a whole and real date in the page's order
 * (`8/12/2026`, `08-12-2026` and `08.12.2026` alike) or in ISO order (`2026-12-08`: a four-digit
 * year first is never ambiguous, and it is what a pasted or autofilled value often is); `null`
 * otherwise (`31/02/2026`, `8/12`, `2026-02-31`).
 */
export function parseDateText(text: string, order: DateOrder): IsoDate | null {
  const trimmed = text.trim();
  if (ISO.test(trimmed)) return isIsoDate(trimmed) ? trimmed : null;
  const pieces = text.trim().split(/[/.\-\s]+/);
  if (pieces.length !== 3 || pieces.some((piece) => !/^\d{1,4}$/.test(piece))) return null;
  const value = (key: 'd' | 'm' | 'y') => Number(pieces[order.indexOf(key)]);
  const [day, month, year] = [value('d'), value('m'), value('y')];
  if (year < 1000 || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return isoDate(year, month, day);
}
