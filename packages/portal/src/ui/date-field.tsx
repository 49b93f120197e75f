import {
  dateOrderOf,
  dateText,
  type IsoDate,
  isIsoDate,
  parseDateText,
  SUPPORTED_DATES,
} from '@facturo/sdk/co';
import { fieldButtonClass, TextField, type TextFieldProps } from '@facturo/ui';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useT } from '../services/services-context';
import { IconCalendar } from './icons';

// The month grid is downloaded on a field's first opening, so no page's first download carries it.
const DateCalendar = lazy(() => import('./date-calendar'));

/** Props of {@link DateField}: a text field's, with an ISO date (`YYYY-MM-DD`) as its value. */
export interface DateFieldProps
  extends Omit<TextFieldProps, 'type' | 'inputMode' | 'placeholder' | 'min' | 'max'> {
  /** The earliest date the calendar offers (ISO). */
  min?: IsoDate | undefined;
  /** The latest date the calendar offers (ISO). */
  max?: IsoDate | undefined;
}

/**
 * A date typed in the page's language — `dd/mm/aaaa` on a Spanish page, `mm/dd/yyyy` on an English
 * one — whatever the browser's language (a native date input follows the browser's, so an English
 * browser showed a Spanish page mm/dd/yyyy), or picked from a month grid its button opens. It reports
 * an ISO date once the text is a whole, real date, and the text itself until then, so the form's
 * validation names what is wrong.
 */
export function DateField({ value = '', onValueChange, hint, min, max, label, ...field }: DateFieldProps) {
  const t = useT();
  const pattern = t('portal.dateFieldPattern');
  const [text, setText] = useState(() => dateText(value, dateOrderOf(pattern)));
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  // A value set from outside (a reset, a date chosen elsewhere) shows in the page's order; the text
  // being typed stays as typed while it means the same date.
  useEffect(() => {
    const order = dateOrderOf(pattern);
    setText((current) =>
      (parseDateText(current, order) ?? current) === value ? current : dateText(value, order),
    );
  }, [value, pattern]);
  // A click elsewhere on the page closes the calendar (one inside the field's own box does not).
  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!button.current?.parentElement?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);
  const name = typeof label === 'string' ? label : '';
  const limits = { min: min ?? SUPPORTED_DATES.from, max: max ?? SUPPORTED_DATES.to };
  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) button.current?.focus();
  };
  const trailing = (
    <>
      <button
        ref={button}
        type="button"
        className={fieldButtonClass}
        aria-label={name ? t('portal.calendarOpenFor', { field: name }) : t('portal.calendarOpen')}
        aria-haspopup="dialog"
        aria-expanded={open}
        disabled={field.disabled}
        onClick={() => setOpen((shown) => !shown)}
      >
        <IconCalendar size={20} aria-hidden="true" focusable="false" />
      </button>
      {open ? (
        <Suspense fallback={null}>
          <DateCalendar
            selected={isIsoDate(value) ? value : null}
            label={name || t('portal.calendarOpen')}
            {...limits}
            onPick={(date) => {
              setText(dateText(date, dateOrderOf(pattern)));
              onValueChange?.(date);
              close(true);
            }}
            onClose={close}
          />
        </Suspense>
      ) : null}
    </>
  );
  // Text that is no date in the page's order fails the form's date rule, whose message names the
  // API's ISO form: the field says it in the form the reader types instead.
  const notADate = text.trim() !== '' && parseDateText(text, dateOrderOf(pattern)) === null;
  const errors =
    notADate && field.errors?.length ? [t('portal.dateFieldInvalid', { pattern })] : field.errors;
  return (
    <TextField
      {...field}
      errors={errors}
      label={label}
      value={text}
      inputMode="numeric"
      autoComplete="off"
      placeholder={pattern}
      style={{ paddingInlineEnd: 44 }}
      hint={hint ?? t('portal.dateFieldHint', { pattern })}
      trailing={trailing}
      onValueChange={(next) => {
        setText(next);
        onValueChange?.(parseDateText(next, dateOrderOf(pattern)) ?? next);
      }}
    />
  );
}
