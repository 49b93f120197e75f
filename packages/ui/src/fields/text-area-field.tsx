import type { TextareaHTMLAttributes } from 'react';
import * as styles from './field.css';
import { FieldFrame, useFieldWiring } from './field-messages';
import type { FieldProps } from './text-field';

/** Props of {@link TextAreaField}. */
export interface TextAreaFieldProps
  extends FieldProps,
    Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'value' | 'onChange' | 'id'> {
  value?: string;
  onValueChange?: ((value: string) => void) | undefined;
}

/** A labelled multi-line input. */
export function TextAreaField({
  label,
  value,
  onValueChange,
  errors,
  hint,
  optional,
  labelHidden,
  ...textarea
}: TextAreaFieldProps) {
  const wiring = useFieldWiring(errors, hint);
  return (
    <FieldFrame wiring={wiring} label={label} optional={optional} labelHidden={labelHidden}>
      <textarea
        {...textarea}
        {...wiring.controlProps}
        className={`${styles.control} ${styles.textarea}`}
        value={value}
        onChange={(event) => onValueChange?.(event.target.value)}
      />
    </FieldFrame>
  );
}
