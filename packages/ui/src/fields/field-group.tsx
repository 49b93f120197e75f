import { type ReactNode, useId } from 'react';
import * as styles from './field.css';
import { FieldMessages } from './field-messages';

/** Props of {@link FieldGroup}. */
export interface FieldGroupProps {
  /** What the group is about ("Responsabilidades fiscales"), read before each of its choices. */
  legend: ReactNode;
  hint?: ReactNode;
  /** Translated messages about the group as a whole (pick at least one). */
  errors?: readonly string[] | undefined;
  /** The choices: checkboxes, usually. */
  children: ReactNode;
}

/** A titled group of related choices (a fieldset), with the group's hint and errors under them. */
export function FieldGroup({ legend, hint, errors, children }: FieldGroupProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = errors?.length ? `${id}-error` : undefined;
  return (
    <fieldset
      className={styles.group}
      aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined}
    >
      <legend className={`${styles.label} ${styles.groupLegend}`}>{legend}</legend>
      {children}
      <FieldMessages hint={hint} hintId={hintId} errors={errors} errorId={errorId} />
    </fieldset>
  );
}
