// The 24-hour clock time a person types (the portal's time fields), beside the date text rules.
/** A time of day, `HH:mm` on the 24-hour clock. */
export type ClockTime = string;

// Hours, then minutes after `:`, `.`, `,` or `h` (`14:30`, `14.30`, `14h30`), or three or four digits
// (`1430`, `930`: what a phone's number pad types), then an optional `am`/`pm` (`a. m.`, `p.m.`).
const TIME = /^(\d{1,2})(?:[:.,h]\s*(\d{2})|(\d{2}))?\s*(?:([ap])\.?\s*m\.?)?$/i;

/**
 * What the reader typed, as `HH:mm` on the 24-hour clock, or `null` when it is not a time of day:
 * `14:30`, `9:05`, `1430` and `2:30 pm` (or `p. m.`) read `14:30`, `09:05`, `14:30`, `14:30`; `12 am`
 * is midnight. A bare hour needs `am`/`pm` (`9 pm`); `24:00`, `9:60` and `13:00 pm` are refused.
 */
export function parseTimeText(text: string): ClockTime | null {
  const match = TIME.exec(text.trim());
  if (!match) return null;
  const [, hoursText, afterSeparator, joined, half] = match;
  const minutesText = afterSeparator ?? joined;
  if (minutesText === undefined && !half) return null;
  let hours = Number(hoursText);
  const minutes = Number(minutesText ?? '0');
  if (minutes > 59) return null;
  if (half) {
    if (hours < 1 || hours > 12) return null;
    hours = (hours % 12) + (half.toLowerCase() === 'p' ? 12 : 0);
  } else if (hours > 23) {
    return null;
  }
  return `${String(hours).padStart(2, '0')}:${String(minutes).padStart(2, '0')}`;
}
