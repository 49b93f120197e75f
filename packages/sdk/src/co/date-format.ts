import { isSpanishLocale } from './localized-text';

/**
 * The one family of date formats every Facturo surface uses (portal, widgets, e-mails, API texts):
 * - `medium` — `25 nov 2026` / `Nov 25, 2026`: tables, lists and cards;
 * - `long` — `25 de noviembre de 2026` / `November 25, 2026`: sentences and headings;
 * - `numeric` — `25/11/2026` / `11/25/2026`: documents and dense figures (day and month always two digits).
 */
export type DateStyle = 'medium' | 'long' | 'numeric';

const OPTIONS: Record<DateStyle, Intl.DateTimeFormatOptions> = {
  medium: { day: 'numeric', month: 'short', year: 'numeric' },
  long: { day: 'numeric', month: 'long', year: 'numeric' },
  numeric: { day: '2-digit', month: '2-digit', year: 'numeric' },
};

const BOGOTA = 'America/Bogota';
const formatters = new Map<string, Intl.DateTimeFormat>();

/**
 * The Intl tag of a reader's locale: Colombian Spanish for any Spanish, US English for English, and
 * any other locale as given (the portal's navigation-only languages format dates their own way).
 */
export function dateLocaleTag(locale: string): string {
  if (isSpanishLocale(locale)) return 'es-CO';
  if (/^en(?:-|$)/i.test(locale)) return 'en-US';
  return locale;
}

function formatter(locale: string, options: Intl.DateTimeFormatOptions, key: string, timeZone: string) {
  const tag = dateLocaleTag(locale);
  const id = `${tag}|${key}|${timeZone}`;
  let found = formatters.get(id);
  if (!found) {
    found = new Intl.DateTimeFormat(tag, { ...options, timeZone });
    formatters.set(id, found);
  }
  return found;
}

const PLAIN_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * A date for display (Colombian Spanish by default). Plain dates (`2026-11-25`: due dates, periods)
 * are shown as written, never shifted by the reader's time zone; instants (`2026-11-21T05:53:03Z`:
 * when something was paid) are shown as the day it was in Colombia, where invoices are issued.
 * Anything else is returned unchanged.
 * @example formatDate('2026-11-25', 'es', 'long') // '25 de noviembre de 2026'
 */
export function formatDate(value: string, locale: string, style: DateStyle = 'medium'): string {
  const plain = PLAIN_DATE.exec(value);
  if (plain) {
    const [, year, month, day] = plain;
    const utc = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
    return formatter(locale, OPTIONS[style], style, 'UTC').format(utc);
  }
  const instant = new Date(value);
  if (Number.isNaN(instant.getTime())) return value;
  return formatter(locale, OPTIONS[style], style, BOGOTA).format(instant);
}

/**
 * An instant with its time in Colombia, for where the hour matters (a delivery attempt, until when a
 * secret signs): `25 de noviembre de 2026, 3:04 p. m.` / `November 25, 2026 at 3:04 PM`. An invalid
 * value is returned unchanged.
 */
export function formatDateTime(value: string, locale: string): string {
  const instant = new Date(value);
  if (Number.isNaN(instant.getTime())) return value;
  return formatter(locale, { dateStyle: 'long', timeStyle: 'short' }, 'date-time', BOGOTA).format(instant);
}
