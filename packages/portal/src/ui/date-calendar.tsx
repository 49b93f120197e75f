import {
  dateInBogota,
  holidays,
  type IsoDate,
  isSpanishLocale,
  localizedText,
  parseIsoDate,
} from '@facturo/sdk/co';
import { type KeyboardEvent, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useLocale, useT } from '../services/services-context';
import {
  addMonths,
  clampDate,
  type DateLimits,
  isWithin,
  monthWeeks,
  movedDate,
  weekStartOf,
} from './calendar-month';
import * as styles from './date-calendar.css';
import { IconChevronLeft, IconChevronRight } from './icons';

/** Props of {@link DateCalendar}. */
export interface DateCalendarProps extends DateLimits {
  /** The day chosen so far (the field's date), if any. */
  selected: IsoDate | null;
  /** Names the popup (the field's label). */
  label: string;
  onPick: (date: IsoDate) => void;
  /** Escape, or focus leaving the calendar; `returnFocus` when the field's button should get it back. */
  onClose: (returnFocus: boolean) => void;
}

const formatters = new Map<string, Intl.DateTimeFormat>();
// Month and weekday names come from Intl in the page's language (es-CO or en-US, as formatDate's).
function format(locale: string, options: Intl.DateTimeFormatOptions, date: IsoDate): string {
  const tag = isSpanishLocale(locale) ? 'es-CO' : 'en-US';
  const key = `${tag}|${JSON.stringify(options)}`;
  let found = formatters.get(key);
  if (!found) {
    found = new Intl.DateTimeFormat(tag, { ...options, timeZone: 'UTC' });
    formatters.set(key, found);
  }
  const { year, month, day } = parseIsoDate(date);
  return found.format(new Date(Date.UTC(year, month - 1, day)));
}

// The years the sdk knows festivos for; a calendar on an earlier year simply marks none.
function holidayNames(year: number, locale: string): Map<IsoDate, string> {
  if (year < 1984 || year > 9999) return new Map();
  return new Map(holidays(year).map((holiday) => [holiday.date, localizedText(holiday.name, locale)]));
}

/**
 * A month grid to pick a date from (after the WAI-ARIA date picker dialog, non-modal: a table of day
 * buttons labelled by the month, one of them in the tab order): the month's name and weekdays in the
 * page's language, Colombian festivos marked and named, days outside the limits dimmed and refused.
 * Arrows move a day or a week, PageUp/PageDown a month (with Shift a year), Home/End to the week's
 * ends, Enter or Space picks, Escape closes. Loaded on its first opening (`DateField`).
 */
export default function DateCalendar({ selected, label, min, max, onPick, onClose }: DateCalendarProps) {
  const t = useT();
  const locale = useLocale();
  const id = useId();
  // It opens on the chosen day, else today, within the limits.
  const [focused, setFocused] = useState(() => clampDate(selected ?? dateInBogota(), { min, max }));
  const moveFocus = useRef(true);
  const grid = useRef<HTMLTableElement>(null);
  const limits = { min, max };
  const weekStart = weekStartOf(locale);
  const { year, month } = parseIsoDate(focused);
  const weeks = useMemo(() => monthWeeks(focused, weekStart), [focused, weekStart]);
  const festivos = useMemo(() => holidayNames(year, locale), [year, locale]);
  const today = useMemo(() => dateInBogota(), []);

  // Keys move the focus with the focused day; the month buttons change the month but keep theirs.
  useEffect(() => {
    if (!moveFocus.current) return;
    grid.current?.querySelector<HTMLButtonElement>(`[data-date="${focused}"]`)?.focus();
  }, [focused]);

  const pick = (date: IsoDate) => {
    if (isWithin(date, limits)) onPick(date);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    // Enter picks here rather than through the button's click, so it does the same in every browser
    // and assistive technology; Space still clicks the button.
    if (event.key === 'Enter') {
      event.preventDefault();
      pick(focused);
      return;
    }
    const next = movedDate(focused, event.key, event.shiftKey, weekStart, limits);
    if (!next) return;
    event.preventDefault();
    moveFocus.current = true;
    setFocused(next);
  };
  const showMonth = (months: number) => {
    moveFocus.current = false;
    setFocused((current) => addMonths(current, months));
  };

  return (
    <div
      role="dialog"
      aria-label={label}
      className={styles.popup}
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return;
        event.stopPropagation();
        onClose(true);
      }}
      onBlur={(event) => {
        const next = event.relatedTarget as Node | null;
        if (next && !event.currentTarget.contains(next)) onClose(false);
      }}
    >
      <div className={styles.header}>
        <button
          type="button"
          className={styles.monthButton}
          aria-label={t('portal.calendarPreviousMonth')}
          onClick={() => showMonth(-1)}
        >
          <IconChevronLeft size={18} aria-hidden="true" focusable="false" />
        </button>
        <h2 id={`${id}-month`} className={styles.month} aria-live="polite">
          {format(locale, { month: 'long', year: 'numeric' }, focused)}
        </h2>
        <button
          type="button"
          className={styles.monthButton}
          aria-label={t('portal.calendarNextMonth')}
          onClick={() => showMonth(1)}
        >
          <IconChevronRight size={18} aria-hidden="true" focusable="false" />
        </button>
      </div>
      <table
        ref={grid}
        className={styles.grid}
        aria-labelledby={`${id}-month`}
        aria-describedby={`${id}-keys`}
        onKeyDown={onKeyDown}
      >
        <thead>
          <tr>
            {(weeks[0] ?? []).map((date) => (
              <th
                key={date}
                scope="col"
                abbr={format(locale, { weekday: 'long' }, date)}
                className={styles.weekday}
              >
                {format(locale, { weekday: 'short' }, date)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week[0]}>
              {week.map((date) => {
                const festivo = festivos.get(date);
                const inMonth = parseIsoDate(date).month === month;
                const allowed = isWithin(date, limits);
                const name = format(
                  locale,
                  { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' },
                  date,
                );
                return (
                  <td key={date}>
                    <button
                      type="button"
                      data-date={date}
                      tabIndex={date === focused ? 0 : -1}
                      aria-label={festivo ? t('portal.calendarHoliday', { date: name, name: festivo }) : name}
                      aria-pressed={date === selected ? true : undefined}
                      aria-current={date === today ? 'date' : undefined}
                      aria-disabled={allowed ? undefined : true}
                      title={festivo}
                      className={[
                        styles.day,
                        inMonth ? '' : styles.otherMonth,
                        festivo ? styles.holiday : '',
                        date === selected ? styles.selected : '',
                      ].join(' ')}
                      onClick={() => pick(date)}
                      // A pointer on a dimmed day of the next month must not turn the page under it
                      // before its click lands: only this month's days follow the focus.
                      onFocus={() => inMonth && setFocused(date)}
                    >
                      {parseIsoDate(date).day}
                    </button>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      <p id={`${id}-keys`} className={styles.keys}>
        {t('portal.calendarKeys')}
      </p>
    </div>
  );
}
