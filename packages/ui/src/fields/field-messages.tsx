import IconAlertCircle from '@tabler/icons-react/dist/esm/icons/IconAlertCircle.mjs';
import { type ReactNode, useId } from 'react';
import { visuallyHidden } from '../styles/visually-hidden.css';
import { useUiTexts } from '../texts/ui-texts';
import * as styles from './field.css';

/** Props of {@link FieldMessages}. */
export interface FieldMessagesProps {
  /** Help text, shown first. */
  hint?: ReactNode;
  hintId?: string | undefined;
  /** Translated validation messages, one line each. */
  errors?: readonly string[] | undefined;
  errorId?: string | undefined;
}

/**
 * What a field says under its control: its hint, then its errors (each with an icon, so the colour is
 * not the only cue). Give the ids to the control's `aria-describedby`; {@link useFieldWiring} does.
 */
export function FieldMessages({ hint, hintId, errors, errorId }: FieldMessagesProps) {
  return (
    <>
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {errors?.length ? (
        <div id={errorId}>
          {errors.map((message) => (
            <p key={message} className={styles.error}>
              <IconAlertCircle className={styles.errorIcon} size={16} aria-hidden="true" focusable="false" />
              {message}
            </p>
          ))}
        </div>
      ) : null}
    </>
  );
}

/** Ids and ARIA wiring shared by every field. */
export interface FieldWiring {
  inputId: string;
  /** The hint and the errors, rendered under the control. */
  messages: ReactNode;
  /** Spread on the control: its id, `aria-invalid` and `aria-describedby`. */
  controlProps: { id: string; 'aria-invalid': true | undefined; 'aria-describedby': string | undefined };
}

/**
 * Connects a control to its hint and errors: `aria-describedby` lists both, `aria-invalid` is set
 * while there are errors, and the messages render under the control.
 */
export function useFieldWiring(
  errors: readonly string[] | undefined,
  hint: ReactNode | undefined,
): FieldWiring {
  const id = useId();
  const inputId = `${id}-input`;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = errors?.length ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return {
    inputId,
    messages: <FieldMessages hint={hint} hintId={hintId} errors={errors} errorId={errorId} />,
    controlProps: {
      id: inputId,
      'aria-invalid': errors?.length ? true : undefined,
      'aria-describedby': describedBy,
    },
  };
}

/** Props of {@link FieldFrame}. */
export interface FieldFrameProps {
  wiring: FieldWiring;
  label: ReactNode;
  /** Adds "(opcional)" after the label. */
  optional?: boolean | undefined;
  /** Keeps the label for screen readers only (a control whose row or column already names it). */
  labelHidden?: boolean | undefined;
  children: ReactNode;
}

/** A field's frame: the label (with "(opcional)" when the field may stay blank), the control, the messages. */
export function FieldFrame({ wiring, label, optional, labelHidden, children }: FieldFrameProps) {
  const { t } = useUiTexts();
  return (
    <div className={styles.field}>
      <label className={labelHidden ? visuallyHidden : styles.label} htmlFor={wiring.inputId}>
        {label}
        {optional ? <span className={styles.optional}> ({t('common.optional')})</span> : null}
      </label>
      {children}
      {wiring.messages}
    </div>
  );
}
