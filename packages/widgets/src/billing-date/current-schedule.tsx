import { formatDate, localizedText } from '@facturo/sdk/co';
import type { BillingSchedule } from '@facturo/sdk/schemas';
import IconCalendarDue from '@tabler/icons-react/dist/esm/icons/IconCalendarDue.mjs';
import { useWidget } from '../runtime/react/widget-context';
import { DataTable } from '../ui/data-table';
import * as styles from './billing-date.css';

/** The mode in words: "Each service on its activation date" or "Every service on day 15". */
export function useModeText() {
  const { t } = useWidget();
  return (mode: BillingSchedule['mode'], day: number | null) =>
    mode === 'unified'
      ? t('domain.billingModeUnified', { day: day ?? undefined })
      : t('domain.billingModeIndividual');
}

/** Each active service with its cycle, activation date and current next due date. */
export function CurrentSchedule({ schedule }: { schedule: BillingSchedule }) {
  const { t, locale } = useWidget();
  const modeText = useModeText();
  return (
    <>
      <p className={styles.modePill}>
        <IconCalendarDue size={16} aria-hidden="true" focusable="false" />
        {t('billingDate.currentMode', { mode: modeText(schedule.mode, schedule.day) })}
      </p>
      <DataTable
        caption={t('billingDate.servicesCaption')}
        rows={schedule.services}
        rowKey={(service) => service.subscriptionId}
        columns={[
          { label: t('billingDate.service'), cell: (service) => localizedText(service.planName, locale) },
          {
            label: t('billingDate.cycle'),
            cell: (service) =>
              t(
                service.billingCycle === 'monthly'
                  ? 'domain.billingCycleMonthly'
                  : 'domain.billingCycleAnnual',
              ),
          },
          {
            label: t('billingDate.activationDate'),
            cell: (service) => formatDate(service.activationDate, locale),
          },
          {
            label: t('billingDate.nextDueDate'),
            cell: (service) => <strong>{formatDate(service.nextDueDate, locale)}</strong>,
          },
        ]}
      />
    </>
  );
}
