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
  /**
   * Drawn inside the control's end (a date field's calendar button; give the control room with
   * `style={{ paddingInlineEnd: 44 }}`); what it opens may be positioned against the control (the
   * wrapper is `position: relative`).
   */
  trailing?: ReactNode;
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
  trailing,
  ...input
}: TextFieldProps) {
  const wiring = useFieldWiring(errors, hint);
  const control = (
    <input
      {...input}
      {...wiring.controlProps}
      className={className ? `${styles.control} ${className}` : styles.control}
      value={value}
      onChange={(event) => onValueChange?.(event.target.value)}
    />
  );
  return (
    <FieldFrame wiring={wiring} label={label} optional={optional} labelHidden={labelHidden}>
      {trailing ? (
        <div className={styles.withTrailing}>
          {control}
          {trailing}
        </div>
      ) : (
        control
      )}
    </FieldFrame>
  );
}

/** The look of a button given as a {@link TextField}'s `trailing`: an icon button inside the control's end. */
export const fieldButtonClass: string = styles.trailing;
