/**
 * The appointments contract of the clinic module: a patient's appointment with a professional, its
 * statuses and changes (moves and cancellations carry a reason), the agenda query, and the clinic's
 * professionals. Times travel as ISO 8601 with their offset; the API answers in Colombian time
 * (`-05:00`).
 * @module
 */
import * as z from 'zod/mini';
import { HEALTH_DOCUMENT_TYPE_CODES } from '../co/health-codes';
import { addDays, dayOfWeek, daysBetween, type IsoDate, isIsoDate } from '../co/plain-date';
import { messageKey } from '../validation/messages';
import { supportedDateCheck } from './billing-fields';
import { crossFieldCheck } from './cross-field-checks';
import { choice } from './field-rules';
import { idParam } from './path-params.schema';
import { optionalText, pageOf, pageQueryShape, requiredText } from './patient.schema';

/** Colombia's offset from UTC: −05:00 all year (no daylight saving time since 1993). */
export const BOGOTA_UTC_OFFSET = '-05:00';

const BOGOTA_OFFSET_MS = -5 * 60 * 60 * 1000;

/**
 * An instant written in Colombian time, to the second: `2026-07-14T09:00:00-05:00`. What the API
 * answers for every clinic time, so a reader anywhere sees the clinic's clock. The offset is the fixed
 * −05:00: right for every instant since 1993-04-04; during Colombia's daylight saving of 1992–93
 * (−04:00) it reads an hour early, which no clinic time (today or later) can be.
 */
export function toBogotaDateTime(instant: Date): string {
  return `${new Date(instant.getTime() + BOGOTA_OFFSET_MS).toISOString().slice(0, 19)}${BOGOTA_UTC_OFFSET}`;
}

/**
 * The Colombian date-time of a calendar date and a wall-clock time `HH:MM`.
 * @example bogotaDateTime('2026-07-14', '09:30') // '2026-07-14T09:30:00-05:00'
 */
export function bogotaDateTime(date: IsoDate, time: string): string {
  if (!isIsoDate(date) || !/^([01]\d|2[0-3]):[0-5]\d$/.test(time)) {
    throw new RangeError(
      `bogotaDateTime: expected a YYYY-MM-DD date and an HH:MM time, got "${date}" "${time}".`,
    );
  }
  return `${date}T${time}:00${BOGOTA_UTC_OFFSET}`;
}

/** The Colombian calendar date and wall-clock time (`HH:MM`) of an ISO date-time with any offset. */
export function bogotaParts(dateTime: string): { date: IsoDate; time: string } {
  const local = toBogotaDateTime(new Date(dateTime));
  return { date: local.slice(0, 10), time: local.slice(11, 16) };
}

/** A date-time with its offset (`2026-07-14T09:00:00-05:00` or `…Z`), within the supported years. */
export const dateTimeField = () =>
  z.iso
    .datetime({
      offset: true,
      error: (issue) => (issue.input === undefined ? 'validation.required' : 'validation.dateTime'),
    })
    .check(supportedDateCheck());

/** A calendar date `YYYY-MM-DD`, within the supported years. */
export const dateField = () =>
  z
    .string({ error: (issue) => (issue.input === undefined ? 'validation.required' : 'validation.date') })
    .check(z.trim(), z.refine(isIsoDate, messageKey('validation.date')), supportedDateCheck());

/** Appointment statuses; `scheduled` and `confirmed` are the active ones, the others are final. */
export const APPOINTMENT_STATUSES = ['scheduled', 'confirmed', 'attended', 'cancelled', 'no_show'] as const;

/** One of {@link APPOINTMENT_STATUSES}. */
export type AppointmentStatus = (typeof APPOINTMENT_STATUSES)[number];

/** Statuses that still hold a slot in the professional's agenda and can be moved or cancelled. */
export const ACTIVE_APPOINTMENT_STATUSES: readonly AppointmentStatus[] = ['scheduled', 'confirmed'];

/** Shortest and longest appointment, and the step durations come in (minutes). */
export const APPOINTMENT_DURATION = { min: 5, max: 480, step: 5 } as const;

/** Longest span the agenda answers at once (a month view with its spill-over weeks). */
export const MAX_AGENDA_DAYS = 42;

const durationField = () =>
  z
    .int({ error: (issue) => (issue.input === undefined ? 'validation.required' : 'validation.integer') })
    .check(
      z.refine(
        (value) =>
          value >= APPOINTMENT_DURATION.min &&
          value <= APPOINTMENT_DURATION.max &&
          value % APPOINTMENT_DURATION.step === 0,
        {
          message: messageKey('validation.appointmentDuration'),
          params: { ...APPOINTMENT_DURATION },
        },
      ),
    );

/** `POST /organizations/{id}/appointments`. */
export const createAppointmentRequestSchema = z.object({
  patientId: z.uuid({ error: () => 'validation.required' }),
  /** A member with the clinician role. */
  professionalId: z.uuid({ error: () => 'validation.required' }),
  startsAt: dateTimeField(),
  durationMinutes: durationField(),
  /** Administrative notes (first visit, bring lab results…), not clinical data. */
  notes: optionalText(500),
});

/** `POST …/appointments/{id}/move`: a new time (and optionally duration or professional), with the reason. */
export const moveAppointmentRequestSchema = z.object({
  startsAt: dateTimeField(),
  durationMinutes: z.optional(durationField()),
  professionalId: z.optional(z.uuid({ error: () => 'validation.invalid' })),
  reason: requiredText(500),
});

