import type { InputHTMLAttributes, ReactNode } from 'react';
import * as styles from './field.css';
import { FieldFrame, useFieldWiring } from './field-messages';

/** What every labelled field takes besides its control's own attributes. */
export interface FieldProps {
  label: ReactNode;
  /** Translated validation messages; the field is marked invalid while there are any. */
  errors?: readonly string[] | undefined;
  hint?: ReactNode;
  /** Adds "(opcional)" after the label. */
  optional?: boolean | undefined;
  /** Keeps the label for screen readers only (a control whose row or column already names it). */
  labelHidden?: boolean | undefined;
}

/** Props of {@link TextField}. */
export interface TextFieldProps
  extends FieldProps,
    Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'id'> {
  value?: string;
  onValueChange?: ((value: string) => void) | undefined;
}

/** A labelled text input with its hint and errors wired for screen readers. */
export function TextField({
  label,
  value,
  onValueChange,
  errors,
  hint,
  optional,
  labelHidden,
  className,
  ...input
}: TextFieldProps) {
  const wiring = useFieldWiring(errors, hint);
  return (
    <FieldFrame wiring={wiring} label={label} optional={optional} labelHidden={labelHidden}>
      <input
        {...input}
        {...wiring.controlProps}
        className={className ? `${styles.control} ${className}` : styles.control}
        value={value}
        onChange={(event) => onValueChange?.(event.target.value)}
      />
    </FieldFrame>
  );
}
