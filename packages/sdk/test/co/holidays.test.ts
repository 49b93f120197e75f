import Holidays from 'date-holidays';
import { describe, expect, test } from 'vitest';
import {
  addBusinessDays,
  easterSunday,
  FIRST_HOLIDAY_YEAR,
  holidays,
  isBusinessDay,
  isHoliday,
} from '../../src/co/holidays';
import { addDays } from '../../src/co/plain-date';

const datesOf = (year: number) => holidays(year).map(({ date }) => date);

describe('holidays', () => {
  test('2026, the first year with Chiquinquirá: 19 festivos on the expected days', () => {
    expect(holidays(2026).map(({ date, id }) => `${date} ${id}`)).toEqual([
      '2026-01-01 new_year',
      '2026-01-12 epiphany',
      '2026-03-23 saint_joseph',
      '2026-04-02 holy_thursday',
      '2026-04-03 good_friday',
      '2026-05-01 labour_day',
      '2026-05-18 ascension',
      '2026-06-08 corpus_christi',
      '2026-06-15 sacred_heart',
      '2026-06-29 saints_peter_and_paul',
      '2026-07-13 our_lady_of_chiquinquira',
      '2026-07-20 independence_day',
      '2026-08-07 battle_of_boyaca',
      '2026-08-17 assumption',
      '2026-10-12 day_of_the_race',
      '2026-11-02 all_saints',
      '2026-11-16 independence_of_cartagena',
      '2026-12-08 immaculate_conception',
      '2026-12-25 christmas',
    ]);
  });

  test.each([
    { year: 2025, count: 18 },
    { year: 2026, count: 19 },
    { year: 2027, count: 19 },
  ])('$year has $count festivos', ({ year, count }) => {
    expect(holidays(year)).toHaveLength(count);
  });

  test.each([
    { year: 2026, date: '2026-07-13' },
    { year: 2027, date: '2027-07-12' },
    { year: 2028, date: '2028-07-10' },
  ])('Chiquinquirá (9 July) moves to Monday $date', ({ year, date }) => {
    expect(holidays(year).find(({ id }) => id === 'our_lady_of_chiquinquira')?.date).toBe(date);
  });

  test('Chiquinquirá does not exist before Ley 2578 de 2026', () => {
    expect(holidays(2025).some(({ id }) => id === 'our_lady_of_chiquinquira')).toBe(false);
  });

  test('fixed festivos stay on a weekend; the others move to Monday', () => {
    // 2027: 1 May and 25 December fall on Saturday, 20 July on Tuesday; 29 June (Tuesday) moves to 5 July.
    const byId = Object.fromEntries(holidays(2027).map((holiday) => [holiday.id, holiday]));
    expect(byId.labour_day?.date).toBe('2027-05-01');
    expect(byId.christmas?.date).toBe('2027-12-25');
    expect(byId.saints_peter_and_paul).toMatchObject({ date: '2027-07-05', celebrationDate: '2027-06-29' });
    expect(byId.new_year).toMatchObject({ date: '2027-01-01', celebrationDate: '2027-01-01' });
  });

  test('names are in Spanish and English', () => {
    expect(holidays(2026).find(({ id }) => id === 'battle_of_boyaca')?.name).toEqual({
      es: 'Batalla de Boyacá',
      en: 'Battle of Boyacá',
    });
  });

  test.each([
    { year: 2024, easter: '2024-03-31' },
    { year: 2025, easter: '2025-04-20' },
    { year: 2026, easter: '2026-04-05' },
    { year: 2038, easter: '2038-04-25' },
    { year: 2285, easter: '2285-03-22' },
  ])('Easter $year is $easter', ({ year, easter }) => {
    expect(easterSunday(year)).toBe(easter);
  });

  // date-holidays (devDependency) is the independent reference; it also lists Easter Sunday ("Pascua"), not a day off.
  const reference = new Holidays('CO');
  test.each(Array.from({ length: 12 }, (_, index) => 2024 + index))('%i matches date-holidays', (year) => {
    const easter = easterSunday(year);
    const expected = reference
      .getHolidays(year)
      .filter((holiday) => holiday.type === 'public')
      .map((holiday) => holiday.date.slice(0, 10))
      .filter((date) => date !== easter);
    expect(datesOf(year)).toEqual(expected);
  });

  test('returns a copy', () => {
    holidays(2026).pop();
    expect(holidays(2026)).toHaveLength(19);
  });

  test.each([FIRST_HOLIDAY_YEAR - 1, 10_000, 2026.5])('rejects year %s', (year) => {
    expect(() => holidays(year)).toThrow(RangeError);
  });
});

describe('isHoliday and business days', () => {
  test.each([
    { date: '2026-07-20', holiday: true, business: false },
    { date: '2026-07-13', holiday: true, business: false },
    { date: '2026-04-05', holiday: false, business: false },
    { date: '2026-07-21', holiday: false, business: true },
    { date: '2026-07-18', holiday: false, business: false },
    { date: '2027-05-01', holiday: true, business: false },
  ])('$date: festivo $holiday, día hábil $business', ({ date, holiday, business }) => {
    expect(isHoliday(date)).toBe(holiday);
    expect(isBusinessDay(date)).toBe(business);
  });

  test('isHoliday rejects a malformed date', () => {
    expect(() => isHoliday('20/07/2026')).toThrow(/YYYY-MM-DD/);
  });

  test.each([
    { date: '2026-07-17', days: 1, result: '2026-07-21' },
    { date: '2026-07-10', days: 1, result: '2026-07-14' },
    { date: '2026-03-27', days: 5, result: '2026-04-07' },
    { date: '2026-07-21', days: -1, result: '2026-07-17' },
    { date: '2026-07-18', days: 0, result: '2026-07-18' },
    { date: '2026-12-24', days: 1, result: '2026-12-28' },
    { date: '2026-12-31', days: 1, result: '2027-01-04' },
  ])('addBusinessDays($date, $days) → $result', ({ date, days, result }) => {
    expect(addBusinessDays(date, days)).toBe(result);
  });

  test('every business day counted lies between the start and the result', () => {
    const start = '2026-03-27';
    const end = addBusinessDays(start, 10);
    let counted = 0;
    for (let date = addDays(start, 1); date <= end; date = addDays(date, 1))
      if (isBusinessDay(date)) counted += 1;
    expect(counted).toBe(10);
    expect(isBusinessDay(end)).toBe(true);
  });

  test('rejects a fractional count', () => {
    expect(() => addBusinessDays('2026-07-17', 1.5)).toThrow(/whole number/);
  });
});
