import {
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
  useId,
} from 'react';
import { useT } from '../services/services-context';
import * as styles from './field.css';

interface FieldFrame {
  label: ReactNode;
  hint?: ReactNode;
  /** Translated messages from validation or the API. */
  errors?: readonly string[] | undefined;
  /** Shows "(opcional)" after the label. */
  optional?: boolean;
}

function useFieldIds(errors: readonly string[] | undefined, hint: ReactNode) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = errors?.length ? `${id}-error` : undefined;
  return { id, hintId, errorId, describedBy: [errorId, hintId].filter(Boolean).join(' ') || undefined };
}

function Frame({
  id,
  hintId,
  errorId,
  label,
  hint,
  errors,
  optional,
  children,
}: FieldFrame & ReturnType<typeof useFieldIds> & { children: ReactNode }) {
  const t = useT();
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
        {optional ? <span className={styles.optional}> ({t('common.optional')})</span> : null}
      </label>
      {children}
      {errorId ? (
        <p id={errorId} className={styles.error}>
          {errors?.join(' ')}
        </p>
      ) : null}
      {hintId ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
    </div>
  );
}

/** Props of {@link TextField}. */
export type TextFieldProps = FieldFrame &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange'> & { onValueChange?: (value: string) => void };

/** A labelled text input with its hint and errors wired for screen readers. */
export function TextField({ label, hint, errors, optional, onValueChange, ...input }: TextFieldProps) {
  const ids = useFieldIds(errors, hint);
  return (
    <Frame {...ids} label={label} hint={hint} errors={errors} optional={optional}>
      <input
        {...input}
        id={ids.id}
        className={styles.control}
        aria-invalid={errors?.length ? true : undefined}
        aria-describedby={ids.describedBy}
        onChange={(event) => onValueChange?.(event.target.value)}
      />
    </Frame>
  );
}

/** Props of {@link TextAreaField}. */
export type TextAreaFieldProps = FieldFrame &
  Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'onChange'> & { onValueChange?: (value: string) => void };

/** A labelled multi-line input. */
export function TextAreaField({
  label,
  hint,
  errors,
  optional,
  onValueChange,
  ...input
}: TextAreaFieldProps) {
  const ids = useFieldIds(errors, hint);
  return (
    <Frame {...ids} label={label} hint={hint} errors={errors} optional={optional}>
      <textarea
        {...input}
        id={ids.id}
        className={`${styles.control} ${styles.textarea}`}
        aria-invalid={errors?.length ? true : undefined}
        aria-describedby={ids.describedBy}
        onChange={(event) => onValueChange?.(event.target.value)}
      />
    </Frame>
  );
}

/** One choice of a {@link SelectField}. */
export interface SelectOption {
  value: string;
  label: string;
}

/** Props of {@link SelectField}. */
export type SelectFieldProps = FieldFrame &
  Omit<SelectHTMLAttributes<HTMLSelectElement>, 'onChange'> & {
    options: readonly SelectOption[];
    /** A first, empty choice ("Selecciona…"). */
    placeholder?: string;
    onValueChange?: (value: string) => void;
  };

/** A labelled native select (keyboard and screen-reader friendly on every platform). */
export function SelectField({
  label,
  hint,
  errors,
  optional,
  options,
  placeholder,
  onValueChange,
  ...select
}: SelectFieldProps) {
  const ids = useFieldIds(errors, hint);
  return (
    <Frame {...ids} label={label} hint={hint} errors={errors} optional={optional}>
      <select
        {...select}
        id={ids.id}
        className={styles.control}
        aria-invalid={errors?.length ? true : undefined}
        aria-describedby={ids.describedBy}
        onChange={(event) => onValueChange?.(event.target.value)}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </Frame>
  );
}

/** Props of {@link CheckboxField}. */
export interface CheckboxFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'type'> {
  label: ReactNode;
  errors?: readonly string[] | undefined;
  onCheckedChange?: (checked: boolean) => void;
}

/** A checkbox with its label on the right. */
export function CheckboxField({ label, errors, onCheckedChange, ...input }: CheckboxFieldProps) {
  const id = useId();
  const errorId = errors?.length ? `${id}-error` : undefined;
  return (
    <div className={styles.field}>
      <label className={styles.checkboxRow} htmlFor={id}>
        <input
          {...input}
          id={id}
          type="checkbox"
          className={styles.checkbox}
          aria-invalid={errorId ? true : undefined}
          aria-describedby={errorId}
          onChange={(event) => onCheckedChange?.(event.target.checked)}
        />
        <span>{label}</span>
      </label>
      {errorId ? (
        <p id={errorId} className={styles.error}>
          {errors?.join(' ')}
        </p>
      ) : null}
    </div>
  );
}
