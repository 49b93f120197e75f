import { addDays, daysBetween } from '@facturo/sdk/co';
import { type Appointment, bogotaParts, type ClosedDay, type ScheduleLock } from '@facturo/sdk/schemas';
import { useLocale, useT } from '../../../services/services-context';
import * as styles from '../shared/clinic.css';
import { timeOf } from '../shared/clinic-format';

/** Props of {@link Agenda}. */
export interface AgendaProps {
  from: string;
  to: string;
  appointments: readonly Appointment[];
  closedDays: readonly ClosedDay[];
  locks: readonly ScheduleLock[];
  onOpen: (appointment: Appointment) => void;
}

const intlLocale = (locale: string) => (locale === 'es' ? 'es-CO' : 'en-US');

/** The dates of a range, both ends included. */
export function datesOf(from: string, to: string): string[] {
  return Array.from({ length: daysBetween(from, to) + 1 }, (_, index) => addDays(from, index));
}

// A lock shows on every Colombian date it touches.
const lockTouches = (lock: ScheduleLock, date: string) =>
  bogotaParts(lock.startsAt).date <= date &&
  bogotaParts(new Date(new Date(lock.endsAt).getTime() - 1).toISOString()).date >= date;

/**
 * A day or week of one professional's agenda: one column per date (stacked on small screens) with
 * festivos and closure days marked, schedule locks, and appointments by time. Each appointment is a
 * button that opens its details.
 */
export function Agenda({ from, to, appointments, closedDays, locks, onOpen }: AgendaProps) {
  const t = useT();
  const locale = useLocale();
  const heading = new Intl.DateTimeFormat(intlLocale(locale), {
    weekday: 'long',
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });
  return (
    <div className={styles.week}>
      {datesOf(from, to).map((date) => {
        const closed = closedDays.filter((day) => day.date === date);
        const dayLocks = locks.filter((lock) => lockTouches(lock, date));
        const items = appointments.filter((appointment) => appointment.date === date);
        return (
          <section
            key={date}
            className={styles.day}
            data-closed={closed.length > 0}
            aria-label={heading.format(new Date(`${date}T12:00:00Z`))}
          >
            <h3 className={styles.dayTitle}>{heading.format(new Date(`${date}T12:00:00Z`))}</h3>
            {closed.map((day) => (
              <p key={`${day.source}-${day.name}`} className={styles.dayNote}>
                {t(day.source === 'national' ? 'clinic.holidayNote' : 'clinic.closureNote', {
                  name: day.name,
                })}
              </p>
            ))}
            <ul className={styles.slotList}>
              {dayLocks.map((lock) => (
                <li key={lock.id}>
                  <div className={styles.chip.locked}>
                    <span
                      className={styles.chipTime}
                    >{`${timeOf(lock.startsAt)}–${timeOf(lock.endsAt)}`}</span>
                    <span>{t('clinic.lockedSlot', { reason: lock.reason })}</span>
                  </div>
                </li>
              ))}
              {items.map((appointment) => (
                <li key={appointment.id}>
                  <button
                    type="button"
                    className={styles.chip[appointment.status]}
                    onClick={() => onOpen(appointment)}
                  >
                    <span
                      className={styles.chipTime}
                    >{`${timeOf(appointment.startsAt)}–${timeOf(appointment.endsAt)}`}</span>
                    <span>{appointment.patientName}</span>
                    <span className={styles.dayNote}>{t(`clinic.status_${appointment.status}`)}</span>
                  </button>
                </li>
              ))}
            </ul>
            {!items.length && !dayLocks.length && !closed.length ? (
              <p className={styles.dayNote}>{t('clinic.freeDay')}</p>
            ) : null}
          </section>
        );
      })}
    </div>
  );
}
