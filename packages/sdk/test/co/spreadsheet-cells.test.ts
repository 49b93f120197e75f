import { describe, expect, test } from 'vitest';
import {
  bogotaTimeText,
  bogotaWallClock,
  csvField,
  csvRow,
  dayText,
  plainDateCell,
} from '../../src/co/spreadsheet-cells';

describe('CSV fields for Excel set up for Colombia', () => {
  test.each([
    ['plain', 'plain'],
    ['a,b', 'a,b'],
    ['a;b', '"a;b"'],
    ['say "hi"', '"say ""hi"""'],
    ['line\nbreak', '"line\nbreak"'],
    ['=HYPERLINK("x")', `"'=HYPERLINK(""x"")"`],
    ['+57 300', "'+57 300"],
    ['-5', "'-5"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tcmd', "'\tcmd"],
    [-5, '-5'],
    [15000, '15000'],
    [null, ''],
  ])('csvField(%j) is %j', (value, field) => {
    expect(csvField(value)).toBe(field);
  });

  test('a row joins its fields with `;` and ends with CRLF', () => {
    expect(csvRow(['FE1;2', 593810, null, 'Pagada'])).toBe('"FE1;2";593810;;Pagada\r\n');
  });
});

describe('Bogotá wall clock', () => {
  test.each([
    // Late evening in Bogotá is already the next day in UTC (UTC−5, no daylight saving).
    ['2026-11-28T03:05:00Z', '27/11/2026 22:05'],
    ['2026-11-27T05:00:00Z', '27/11/2026 00:00'],
    ['2027-01-01T04:59:59Z', '31/12/2026 23:59'],
    ['2024-02-29T17:30:00Z', '29/02/2024 12:30'],
  ])('%s is %s', (instant, text) => {
    expect(bogotaTimeText(new Date(instant))).toBe(text);
  });

  test('the wall clock keeps the instant’s fields shifted five hours back', () => {
    expect(bogotaWallClock(new Date('2026-11-28T03:05:07.250Z')).toISOString()).toBe(
      '2026-11-27T22:05:07.250Z',
    );
  });

  test('a calendar day is a midnight-UTC cell written day first', () => {
    expect(plainDateCell('2026-03-05').toISOString()).toBe('2026-03-05T00:00:00.000Z');
    expect(dayText(plainDateCell('2026-03-05'))).toBe('05/03/2026');
  });
});
