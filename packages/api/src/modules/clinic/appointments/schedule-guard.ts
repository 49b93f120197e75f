import { dateInBogota, formatDate, holidays, localizedText, parseIsoDate } from '@facturo/sdk/co';
import { sql, type Transaction } from 'kysely';
import type { Database } from '../../../db/database.types';
import { sqlState } from '../../../db/sql-state';
import { ApiProblem, conflict } from '../../../http/api-problem';
import type { ApiLocale } from '../../../http/request-locale';
import { APPOINTMENT_OVERLAP_SQLSTATE } from '../0201-clinic-scheduling.migration';
import type { ClinicContext } from '../clinic-context';

/**
 * Takes the clinic's schedule lock for the rest of the transaction (the same one the double-booking
 * trigger takes): checks and writes of appointments, closure days and locks then happen one at a
 * time per clinic, so no two of them decide on a stale picture.
 */
export async function lockSchedule(trx: Transaction<Database>, organizationId: string): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtextextended(${`clinic-schedule:${organizationId}`}, 0))`.execute(
    trx,
  );
}

const intlLocale = (locale: ApiLocale) => (locale === 'es' ? 'es-CO' : 'en-US');

/** "20 de julio de 2026" / "July 20, 2026": how a date reads in an error message (the sdk's `long`). */
export function longDate(date: string, locale: ApiLocale): string {
  parseIsoDate(date);
  return formatDate(date, locale, 'long');
}

/** "28 de julio" / "July 28": the Colombian day of an instant, for a message. */
const bogotaDay = (instant: Date, locale: ApiLocale) =>
  new Intl.DateTimeFormat(intlLocale(locale), {
    day: 'numeric',
    month: 'long',
    timeZone: 'America/Bogota',
  }).format(instant);

/** "4:00 p. m." / "4:00 PM": the Colombian wall-clock time of an instant, for a message. */
const bogotaTime = (instant: Date, locale: ApiLocale) =>
  new Intl.DateTimeFormat(intlLocale(locale), {
    hour: 'numeric',
    minute: '2-digit',
    timeZone: 'America/Bogota',
  }).format(instant);

/**
 * How a lock reads in an error: "el 28 de julio de 8:00 a. m. a 12:00 p. m." within one day, "del 28
 * de julio, 4:00 p. m., al 29 de julio, 8:00 a. m." across days.
 */
function lockedMessage(ctx: ClinicContext, lock: { startsAt: Date; endsAt: Date; reason: string }): string {
  const [fromDay, toDay] = [bogotaDay(lock.startsAt, ctx.locale), bogotaDay(lock.endsAt, ctx.locale)];
  const times = {
    fromTime: bogotaTime(lock.startsAt, ctx.locale),
    toTime: bogotaTime(lock.endsAt, ctx.locale),
    reason: lock.reason,
  };
  return fromDay === toDay
    ? ctx.t('validation.lockedHours', { day: fromDay, ...times })
    : ctx.t('validation.lockedRange', { fromDay, toDay, ...times });
}

type SlotCode = 'appointment_on_holiday' | 'appointment_on_closure_day' | 'appointment_in_schedule_lock';

// The code's message is general (clients show it in their own language, without values); the
// specifics (which festivo, which closure, which lock) travel translated on the field to change.
const slotProblem = (code: SlotCode, detail: string) =>
  new ApiProblem(409, code, { fieldErrors: { startsAt: [detail] } });

/** The range an appointment would take. */
export interface Slot {
  professionalId: string;
  startsAt: Date;
  endsAt: Date;
  /** The appointment being moved, which does not conflict with itself. */
  excludeId?: string;
}

/**
 * Refuses a slot, in this order: in the past (422 `appointment_in_past`), on a festivo (409
 * `appointment_on_holiday`), on a closure day (409 `appointment_on_closure_day`), inside a lock of
 * the professional or the clinic (409 `appointment_in_schedule_lock`), or over another live
 * appointment of the professional in this clinic (409 `appointment_overlap`). Call it under {@link lockSchedule}.
 */
export async function checkSlot(trx: Transaction<Database>, ctx: ClinicContext, slot: Slot): Promise<void> {
  if (slot.startsAt.getTime() <= ctx.deps.clock.now().getTime())
    throw new ApiProblem(422, 'appointment_in_past');
  // An appointment lasts at most 8 hours, so it touches at most two Colombian dates.
  const dates = [
    ...new Set([dateInBogota(slot.startsAt), dateInBogota(new Date(slot.endsAt.getTime() - 1))]),
  ];
  for (const date of dates) {
    const holiday = holidays(parseIsoDate(date).year).find((candidate) => candidate.date === date);
    if (holiday) {
      const values = { date: longDate(date, ctx.locale), name: localizedText(holiday.name, ctx.locale) };
      throw slotProblem('appointment_on_holiday', ctx.t('validation.holidayDate', values));
    }
  }
  const closure = await trx
    .selectFrom('clinicClosureDays')
    .select(['date', 'reason'])
    .where('organizationId', '=', ctx.organizationId)
    .where('date', 'in', dates)
    .orderBy('date')
    .executeTakeFirst();
  if (closure) {
    const values = { date: longDate(closure.date, ctx.locale), reason: closure.reason };
    throw slotProblem('appointment_on_closure_day', ctx.t('validation.closureDate', values));
  }
  const lock = await trx
    .selectFrom('clinicScheduleLocks')
    .select(['reason', 'startsAt', 'endsAt'])
    .where('organizationId', '=', ctx.organizationId)
    .where((eb) => eb.or([eb('professionalId', '=', slot.professionalId), eb('professionalId', 'is', null)]))
    .where('startsAt', '<', slot.endsAt)
    .where('endsAt', '>', slot.startsAt)
    .orderBy('startsAt')
    .executeTakeFirst();
  if (lock) throw slotProblem('appointment_in_schedule_lock', lockedMessage(ctx, lock));
  let overlapping = trx
    .selectFrom('clinicAppointments')
    .select('id')
    // Within this clinic only: another organization's agenda is neither consulted nor revealed.
    .where('organizationId', '=', ctx.organizationId)
    .where('professionalId', '=', slot.professionalId)
    .where('status', '<>', 'cancelled')
    .where('startsAt', '<', slot.endsAt)
    .where('endsAt', '>', slot.startsAt);
  if (slot.excludeId) overlapping = overlapping.where('id', '<>', slot.excludeId);
  if (await overlapping.executeTakeFirst()) throw conflict('appointment_overlap');
}

/** Runs a schedule write; the database's own double-booking refusal becomes 409 `appointment_overlap`. */
export async function withOverlapGuard<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (sqlState(error) === APPOINTMENT_OVERLAP_SQLSTATE) throw conflict('appointment_overlap');
    throw error;
  }
}
