import IconChevronDown from '@tabler/icons-react/dist/esm/icons/IconChevronDown.mjs';
import type { ReactNode, SelectHTMLAttributes } from 'react';
import * as styles from './field.css';
import { FieldFrame, useFieldWiring } from './field-messages';

/** One option of a {@link SelectField}. */
export interface SelectOption {
  value: string;
  label: string;
}

/** Props of {@link SelectField}. */
export interface SelectFieldProps
  extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'value' | 'onChange' | 'id'> {
  label: ReactNode;
  value: string;
  onValueChange: (value: string) => void;
  options: readonly SelectOption[];
  /** First, empty option ("Choose…"); omitted when the field always has a value. */
  placeholder?: string;
  errors?: readonly string[] | undefined;
  hint?: ReactNode;
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
  ...select
}: SelectFieldProps) {
  const wiring = useFieldWiring(errors, hint);
  return (
    <FieldFrame wiring={wiring} label={label}>
      <div className={styles.withTrailing}>
        <select
          {...select}
          {...wiring.controlProps}
          className={`${styles.control} ${styles.select}`}
          value={value}
          onChange={(event) => onValueChange(event.target.value)}
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
