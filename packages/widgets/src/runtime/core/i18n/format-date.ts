import { isSpanishLocale } from '@facturo/sdk/co';

/** `medium`: `25 nov 2026`; `long`: `25 de noviembre de 2026`; `numeric`: `25/11/2026`. */
export type DateStyle = 'medium' | 'long' | 'numeric';

const OPTIONS: Record<DateStyle, Intl.DateTimeFormatOptions> = {
  medium: { day: 'numeric', month: 'short', year: 'numeric' },
  long: { day: 'numeric', month: 'long', year: 'numeric' },
  numeric: { day: '2-digit', month: '2-digit', year: 'numeric' },
};

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(locale: string, style: DateStyle, timeZone: string): Intl.DateTimeFormat {
  const tag = isSpanishLocale(locale) ? 'es-CO' : 'en-US';
  const key = `${tag}|${style}|${timeZone}`;
  let found = formatters.get(key);
  if (!found) {
    found = new Intl.DateTimeFormat(tag, { ...OPTIONS[style], timeZone });
    formatters.set(key, found);
  }
  return found;
}

const PLAIN_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * A date for display in the widget's locale (Colombian Spanish by default). Plain dates (`2026-11-25`,
 * due dates) are shown as written, never shifted by the visitor's time zone; instants
 * (`2026-11-21T05:53:03Z`, when something was paid) are shown as the day it was in Colombia, where
 * invoices are issued. Anything else is returned unchanged.
 */
export function formatDate(value: string, locale: string, style: DateStyle = 'medium'): string {
  const plain = PLAIN_DATE.exec(value);
  if (plain) {
    const [, year, month, day] = plain;
    const utc = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
    return formatter(locale, style, 'UTC').format(utc);
  }
  const instant = new Date(value);
  if (Number.isNaN(instant.getTime())) return value;
  return formatter(locale, style, 'America/Bogota').format(instant);
}
