/**
 * Cells for spreadsheets opened in Colombia: CSV fields Excel set up for es-CO splits into columns,
 * and dates and times as Bogotá's wall clock, day first.
 * @module
 */

import type { IsoDate } from './plain-date';

/**
 * The CSV field separator. Excel opens a `.csv` with the list separator of the computer's regional
 * settings, and in Colombia (es-CO, where the comma is the decimal mark) that is the semicolon: with
 * commas every row would land in column A.
 */
export const CSV_SEPARATOR = ';';

/**
 * One CSV field (RFC 4180 with `;`): quoted when it holds a semicolon, quote or line break. A text
 * starting with `=`, `+`, `-`, `@`, a tab or a carriage return gets a leading apostrophe so a
 * spreadsheet never runs it as a formula (CSV injection); numbers are written as they are.
 * @example csvField('a;b') // '"a;b"'
 * @example csvField('=1+1') // "'=1+1"
 */
export function csvField(value: string | number | null): string {
  if (value === null) return '';
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[";\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One CSV line: the fields joined by {@link CSV_SEPARATOR}, ended by CRLF. */
export const csvRow = (fields: readonly (string | number | null)[]): string =>
  `${fields.map(csvField).join(CSV_SEPARATOR)}\r\n`;

let bogotaParts: Intl.DateTimeFormat | undefined;

/**
 * The wall clock in Colombia at `instant`, as a `Date` whose UTC fields carry it (2026-11-28T03:05Z
 * becomes 2026-11-27T22:05Z). Spreadsheet date cells have no time zone: a reader sees exactly the
 * fields written, so they must already be Bogotá's.
 */
export function bogotaWallClock(instant: Date): Date {
  bogotaParts ??= new Intl.DateTimeFormat('en-US', {
    timeZone: 'America/Bogota',
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  });
  const parts = Object.fromEntries(
    bogotaParts.formatToParts(instant).map((part) => [part.type, Number(part.value)]),
  ) as Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', number>;
  const wall = new Date(0);
  wall.setUTCFullYear(parts.year, parts.month - 1, parts.day);
  wall.setUTCHours(parts.hour, parts.minute, parts.second, instant.getUTCMilliseconds());
  return wall;
}

/** A calendar day as a `Date` at midnight UTC, the form a date-only spreadsheet cell needs. */
export const plainDateCell = (day: IsoDate): Date => new Date(`${day}T00:00:00Z`);

const pad = (value: number) => String(value).padStart(2, '0');

/** `27/11/2026` from a date cell ({@link plainDateCell}): day first, as Excel es-CO reads dates. */
export const dayText = (day: Date): string =>
  `${pad(day.getUTCDate())}/${pad(day.getUTCMonth() + 1)}/${day.getUTCFullYear()}`;

/**
 * `27/11/2026 14:05` in Bogotá at `instant`: day first and a 24-hour clock, which Excel set up for
 * Colombia reads as a date and time.
 */
export function bogotaTimeText(instant: Date): string {
  const wall = bogotaWallClock(instant);
  return `${dayText(wall)} ${pad(wall.getUTCHours())}:${pad(wall.getUTCMinutes())}`;
}
