import type { InputHTMLAttributes, ReactNode } from 'react';
import * as styles from './field.css';
import { useFieldWiring } from './field-messages';

/** Props of {@link CheckboxField}. */
export interface CheckboxFieldProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, 'checked' | 'onChange' | 'id' | 'type'> {
  label: ReactNode;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  errors?: readonly string[] | undefined;
}

/** A checkbox with its label on the same line and its errors under it. */
export function CheckboxField({ label, checked, onCheckedChange, errors, ...input }: CheckboxFieldProps) {
  const wiring = useFieldWiring(errors, undefined);
  return (
    <div className={styles.field}>
      <div className={styles.checkRow}>
        <input
          {...input}
          {...wiring.controlProps}
          type="checkbox"
          className={styles.checkbox}
          checked={checked}
          onChange={(event) => onCheckedChange(event.target.checked)}
        />
        <label htmlFor={wiring.inputId}>{label}</label>
      </div>
      {wiring.messages}
    </div>
  );
}
