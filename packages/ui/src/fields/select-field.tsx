import IconChevronDown from '@tabler/icons-react/dist/esm/icons/IconChevronDown.mjs';
import type { SelectHTMLAttributes } from 'react';
import * as styles from './field.css';
import { FieldFrame, useFieldWiring } from './field-messages';
import type { FieldProps } from './text-field';

/** One option of a {@link SelectField}. */
export interface SelectOption {
  value: string;
  label: string;
}

/** Props of {@link SelectField}. */
export interface SelectFieldProps
  extends FieldProps,
    Omit<SelectHTMLAttributes<HTMLSelectElement>, 'value' | 'onChange' | 'id'> {
  value?: string;
  onValueChange?: ((value: string) => void) | undefined;
  options: readonly SelectOption[];
  /** First, empty option ("Selecciona…"); omitted when the field always has a value. */
  placeholder?: string | undefined;
}

/** A labelled native select (keyboard and screen-reader behaviour come from the browser). */
export function SelectField({
  label,
  value,
  onValueChange,
  options,
  placeholder,
  errors,
  hint,
  optional,
  labelHidden,
  ...select
}: SelectFieldProps) {
  const wiring = useFieldWiring(errors, hint);
  return (
    <FieldFrame wiring={wiring} label={label} optional={optional} labelHidden={labelHidden}>
      <div className={styles.withTrailing}>
        <select
          {...select}
          {...wiring.controlProps}
          className={`${styles.control} ${styles.select}`}
          value={value}
          onChange={(event) => onValueChange?.(event.target.value)}
        >
          {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <IconChevronDown className={styles.selectArrow} size={18} aria-hidden="true" focusable="false" />
      </div>
    </FieldFrame>
  );
}
