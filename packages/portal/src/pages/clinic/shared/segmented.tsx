import { Button } from '@facturo/ui';
import { visuallyHidden } from '@facturo/ui/styles';
import * as styles from './clinic.css';

/** Props of {@link Segmented}. */
export interface SegmentedProps<Value> {
  /** What the choice is about, for screen readers (the group's legend). */
  label: string;
  options: readonly { value: Value; label: string }[];
  value: Value;
  onChange: (value: Value) => void;
}

/** A small group of toggle buttons (day/week, all/open/signed); the chosen one is `aria-pressed`. */
export function Segmented<Value>({ label, options, value, onChange }: SegmentedProps<Value>) {
  return (
    <fieldset className={styles.segmented}>
      <legend className={visuallyHidden}>{label}</legend>
      {options.map((option) => (
        <Button
          key={option.label}
          size="sm"
          variant={value === option.value ? 'primary' : 'ghost'}
          aria-pressed={value === option.value}
          onClick={() => onChange(option.value)}
        >
          {option.label}
        </Button>
      ))}
    </fieldset>
  );
}
