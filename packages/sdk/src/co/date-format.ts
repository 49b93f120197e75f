import { isSpanishLocale } from './localized-text';

/**
 * The two forms of a date, one family in Colombian Spanish (and its English counterpart):
 * - `short`, for tables, lists and labels: `25 de nov de 2026` / `Nov 25, 2026`;
 * - `long`, only where a sentence needs it: `25 de noviembre de 2026` / `November 25, 2026`.
 * Never numeric (`25/11/2026` reads as 11 November to half the readers of an English page).
 */
export type DateStyle = 'short' | 'long';

const OPTIONS: Record<DateStyle, Intl.DateTimeFormatOptions> = {
  short: { day: 'numeric', month: 'short', year: 'numeric' },
  long: { day: 'numeric', month: 'long', year: 'numeric' },
};

const formatters = new Map<string, Intl.DateTimeFormat>();

// Spanish pages read es-CO, every other one en-US, as the catalogues do.
function formatter(locale: string, options: Intl.DateTimeFormatOptions, timeZone: string) {
  const tag = isSpanishLocale(locale) ? 'es-CO' : 'en-US';
  const key = `${tag}|${JSON.stringify(options)}|${timeZone}`;
  let found = formatters.get(key);
  if (!found) {
    found = new Intl.DateTimeFormat(tag, { ...options, timeZone });
    formatters.set(key, found);
  }
  return found;
}

const PLAIN_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * A date in the page's language (Colombian Spanish by default), in one of the family's two forms.
 * Plain dates (`2026-11-25`: due dates, periods) are shown as written, never shifted by the reader's
 * time zone; instants (`2026-11-21T05:53:03Z`: when something was paid) as the day it was in
 * Colombia, where invoices are issued. Anything else is returned unchanged.
 * @example formatDate('2026-11-25', 'es') // '25 de nov de 2026'
 * @example formatDate('2026-11-25', 'es', 'long') // '25 de noviembre de 2026'
 */
export function formatDate(value: string, locale: string, style: DateStyle = 'short'): string {
  const plain = PLAIN_DATE.exec(value);
  if (plain) {
    const [, year, month, day] = plain;
    const utc = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
    return formatter(locale, OPTIONS[style], 'UTC').format(utc);
  }
  const instant = new Date(value);
  if (Number.isNaN(instant.getTime())) return value;
  return formatter(locale, OPTIONS[style], 'America/Bogota').format(instant);
}

/**
 * An instant where the hour matters (a delivery attempt, until when a secret signs), in Colombia's
 * time: the family's long date and the time.
 * @example formatDateTime('2026-03-15T20:04:00Z', 'es') // '15 de marzo de 2026 a las 3:04 p. m.'
 */
export function formatDateTime(value: string, locale: string): string {
  const instant = new Date(value);
  if (Number.isNaN(instant.getTime())) return value;
  const options: Intl.DateTimeFormatOptions = { ...OPTIONS.long, hour: 'numeric', minute: '2-digit' };
  return formatter(locale, options, 'America/Bogota').format(instant);
}
