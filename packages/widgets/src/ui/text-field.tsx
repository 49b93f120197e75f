import IconEye from '@tabler/icons-react/dist/esm/icons/IconEye.mjs';
import IconEyeOff from '@tabler/icons-react/dist/esm/icons/IconEyeOff.mjs';
import { type InputHTMLAttributes, type ReactNode, useState } from 'react';
import * as styles from './field.css';
import { FieldFrame, useFieldWiring } from './field-messages';

/** Props of {@link TextField}. */
export interface TextFieldProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'id'> {
  label: ReactNode;
  value: string;
  onValueChange: (value: string) => void;
  /** Translated validation messages; the field is marked invalid while there are any. */
  errors?: readonly string[] | undefined;
  hint?: ReactNode;
  /** Text after the label, e.g. "(optional)". */
  labelSuffix?: ReactNode;
}

/** A labelled text input with its hint and errors wired for screen readers. */
export function TextField({
  label,
  value,
  onValueChange,
  errors,
  hint,
  labelSuffix,
  className,
  ...input
}: TextFieldProps) {
  const wiring = useFieldWiring(errors, hint);
  return (
    <FieldFrame wiring={wiring} label={label} labelSuffix={labelSuffix}>
      <input
        {...input}
        {...wiring.controlProps}
        className={className ? `${styles.control} ${className}` : styles.control}
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
      />
    </FieldFrame>
  );
}

/** Props of {@link PasswordField}. */
export interface PasswordFieldProps extends Omit<TextFieldProps, 'type'> {
  /** Accessible names of the show/hide button. */
  showLabel: string;
  hideLabel: string;
}

/** A password input with a show/hide toggle (a pressed toggle button, announced as such). */
export function PasswordField({
  label,
  value,
  onValueChange,
  errors,
  hint,
  showLabel,
  hideLabel,
  ...input
}: PasswordFieldProps) {
  const wiring = useFieldWiring(errors, hint);
  const [visible, setVisible] = useState(false);
  const Icon = visible ? IconEyeOff : IconEye;
  return (
    <FieldFrame wiring={wiring} label={label}>
      <div className={styles.withTrailing}>
        <input
          {...input}
          {...wiring.controlProps}
          type={visible ? 'text' : 'password'}
          className={styles.control}
          style={{ paddingInlineEnd: 44 }}
          value={value}
          onChange={(event) => onValueChange(event.target.value)}
        />
        <button
          type="button"
          className={styles.trailing}
          aria-label={visible ? hideLabel : showLabel}
          aria-pressed={visible}
          onClick={() => setVisible((shown) => !shown)}
        >
          <Icon size={20} aria-hidden="true" focusable="false" />
        </button>
      </div>
    </FieldFrame>
  );
}
