import IconAlertCircle from '@tabler/icons-react/dist/esm/icons/IconAlertCircle.mjs';
import { type ReactNode, useId } from 'react';
import * as styles from './field.css';

/** Ids and ARIA wiring shared by every field. */
export interface FieldWiring {
  inputId: string;
  describedBy: string | undefined;
  invalid: boolean;
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
  const messages = (
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
              <IconAlertCircle
                size={16}
                aria-hidden="true"
                focusable="false"
                style={{ flex: 'none', marginTop: 2 }}
              />
              {message}
            </p>
          ))}
        </div>
      ) : null}
    </>
  );
  const invalid = Boolean(errors?.length);
  return {
    inputId,
    describedBy,
    invalid,
    messages,
    controlProps: { id: inputId, 'aria-invalid': invalid || undefined, 'aria-describedby': describedBy },
  };
}

/** A field's frame: the label (with an optional suffix such as "(optional)"), the control, the messages. */
export function FieldFrame({
  wiring,
  label,
  labelSuffix,
  children,
}: {
  wiring: FieldWiring;
  label: ReactNode;
  labelSuffix?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={wiring.inputId}>
        {label}
        {labelSuffix ? <span className={styles.optional}> {labelSuffix}</span> : null}
      </label>
      {children}
      {wiring.messages}
    </div>
  );
}
