import { parseTimeText } from '@facturo/sdk/co';
import { TextField, type TextFieldProps } from '@facturo/ui';
import { useEffect, useState } from 'react';
import { useT } from '../services/services-context';

/** Props of {@link TimeField}: a text field's, with a time of day (`HH:mm`, 24-hour clock) as its value. */
export interface TimeFieldProps extends Omit<TextFieldProps, 'type' | 'inputMode' | 'placeholder' | 'step'> {
  /** Minutes the time must be a multiple of (5: 9:05 and 9:10, not 9:07). */
  stepMinutes?: number | undefined;
}

/**
 * A time of day typed on the 24-hour clock (`14:30`), the same on a Spanish and an English page: a
 * native time input follows the browser's language, so an English browser showed a Spanish page
 * `02:30 PM`. It also reads `1430` and `2:30 pm`, reports `HH:mm` once the text is a time and the text
 * itself until then (the form's validation refuses it), and says what is wrong when the reader leaves
 * a text that is not a time, or not on the step.
 */
export function TimeField({
  value = '',
  onValueChange,
  hint,
  errors,
  stepMinutes,
  onBlur,
  ...field
}: TimeFieldProps) {
  const t = useT();
  const [text, setText] = useState(value);
  const [left, setLeft] = useState(false);
  // A value set from outside (a reset, a slot chosen in the agenda) replaces the text unless the
  // text already means it.
  useEffect(() => {
    setText((current) => ((parseTimeText(current) ?? current) === value ? current : value));
  }, [value]);
  const time = parseTimeText(text);
  const minutes = time ? Number(time.slice(3)) : 0;
  const problem =
    !left || text.trim() === ''
      ? null
      : !time
        ? t('portal.timeFieldInvalid')
        : stepMinutes && minutes % stepMinutes !== 0
          ? t('portal.timeFieldStep', { count: stepMinutes })
          : null;
  const formatHint = t('portal.timeFieldHint');
  return (
    <TextField
      {...field}
      value={text}
      inputMode="decimal"
      autoComplete="off"
      placeholder={t('portal.timeFieldPattern')}
      hint={
        hint ? (
          <>
            {hint} {formatHint}
          </>
        ) : (
          formatHint
        )
      }
      errors={problem ? [problem] : errors}
      onBlur={(event) => {
        setLeft(true);
        // A time typed another way (`1430`, `2:30 pm`) is shown as the field writes it.
        if (time && time !== text) setText(time);
        onBlur?.(event);
      }}
      onValueChange={(next) => {
        setText(next);
        setLeft(false);
        onValueChange?.(parseTimeText(next) ?? next);
      }}
    />
  );
}
