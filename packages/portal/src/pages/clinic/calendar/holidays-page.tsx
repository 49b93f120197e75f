import { dateInBogota, parseIsoDate } from '@facturo/sdk/co';
import { type ClosedDay, type ClosureDay, closureDayRequestSchema } from '@facturo/sdk/schemas';
import { validate } from '@facturo/sdk/validation';
import { Alert, Button, ErrorState, LoadingState, TextField, useForm } from '@facturo/ui';
import { useState } from 'react';
import { useClosedDays, useScheduleActions } from '../../../data/clinic-schedule.queries';
import { useLocale, useT } from '../../../services/services-context';
import { Badge } from '../../../ui/badge';
import { Card } from '../../../ui/card';
import { DateField } from '../../../ui/date-field';
import * as fields from '../../../ui/form-layout.css';
import { formatDate, formatShortDate } from '../../../ui/format';
import { IconChevronLeft, IconChevronRight } from '../../../ui/icons';
import { PageHeader } from '../../../ui/page-header';
import * as styles from '../shared/clinic.css';
import { ClinicGate, useClinicPermissions } from '../shared/clinic-gate';
import { ClinicTable } from '../shared/clinic-table';
import { FormButtons, FormError, RemoveButton } from '../shared/form-parts';
import { AffectedAppointments } from './affected-appointments';

function ClosureForm({ clinicId, onClosed }: { clinicId: string; onClosed: (closure: ClosureDay) => void }) {
  const t = useT();
  const { closeDay } = useScheduleActions(clinicId);
  const form = useForm(
    { date: '', reason: '' },
    {
      validate: (values, translate) => validate(closureDayRequestSchema, values, translate),
      onSubmit: async (input) => {
        onClosed(await closeDay.mutateAsync(input));
        form.reset({ date: '', reason: '' });
      },
    },
    { t },
  );
  return (
    <form className={fields.form} onSubmit={form.submit} noValidate>
      <FormError message={form.formError} />
      <div className={fields.row}>
        <DateField label={t('clinic.date')} required {...form.field('date')} />
        <TextField
          label={t('clinic.closureReason')}
          required
          hint={t('clinic.closureReasonHint')}
          {...form.field('reason')}
        />
      </div>
      <FormButtons submitLabel={t('clinic.closeDay')} busy={form.submitting} />
    </form>
  );
}

function ClosedDays({ clinicId }: { clinicId: string }) {
  const t = useT();
  const locale = useLocale();
  const can = useClinicPermissions(clinicId);
  const [year, setYear] = useState(parseIsoDate(dateInBogota()).year);
  const [closed, setClosed] = useState<ClosureDay | null>(null);
  const days = useClosedDays(clinicId, year);
  const { reopenDay } = useScheduleActions(clinicId);
  return (
    <>
      <PageHeader title={t('nav.holidays')} subtitle={t('clinic.holidaysSubtitle')} />
      <div className={styles.fieldset}>
        {can('create', 'Holiday') ? (
          <Card title={t('clinic.closeDayTitle')} subtitle={t('clinic.closeDaySubtitle')}>
            <div className={styles.fieldset}>
              <ClosureForm clinicId={clinicId} onClosed={setClosed} />
              {closed ? <AffectedAppointments appointments={closed.affectedAppointments} /> : null}
            </div>
          </Card>
        ) : null}
        <Card
          title={t('clinic.closedDaysOf', { year })}
          actions={
            <div className={styles.pagerButtons}>
              <Button
                variant="secondary"
                size="sm"
                iconOnly
                aria-label={t('clinic.previousYear')}
                onClick={() => setYear(year - 1)}
              >
                <IconChevronLeft size={18} aria-hidden="true" />
              </Button>
              <Button
                variant="secondary"
                size="sm"
                iconOnly
                aria-label={t('clinic.nextYear')}
                onClick={() => setYear(year + 1)}
              >
                <IconChevronRight size={18} aria-hidden="true" />
              </Button>
            </div>
          }
        >
          {reopenDay.error ? (
            <Alert tone="danger" role="alert">
              {(reopenDay.error as Error).message}
            </Alert>
          ) : null}
          {days.isPending ? <LoadingState /> : null}
          {days.isError ? <ErrorState error={days.error} onRetry={() => void days.refetch()} /> : null}
          {days.data ? (
            <ClinicTable
              rows={days.data.items}
              rowKey={(day) => `${day.date}-${day.source}-${day.closureDayId ?? ''}`}
              columns={[
                { header: t('clinic.date'), cell: (day) => formatShortDate(day.date, locale) },
                {
                  header: t('clinic.kind'),
                  cell: (day) => (
                    <Badge tone={day.source === 'national' ? 'info' : 'warning'}>
                      {t(`clinic.source_${day.source}`)}
                    </Badge>
                  ),
                },
                { header: t('clinic.dayName'), cell: (day) => day.name },
                ...(can('delete', 'Holiday')
                  ? [
                      {
                        header: t('portal.actions'),
                        cell: (day: ClosedDay) =>
                          day.closureDayId ? (
                            <RemoveButton
                              label={t('clinic.reopenDay', { date: formatDate(day.date, locale) })}
                              onClick={() => reopenDay.mutate(day.closureDayId as string)}
                            />
                          ) : null,
                      },
                    ]
                  : []),
              ]}
            />
          ) : null}
        </Card>
      </div>
    </>
  );
}

/** `/holidays`: Colombia's festivos and the clinic's closure days; closing a date lists what to reschedule. */
export function HolidaysPage() {
  return <ClinicGate>{(clinic) => <ClosedDays clinicId={clinic.id} />}</ClinicGate>;
}
