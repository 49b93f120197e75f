import { isSpanishLocale } from '@facturo/sdk/co';

const formatters = new Map<string, Intl.NumberFormat>();

/**
 * A whole number for display, always grouped: `2.400` in Spanish (Colombian usage; plain Intl would
 * print `2400`), `2,400` in English.
 */
export function formatCount(value: number, locale: string): string {
  const tag = isSpanishLocale(locale) ? 'es-CO' : 'en-US';
  let formatter = formatters.get(tag);
  if (!formatter) {
    formatter = new Intl.NumberFormat(tag, { maximumFractionDigits: 0, useGrouping: 'always' });
    formatters.set(tag, formatter);
  }
  return formatter.format(value);
}
