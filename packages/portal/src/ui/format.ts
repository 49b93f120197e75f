import { formatDate as familyDate, formatDateTime as familyDateTime, formatNit } from '@facturo/sdk/co';
import type { Locale } from '@facturo/sdk/config';

const intlLocale = (locale: Locale) => (locale === 'es' ? 'es-CO' : locale === 'en' ? 'en-US' : locale);

/**
 * The family's long form, only where a sentence needs it: `15 de marzo de 2026` / `March 15, 2026`
 * (the sdk's `formatDate`, which keeps calendar days as written and shows instants in Colombia).
 */
export function formatDate(value: string, locale: Locale): string {
  return familyDate(value, locale, 'long');
}

/**
 * The long date with the hour, in Colombia's time: `15 de marzo de 2026 a las 3:04 p. m.` / `March
 * 15, 2026 at 3:04 PM`, for instants where the hour matters (a delivery attempt, until when a secret
 * signs).
 */
export function formatDateTime(value: string, locale: Locale): string {
  return familyDateTime(value, locale);
}

/** The family's short form, for tables, lists and labels: `15 de mar de 2026` / `Mar 15, 2026`. */
export function formatShortDate(value: string, locale: Locale): string {
  return familyDate(value, locale, 'short');
}

/** `hace 3 horas` / `3 hours ago`, relative to `now`. */
export function formatRelative(value: string, locale: Locale, now = Date.now()): string {
  const seconds = Math.round((new Date(value).getTime() - now) / 1000);
  const format = new Intl.RelativeTimeFormat(intlLocale(locale), { numeric: 'auto' });
  const steps: [Intl.RelativeTimeFormatUnit, number][] = [
    ['day', 86_400],
    ['hour', 3_600],
    ['minute', 60],
  ];
  for (const [unit, size] of steps) {
    if (Math.abs(seconds) >= size) return format.format(Math.round(seconds / size), unit);
  }
  return format.format(0, 'minute');
}

/** `20.000` / `20,000`: whole numbers with the reader's grouping. */
export function formatNumber(value: number, locale: Locale): string {
  return new Intl.NumberFormat(intlLocale(locale), { maximumFractionDigits: 0 }).format(value);
}

/**
 * A document number as people read it: a NIT (type `31`) with its thousands dots and verification
 * digit (`NIT 800.197.268-4` when `labelled`), any other document as typed.
 */
export function formatDocument(
  document: { documentType: string; documentNumber: string },
  { labelled = false }: { labelled?: boolean } = {},
): string {
  if (document.documentType !== '31') return document.documentNumber;
  const nit = formatNit(document.documentNumber);
  return labelled ? `NIT ${nit}` : nit;
}

/**
 * A calendar month (`YYYY-MM`): `noviembre de 2026` / `November 2026` (`long`), or `nov` / `Nov`
 * under a chart's column (`short`, without the abbreviation's period, which a narrow column would
 * clip on some months only). Read at mid-month UTC, so no time zone moves it.
 */
export function formatMonth(month: string, locale: Locale, width: 'long' | 'short' = 'long'): string {
  const options: Intl.DateTimeFormatOptions =
    width === 'long'
      ? { month: 'long', year: 'numeric', timeZone: 'UTC' }
      : { month: 'short', timeZone: 'UTC' };
  const text = new Intl.DateTimeFormat(intlLocale(locale), options).format(new Date(`${month}-15T12:00:00Z`));
  return width === 'short' ? text.replace(/\.$/, '') : text;
}
