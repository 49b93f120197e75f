import { type BillingMode, UNIFIED_BILLING_DAY_RANGE } from '@facturo/sdk/billing';
import type { BillingSchedule, BillingSchedulePlan } from '@facturo/sdk/schemas';
import { Alert, SelectField } from '@facturo/ui';
import { useSignals } from '@preact/signals-react/runtime';
import { useId, useState } from 'react';
import { useQuery } from '../runtime/react/use-query';
import { useWidget } from '../runtime/react/widget-context';
import * as choice from '../ui/choice.css';
import * as styles from './billing-date.css';
import type { BillingDateApi } from './billing-date-api';
import { useModeText } from './current-schedule';
import { ScheduleDraft } from './schedule-draft';
import { SchedulePreview } from './schedule-preview';

const DAYS = Array.from(
  { length: UNIFIED_BILLING_DAY_RANGE.max - UNIFIED_BILLING_DAY_RANGE.min + 1 },
  (_, index) => String(UNIFIED_BILLING_DAY_RANGE.min + index),
);

const OPTIONS: { mode: BillingMode; title: string; detail: string }[] = [
  { mode: 'individual', title: 'billingDate.individualTitle', detail: 'billingDate.individualDetail' },
  { mode: 'unified', title: 'billingDate.unifiedTitle', detail: 'billingDate.unifiedDetail' },
];

/** Props of {@link ScheduleChange}. */
export interface ScheduleChangeProps {
  schedule: BillingSchedule;
  api: BillingDateApi;
  /** Part of the preview's cache key (the API, the access and the organization). */
  scope: string;
  /** The change was applied: the widget reads the schedule again and announces it. */
  onApplied: (plan: BillingSchedulePlan) => void;
}

/**
 * "When do you want to be charged?": each service on its activation date, or every service on one day
 * of the month (1–28). Any choice other than the current one is previewed by the API (the same
 * computation as the charges) before it can be confirmed.
 */
export function ScheduleChange({ schedule, api, scope, onApplied }: ScheduleChangeProps) {
  useSignals();
  const { t } = useWidget();
  const modeText = useModeText();
  const groupId = useId();
  const titleId = useId();
  const [draft] = useState(() => new ScheduleDraft(schedule));
  const changed = draft.differsFrom(schedule);
  const change = draft.change();
  const preview = useQuery(
    `billing-preview|${scope}|${schedule.mode}|${schedule.day}|${change.mode}|${change.day ?? ''}`,
    () => api.preview(change),
    { enabled: changed },
  );
  const applied = draft.applied.value;

  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <header className={styles.header}>
        <h3 id={titleId} className={styles.title}>
          {t('billingDate.changeTitle')}
        </h3>
        <p className={styles.muted}>{t('billingDate.changeSubtitle')}</p>
      </header>
      {applied ? (
        <Alert tone="success" title={t('billingDate.appliedTitle')}>
          {t('billingDate.appliedBody', { mode: modeText(applied.mode, applied.day) })}
        </Alert>
      ) : null}
      <fieldset className={choice.group}>
        <legend className={choice.legend}>{t('billingDate.modeLegend')}</legend>
        {OPTIONS.map((option) => (
          <label key={option.mode} className={choice.card}>
            <input
              className={choice.radio}
              type="radio"
              name={`${groupId}-mode`}
              checked={draft.mode.value === option.mode}
              onChange={() => draft.choose(option.mode)}
            />
            <span>
              {t(option.title)}
              <span className={choice.detail}>{t(option.detail)}</span>
            </span>
          </label>
        ))}
      </fieldset>
      {draft.mode.value === 'unified' ? (
        <div className={styles.dayField}>
          <SelectField
            label={t('billingDate.dayLabel')}
            hint={t('billingDate.dayHint')}
            value={String(draft.day.value)}
            onValueChange={(value) => draft.chooseDay(Number(value))}
            options={DAYS.map((day) => ({ value: day, label: t('billingDate.dayOption', { day }) }))}
          />
        </div>
      ) : null}
      {changed ? (
        <SchedulePreview
          draft={draft}
          preview={preview}
          onConfirm={async () => {
            const plan = await api.apply({
              ...change,
              ...(preview.data?.acknowledgementRequired ? { acknowledge: true } : {}),
            });
            draft.applied.value = plan;
            onApplied(plan);
          }}
        />
      ) : null}
    </section>
  );
}
