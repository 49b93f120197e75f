/**
 * Colombia's public holidays (festivos) and business days (días hábiles): Ley 51 de 1983 ("Ley
 * Emiliani") and Ley 2578 de 2026 (Virgen de Chiquinquirá). Dates are plain calendar dates.
 * @module
 */
import type { LocalizedText } from './localized-text';
import { addDays, dayOfWeek, type IsoDate, isoDate, parseIsoDate } from './plain-date';

/** The first year the rules here describe (Ley 51 de 1983 applies from 1984). */
export const FIRST_HOLIDAY_YEAR = 1984;

/** A day off. */
export interface Holiday {
  /** The day off (after any move to Monday). */
  date: IsoDate;
  /** The date the celebration falls on; differs from `date` when the law moves it to Monday. */
  celebrationDate: IsoDate;
  /** Stable identifier, e.g. `battle_of_boyaca`. */
  id: string;
  name: LocalizedText;
}

interface Rule {
  id: string;
  name: LocalizedText;
  /** Month (1–12) and day of a fixed-date celebration, or days after Easter Sunday. */
  when: { month: number; day: number } | { easterOffset: number };
  /** Ley 51 de 1983 art. 1: moved to the following Monday when it falls on another day. */
  movesToMonday: boolean;
  /** First year the holiday exists. */
  since?: number;
}

const fixed = (id: string, es: string, en: string, month: number, day: number, movesToMonday: boolean) =>
  ({ id, name: { es, en }, when: { month, day }, movesToMonday }) satisfies Rule;
const easter = (id: string, es: string, en: string, easterOffset: number, movesToMonday: boolean) =>
  ({ id, name: { es, en }, when: { easterOffset }, movesToMonday }) satisfies Rule;

const RULES: readonly Rule[] = [
  fixed('new_year', 'Año Nuevo', "New Year's Day", 1, 1, false),
  fixed('epiphany', 'Día de los Reyes Magos', 'Epiphany', 1, 6, true),
  fixed('saint_joseph', 'Día de San José', "Saint Joseph's Day", 3, 19, true),
  easter('holy_thursday', 'Jueves Santo', 'Maundy Thursday', -3, false),
  easter('good_friday', 'Viernes Santo', 'Good Friday', -2, false),
  fixed('labour_day', 'Día del Trabajo', 'Labour Day', 5, 1, false),
  easter('ascension', 'Ascensión del Señor', 'Ascension Day', 39, true),
  easter('corpus_christi', 'Corpus Christi', 'Corpus Christi', 60, true),
  easter('sacred_heart', 'Sagrado Corazón de Jesús', 'Sacred Heart', 68, true),
  fixed('saints_peter_and_paul', 'San Pedro y San Pablo', 'Saints Peter and Paul', 6, 29, true),
  {
    ...fixed(
      'our_lady_of_chiquinquira',
      'Nuestra Señora del Rosario de Chiquinquirá',
      'Our Lady of the Rosary of Chiquinquirá',
      7,
      9,
      true,
    ),
    since: 2026, // Ley 2578 de 2026
  },
  fixed('independence_day', 'Día de la Independencia', 'Independence Day', 7, 20, false),
  fixed('battle_of_boyaca', 'Batalla de Boyacá', 'Battle of Boyacá', 8, 7, false),
  fixed('assumption', 'Asunción de la Virgen', 'Assumption Day', 8, 15, true),
  fixed('day_of_the_race', 'Día de la Raza', 'Columbus Day', 10, 12, true),
  fixed('all_saints', 'Día de Todos los Santos', "All Saints' Day", 11, 1, true),
  fixed('independence_of_cartagena', 'Independencia de Cartagena', 'Independence of Cartagena', 11, 11, true),
  fixed('immaculate_conception', 'Inmaculada Concepción', 'Immaculate Conception', 12, 8, false),
  fixed('christmas', 'Navidad', 'Christmas Day', 12, 25, false),
];

/**
 * Easter Sunday of a Gregorian year (the anonymous Gregorian algorithm, as in Meeus). Easter itself
 * is a Sunday, not a festivo; the holidays around it are offsets from it.
 * @example easterSunday(2026) // '2026-04-05'
 */
export function easterSunday(year: number): IsoDate {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return isoDate(year, month, day);
}

const toMonday = (date: IsoDate) => addDays(date, (8 - dayOfWeek(date)) % 7);

const byYear = new Map<number, readonly Holiday[]>();

function computeHolidays(year: number): readonly Holiday[] {
  const easterDate = easterSunday(year);
  return RULES.filter((rule) => year >= (rule.since ?? FIRST_HOLIDAY_YEAR))
    .map((rule) => {
      const celebrationDate =
        'easterOffset' in rule.when
          ? addDays(easterDate, rule.when.easterOffset)
          : isoDate(year, rule.when.month, rule.when.day);
      const date = rule.movesToMonday ? toMonday(celebrationDate) : celebrationDate;
      return Object.freeze({ date, celebrationDate, id: rule.id, name: rule.name });
    })
    .sort((a, b) => (a.date === b.date ? 0 : a.date < b.date ? -1 : 1));
}

/**
 * Every festivo of a year, in date order (19 from 2026 on, 18 before). Two celebrations moved to the
 * same Monday are both listed. Years before 1984 (other rules) or after 9999 throw a `RangeError`.
 * @example holidays(2026).find((holiday) => holiday.id === 'our_lady_of_chiquinquira')?.date // '2026-07-13'
 */
export function holidays(year: number): Holiday[] {
  if (!Number.isInteger(year) || year < FIRST_HOLIDAY_YEAR || year > 9999) {
    throw new RangeError(
      `holidays: the year must be a whole number from ${FIRST_HOLIDAY_YEAR} to 9999, got ${year}.`,
    );
  }
  let list = byYear.get(year);
  if (!list) {
    list = computeHolidays(year);
    byYear.set(year, list);
  }
  return list.slice();
}

/** Whether a date is a festivo in Colombia. Throws a `RangeError` for a malformed date or a year before 1984. */
export function isHoliday(date: IsoDate): boolean {
  return holidays(parseIsoDate(date).year).some((holiday) => holiday.date === date);
}

/** Whether a date is a business day (día hábil): Monday to Friday and not a festivo. */
export function isBusinessDay(date: IsoDate): boolean {
  const weekday = dayOfWeek(date);
  return weekday !== 0 && weekday !== 6 && !isHoliday(date);
}

/**
 * The date `days` business days after `date` (before it when negative), skipping weekends and
 * festivos. `date` itself never counts; with `days = 0` it is returned unchanged.
 * @example addBusinessDays('2026-07-17', 1) // '2026-07-21' (the 20th is Independence Day)
 */
export function addBusinessDays(date: IsoDate, days: number): IsoDate {
  if (!Number.isInteger(days)) {
    throw new RangeError(`addBusinessDays: days must be a whole number, got ${days}.`);
  }
  const step = days < 0 ? -1 : 1;
  let current = date;
  for (let left = Math.abs(days); left > 0; ) {
    current = addDays(current, step);
    if (isBusinessDay(current)) left -= 1;
  }
  return current;
}
