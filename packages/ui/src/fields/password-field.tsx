import IconEye from '@tabler/icons-react/dist/esm/icons/IconEye.mjs';
import IconEyeOff from '@tabler/icons-react/dist/esm/icons/IconEyeOff.mjs';
import { useState } from 'react';
import * as styles from './field.css';
import { FieldFrame, useFieldWiring } from './field-messages';
import type { TextFieldProps } from './text-field';

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
  optional,
  labelHidden,
  showLabel,
  hideLabel,
  ...input
}: PasswordFieldProps) {
  const wiring = useFieldWiring(errors, hint);
  const [visible, setVisible] = useState(false);
  const Icon = visible ? IconEyeOff : IconEye;
  return (
    <FieldFrame wiring={wiring} label={label} optional={optional} labelHidden={labelHidden}>
      <div className={styles.withTrailing}>
        <input
          {...input}
          {...wiring.controlProps}
          type={visible ? 'text' : 'password'}
          className={styles.control}
          style={{ paddingInlineEnd: 44 }}
          value={value}
          onChange={(event) => onValueChange?.(event.target.value)}
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