/** `POST …/appointments/{id}/cancel`: the reason is required. */
export const cancelAppointmentRequestSchema = z.object({ reason: requiredText(500) });

/** `POST …/appointments/{id}/status`: confirm it, or record that the patient did not come. */
export const appointmentStatusRequestSchema = z.object({ status: choice(['confirmed', 'no_show']) });

/** What changed in an appointment, newest last. */
export const APPOINTMENT_CHANGE_KINDS = [
  'created',
  'moved',
  'confirmed',
  'cancelled',
  'no_show',
  'attended',
] as const;

/** One of {@link APPOINTMENT_CHANGE_KINDS}. */
export type AppointmentChangeKind = (typeof APPOINTMENT_CHANGE_KINDS)[number];

const nullableString = () => z.nullable(z.string());

/** An appointment as the API sends it (times in Colombian time). */
export const appointmentSchema = z.object({
  id: z.uuid(),
  patientId: z.uuid(),
  patientName: z.string(),
  patientDocumentType: z.enum(HEALTH_DOCUMENT_TYPE_CODES),
  patientDocumentNumber: z.string(),
  professionalId: z.uuid(),
  professionalName: z.string(),
  startsAt: z.iso.datetime({ offset: true }),
  endsAt: z.iso.datetime({ offset: true }),
  /** The Colombian calendar date it starts on. */
  date: z.string(),
  durationMinutes: z.number(),
  status: z.enum(APPOINTMENT_STATUSES),
  notes: nullableString(),
  cancellationReason: nullableString(),
  createdAt: z.iso.datetime({ offset: true }),
  updatedAt: z.iso.datetime({ offset: true }),
});

/** One recorded change of an appointment. */
export const appointmentChangeSchema = z.object({
  kind: z.enum(APPOINTMENT_CHANGE_KINDS),
  at: z.iso.datetime({ offset: true }),
  actorName: z.string(),
  reason: nullableString(),
  fromStartsAt: z.nullable(z.iso.datetime({ offset: true })),
  toStartsAt: z.nullable(z.iso.datetime({ offset: true })),
});

/** `GET …/appointments/{id}`: the appointment and its changes. */
export const appointmentDetailSchema = z.extend(appointmentSchema, {
  changes: z.array(appointmentChangeSchema),
});

type AgendaRange = { from?: string | undefined; to?: string | undefined };

/** The filters every clinic calendar list shares: a date range, a professional, a patient, a page. */
export const agendaQueryShape = {
  from: z.optional(dateField()),
  to: z.optional(dateField()),
  professionalId: z.optional(z.uuid({ error: () => 'validation.invalid' })),
  patientId: z.optional(z.uuid({ error: () => 'validation.invalid' })),
  ...pageQueryShape,
};

/**
 * The range rule of an agenda query: `from` and `to` together (Colombian dates, both included), in
 * order, at most {@link MAX_AGENDA_DAYS} days.
 */
export const agendaRangeCheck = <T extends AgendaRange>() =>
  crossFieldCheck<T>(['from', 'to'], ({ from, to }) => {
    if (!from && !to) return [];
    if (!from || !to) return [{ field: from ? 'to' : 'from', message: 'validation.required' }];
    if (to < from) return [{ field: 'to', message: 'validation.dateRange' }];
    return daysBetween(from, to) >= MAX_AGENDA_DAYS
      ? [{ field: 'to', message: 'validation.dateRangeTooLong', params: { days: MAX_AGENDA_DAYS } }]
      : [];
  });

/**
 * `GET /organizations/{id}/appointments`: a date range for the agenda and/or a patient's
 * appointments, optionally one professional's or one status; by time.
 */
export const appointmentListQuerySchema = z
  .object({ ...agendaQueryShape, status: z.optional(choice(APPOINTMENT_STATUSES)) })
  .check(agendaRangeCheck());

/** `{organizationId}/appointments/{appointmentId}` path parameters. */
export const appointmentParamsSchema = z.object({ organizationId: idParam(), appointmentId: idParam() });

/** A page of appointments. */
export const appointmentListSchema = pageOf(appointmentSchema);

/** A professional of the clinic (a member with the clinician role). */
export const professionalSchema = z.object({ userId: z.uuid(), fullName: z.string(), email: z.string() });

/** `GET /organizations/{id}/professionals`. */
export const professionalListSchema = z.object({ items: z.array(professionalSchema) });

/**
 * The Monday-to-Sunday week around a date, as the agenda's week view shows it.
 * @example agendaWeek('2026-07-16') // { from: '2026-07-13', to: '2026-07-19' }
 */
export function agendaWeek(date: IsoDate): { from: IsoDate; to: IsoDate } {
  const from = addDays(date, -((dayOfWeek(date) + 6) % 7));
  return { from, to: addDays(from, 6) };
}

/** A new appointment as a form writes it. */
export type CreateAppointmentRequest = z.input<typeof createAppointmentRequestSchema>;
/** A move of an appointment. */
export type MoveAppointmentRequest = z.input<typeof moveAppointmentRequestSchema>;
/** An appointment as received. */
export type Appointment = z.output<typeof appointmentSchema>;
/** An appointment with its changes. */
export type AppointmentDetail = z.output<typeof appointmentDetailSchema>;
/** A professional as received. */
export type Professional = z.output<typeof professionalSchema>;
