import { TextField, type TextFieldProps } from '@facturo/ui';
import { useEffect, useState } from 'react';
import { useT } from '../services/services-context';
import { dateOrderOf, dateText, parseDateText } from './date-text';

/** Props of {@link DateField}: a text field's, with an ISO date (`YYYY-MM-DD`) as its value. */
export type DateFieldProps = Omit<TextFieldProps, 'type' | 'inputMode' | 'placeholder'>;

/**
 * A date typed in the page's language — `dd/mm/aaaa` on a Spanish page, `mm/dd/yyyy` on an English
 * one — whatever the browser's language (a native date input follows the browser's, so an English
 * browser showed a Spanish page mm/dd/yyyy). It reports an ISO date once the text is a whole, real
 * date, and the text itself until then, so the form's validation names what is wrong.
 */
export function DateField({ value = '', onValueChange, hint, ...field }: DateFieldProps) {
  const t = useT();
  const pattern = t('portal.dateFieldPattern');
  const [text, setText] = useState(() => dateText(value, dateOrderOf(pattern)));
  // A value set from outside (a reset, a date chosen elsewhere) shows in the page's order; the text
  // being typed stays as typed while it means the same date.
  useEffect(() => {
    const order = dateOrderOf(pattern);
    setText((current) =>
      (parseDateText(current, order) ?? current) === value ? current : dateText(value, order),
    );
  }, [value, pattern]);
  return (
    <TextField
      {...field}
      value={text}
      inputMode="numeric"
      autoComplete="off"
      placeholder={pattern}
      hint={hint ?? t('portal.dateFieldHint', { pattern })}
      onValueChange={(next) => {
        setText(next);
        onValueChange?.(parseDateText(next, dateOrderOf(pattern)) ?? next);
      }}
    />
  );
}
