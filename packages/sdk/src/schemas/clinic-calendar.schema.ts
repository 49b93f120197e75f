/**
 * The clinic calendar contract: days without appointments (Colombia's festivos from the sdk plus the
 * clinic's own closure days) and schedule locks (a professional's or the whole clinic's time range
 * with a reason). Appointments already inside a new closure or lock are returned for rescheduling;
 * nothing is removed silently.
 * @module
 */
import * as z from 'zod/mini';
import { FIRST_HOLIDAY_YEAR } from '../co/holidays';
import { SUPPORTED_DATES } from '../co/plain-date';
import { messageKey } from '../validation/messages';
import { integer } from '../validation/rules';
import {
  agendaQueryShape,
  agendaRangeCheck,
  appointmentSchema,
  dateField,
  dateTimeField,
} from './appointment.schema';
import { crossFieldCheck } from './cross-field-checks';
import { idParam } from './path-params.schema';
import { requiredText } from './patient.schema';

/** Where a day off comes from: the law (festivo) or the clinic. */
export const CLOSED_DAY_SOURCES = ['national', 'clinic'] as const;

const LAST_SUPPORTED_YEAR = Number(SUPPORTED_DATES.to.slice(0, 4));

/** `GET /organizations/{organizationId}/closed-days?year=`: one year; the current Colombian year when left out. */
export const closedDaysQuerySchema = z.object({
  year: z.optional(
    integer().check(
      z.refine((year) => year >= FIRST_HOLIDAY_YEAR && year <= LAST_SUPPORTED_YEAR, {
        message: messageKey('validation.between'),
        params: { min: FIRST_HOLIDAY_YEAR, max: LAST_SUPPORTED_YEAR },
      }),
    ),
  ),
});

/** A day without appointments: a festivo (named in the reader's language) or a closure day (its reason). */
export const closedDaySchema = z.object({
  date: z.string(),
  source: z.enum(CLOSED_DAY_SOURCES),
  name: z.string(),
  /** The closure day's id (to delete it); `null` for festivos. */
  closureDayId: z.nullable(z.uuid()),
});

/** The closed days of a year, by date. */
export const closedDayListSchema = z.object({ year: z.number(), items: z.array(closedDaySchema) });

/** `POST …/closure-days`: a date the clinic does not attend, with the reason (inventory, staff day…). */
export const closureDayRequestSchema = z.object({ date: dateField(), reason: requiredText(200) });

/** A closure day as created, with the appointments on that date that now need a new time. */
export const closureDaySchema = z.object({
  id: z.uuid(),
  date: z.string(),
  reason: z.string(),
  createdAt: z.iso.datetime({ offset: true }),
  affectedAppointments: z.array(appointmentSchema),
});

type LockRange = { startsAt: string; endsAt: string };

/** Longest schedule lock: a year (a leave of absence); longer is almost certainly a typo. */
export const MAX_LOCK_DAYS = 366;

/** `POST …/schedule-locks`: a professional's range, or the whole clinic's when `professionalId` is left out. */
export const scheduleLockRequestSchema = z
  .object({
    professionalId: z.optional(z.uuid({ error: () => 'validation.invalid' })),
    startsAt: dateTimeField(),
    endsAt: dateTimeField(),
    reason: requiredText(200),
  })
  .check(
    crossFieldCheck<LockRange>(['startsAt', 'endsAt'], ({ startsAt, endsAt }) => {
      const span = Date.parse(endsAt) - Date.parse(startsAt);
      if (span <= 0) return [{ field: 'endsAt', message: 'validation.endsAfterStart' }];
      return span > MAX_LOCK_DAYS * 86_400_000
        ? [{ field: 'endsAt', message: 'validation.dateRangeTooLong', params: { days: MAX_LOCK_DAYS } }]
        : [];
    }),
  );

/** A schedule lock, with the active appointments inside it that need a new time. */
export const scheduleLockSchema = z.object({
  id: z.uuid(),
  /** `null`: the whole clinic. */
  professionalId: z.nullable(z.uuid()),
  professionalName: z.nullable(z.string()),
  startsAt: z.iso.datetime({ offset: true }),
  endsAt: z.iso.datetime({ offset: true }),
  reason: z.string(),
  createdAt: z.iso.datetime({ offset: true }),
  affectedAppointments: z.array(appointmentSchema),
});

/** `GET …/schedule-locks`: locks overlapping a date range, of a professional (and the clinic's) or all. */
export const scheduleLockListQuerySchema = z
  .object({
    from: agendaQueryShape.from,
    to: agendaQueryShape.to,
    professionalId: agendaQueryShape.professionalId,
  })
  .check(agendaRangeCheck());

/** `{organizationId}/closure-days/{closureDayId}` path parameters. */
export const closureDayParamsSchema = z.object({ organizationId: idParam(), closureDayId: idParam() });

/** `{organizationId}/schedule-locks/{lockId}` path parameters. */
export const scheduleLockParamsSchema = z.object({ organizationId: idParam(), lockId: idParam() });

/** The locks found, by start. */
export const scheduleLockListSchema = z.object({ items: z.array(scheduleLockSchema) });

/** A lock as a form writes it. */
export type ScheduleLockRequest = z.input<typeof scheduleLockRequestSchema>;
/** A lock as received. */
export type ScheduleLock = z.output<typeof scheduleLockSchema>;
/** A closed day as received. */
export type ClosedDay = z.output<typeof closedDaySchema>;
/** A closure day as created. */
export type ClosureDay = z.output<typeof closureDaySchema>;
