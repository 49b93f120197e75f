import { describe, expect, test } from 'vitest';
import { formatDate, formatDateTime } from '../../src/co/date-format';

describe('the date family', () => {
  test.each([
    { value: '2026-11-25', locale: 'es', style: 'short', text: '25 de nov de 2026' },
    { value: '2026-11-25', locale: 'es', style: 'long', text: '25 de noviembre de 2026' },
    { value: '2026-12-08', locale: 'es', style: 'short', text: '8 de dic de 2026' },
    { value: '2026-11-25', locale: 'en', style: 'short', text: 'Nov 25, 2026' },
    { value: '2026-11-25', locale: 'en', style: 'long', text: 'November 25, 2026' },
    // A language without its own form reads the English one, as the catalogues do.
    { value: '2026-11-25', locale: 'fr', style: 'short', text: 'Nov 25, 2026' },
    // 03:00 UTC is still the previous day in Colombia (UTC−5), where invoices are issued.
    { value: '2026-11-25T03:00:00.000Z', locale: 'es', style: 'short', text: '24 de nov de 2026' },
    { value: 'soon', locale: 'es', style: 'short', text: 'soon' },
  ] as const)('$value ($locale, $style) → $text', ({ value, locale, style, text }) => {
    expect(formatDate(value, locale, style)).toBe(text);
  });

  test('short is the default, and no form is numeric', () => {
    expect(formatDate('2026-11-25', 'es')).toBe(formatDate('2026-11-25', 'es', 'short'));
    for (const locale of ['es', 'en'])
      for (const style of ['short', 'long'] as const)
        expect(formatDate('2026-11-25', locale, style)).not.toMatch(/\d+\/\d+/);
  });

  test('an instant with its hour in Colombia', () => {
    expect(formatDateTime('2026-03-15T20:04:00Z', 'es').replace(/\s/g, ' ')).toBe(
      '15 de marzo de 2026 a las 3:04 p. m.',
    );
    expect(formatDateTime('2026-03-15T20:04:00Z', 'en').replace(/\s/g, ' ')).toBe(
      'March 15, 2026 at 3:04 PM',
    );
    expect(formatDateTime('later', 'es')).toBe('later');
  });
});
