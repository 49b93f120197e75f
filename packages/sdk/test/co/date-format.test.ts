import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { dateLocaleTag, formatDate, formatDateTime } from '../../src/co/date-format';

describe('formatDate: one family of date formats', () => {
  test.each([
    { value: '2026-11-25', locale: 'es', style: 'medium', text: '25 de nov de 2026' },
    { value: '2026-11-25', locale: 'es', style: 'long', text: '25 de noviembre de 2026' },
    { value: '2026-12-08', locale: 'es', style: 'numeric', text: '08/12/2026' },
    { value: '2026-11-25', locale: 'en', style: 'medium', text: 'Nov 25, 2026' },
    { value: '2026-11-25', locale: 'en', style: 'long', text: 'November 25, 2026' },
    { value: '2026-12-08', locale: 'en', style: 'numeric', text: '12/08/2026' },
    { value: '2026-11-25', locale: 'es-CO', style: 'long', text: '25 de noviembre de 2026' },
    // 03:00 UTC is still the previous day in Colombia (UTC−5), where invoices are issued.
    { value: '2026-11-25T03:00:00.000Z', locale: 'es', style: 'medium', text: '24 de nov de 2026' },
    { value: 'soon', locale: 'es', style: 'medium', text: 'soon' },
  ] as const)('$value ($locale, $style) → $text', ({ value, locale, style, text }) => {
    expect(formatDate(value, locale, style)).toBe(text);
  });

  test('a plain date reads as written whatever the time zone (no day lost west of UTC)', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1900-01-01'), max: new Date('2199-12-31'), noInvalidDate: true }),
        (day) => {
          const iso = day.toISOString().slice(0, 10);
          const [year, month, date] = iso.split('-');
          expect(formatDate(iso, 'es', 'numeric')).toBe(`${date}/${month}/${year}`);
        },
      ),
    );
  });

  test('formatDateTime gives the hour in Colombia', () => {
    expect(formatDateTime('2026-11-25T20:04:00Z', 'en')).toBe('November 25, 2026 at 3:04 PM');
    expect(formatDateTime('2026-11-25T20:04:00Z', 'es')).toMatch(/^25 de noviembre de 2026.*3:04/);
    expect(formatDateTime('later', 'es')).toBe('later');
  });

  test.each([
    ['es', 'es-CO'],
    ['es-419', 'es-CO'],
    ['en', 'en-US'],
    ['en-GB', 'en-US'],
    ['fr', 'fr'],
  ])('dateLocaleTag(%s) → %s', (locale, tag) => {
    expect(dateLocaleTag(locale)).toBe(tag);
  });
});
