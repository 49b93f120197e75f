import { dateOrderOf, dateText, type IsoDate, parseDateText } from '@facturo/sdk/co';
import { TextField } from '@facturo/ui';
import { useEffect, useState } from 'react';

/** Props of {@link DateTextField}. */
export interface DateTextFieldProps {
  label: string;
  /**
   * The date in force (ISO `YYYY-MM-DD`), `''` for none, or `null` while the field holds text that is
   * no date (it was left with an impossible one).
   */
  value: IsoDate | '' | null;
  /**
   * Called with an ISO date once the text is a whole, real date, with `''` once it is emptied, and
   * with `null` once the reader leaves it holding no date: the date typed over is no longer in force,
   * so nothing goes on filtering by it or judging it (a range's order).
   */
  onDateChange: (value: IsoDate | '' | null) => void;
  /** Errors of the date in force (a range's end before its start), shown after the field's own. */
  errors?: readonly string[] | undefined;
  /**
   * The widget's texts, in its current locale: the pattern (`dd/mm/aaaa`, `mm/dd/yyyy`) sets the
   * order of day and month; the hint names it; `invalid` is shown for a date that does not exist.
   */
  texts: { pattern: string; hint: string; invalid: string };
}

/**
 * A date typed in the widget's language — `dd/mm/aaaa` on a Spanish page, `mm/dd/yyyy` on an English
 * one — whatever the browser's (a native date input follows the browser's, so an English browser
 * showed a Spanish page mm/dd/yyyy). It reports a date only when the text is whole and real, so a
 * half-typed one never filters anything; an impossible one is named when the reader leaves the field,
 * and is then reported as no date (`null`).
 * No calendar: the widgets' size budget has no room for one, and typing is the quicker path anyway.
 * The texts come from the widget's own namespace, so widgets without a date download none of them.
 */
export function DateTextField({ label, value, onDateChange, errors, texts }: DateTextFieldProps) {
  const { pattern } = texts;
  // Mounted again over `null` (its impossible text gone with the old field), it starts empty.
  const [text, setText] = useState(() => dateText(value ?? '', dateOrderOf(pattern)));
  // Judged from leaving the field on, so the reader is not told off for a date still being typed.
  const [judged, setJudged] = useState(false);
  // A date set from outside (clearing the filters) or a language switched at runtime rewrites the
  // text in the page's order; text that already means the date in force stays as typed.
  // `null` is this field's own report of its impossible text, which stays as typed.
  useEffect(() => {
    const order = dateOrderOf(pattern);
    if (value !== null)
      setText((current) => (parseDateText(current, order) === value ? current : dateText(value, order)));
  }, [value, pattern]);
  const impossible = text.trim() !== '' && parseDateText(text, dateOrderOf(pattern)) === null;
  const invalid = judged && impossible;
  const shown = [...(invalid ? [texts.invalid] : []), ...(errors ?? [])];
  return (
    <TextField
      label={label}
      value={text}
      inputMode="numeric"
      autoComplete="off"
      placeholder={pattern}
      hint={texts.hint}
      errors={shown.length ? shown : undefined}
      onBlur={() => {
        setJudged(true);
        if (impossible && value !== null) onDateChange(null);
      }}
      onValueChange={(next) => {
        setText(next);
        const date = next.trim() === '' ? '' : parseDateText(next, dateOrderOf(pattern));
        if (date === null) return;
        // A date fixed (or emptied) is judged again only from the next time the reader leaves.
        setJudged(false);
        onDateChange(date);
      }}
    />
  );
}
