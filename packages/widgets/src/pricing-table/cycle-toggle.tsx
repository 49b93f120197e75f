import type { BillingCycle } from '@facturo/sdk/schemas';
import { visuallyHidden } from '@facturo/ui/styles';
import { useId } from 'react';
import { useWidget } from '../runtime/react/widget-context';
import * as styles from './cycle-toggle.css';

/** Props of {@link CycleToggle}. */
export interface CycleToggleProps {
  cycle: BillingCycle;
  onChange: (cycle: BillingCycle) => void;
  /** The best annual saving among the plans, for the "Ahorra hasta n %" hint; `null` hides it. */
  bestSavingPercent: number | null;
}

/** Monthly/annual switch: a native radio group (arrow keys, screen readers) styled as a segmented control. */
export function CycleToggle({ cycle, onChange, bestSavingPercent }: CycleToggleProps) {
  const { t } = useWidget();
  const name = useId();
  const options: { value: BillingCycle; label: string }[] = [
    { value: 'monthly', label: t('domain.billingCycleMonthly') },
    { value: 'annual', label: t('domain.billingCycleAnnual') },
  ];
  return (
    <fieldset className={styles.group}>
      <legend className={visuallyHidden}>{t('pricing.cycleLegend')}</legend>
      {options.map((option) => (
        <label key={option.value} className={styles.option}>
          <input
            type="radio"
            name={name}
            value={option.value}
            checked={cycle === option.value}
            onChange={() => onChange(option.value)}
          />
          {option.label}
          {option.value === 'annual' && bestSavingPercent !== null ? (
            <span className={styles.saving}>{t('pricing.saveUpTo', { percent: bestSavingPercent })}</span>
          ) : null}
        </label>
      ))}
    </fieldset>
  );
}
