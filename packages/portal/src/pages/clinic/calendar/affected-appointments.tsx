import type { Appointment } from '@facturo/sdk/schemas';
import { Alert } from '@facturo/ui';
import { Link } from 'react-router';
import { useLocale, useT } from '../../../services/services-context';
import { formatShortDate } from '../../../ui/format';
import { patientProfilePath } from '../patients/patients-page';
import { timeOf } from '../shared/clinic-format';

/**
 * The appointments a new closure or lock leaves inside it: they are kept, and listed so someone
 * calls those patients to give them another time.
 */
export function AffectedAppointments({ appointments }: { appointments: readonly Appointment[] }) {
  const t = useT();
  const locale = useLocale();
  if (!appointments.length) {
    return (
      <Alert tone="success" role="status">
        {t('clinic.noAffected')}
      </Alert>
    );
  }
  return (
    <Alert tone="warning" role="status" title={t('clinic.affectedTitle', { count: appointments.length })}>
      <ul>
        {appointments.map((appointment) => (
          <li key={appointment.id}>
            {`${formatShortDate(appointment.date, locale)} ${timeOf(appointment.startsAt)} · `}
            <Link to={patientProfilePath(appointment.patientId, 'appointments')}>
              {appointment.patientName}
            </Link>
            {` · ${appointment.professionalName}`}
          </li>
        ))}
      </ul>
    </Alert>
  );
}
