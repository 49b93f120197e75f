/**
 * The admissions contract of the clinic module: a patient's arrival, for an appointment or as a walk-in,
 * with who pays for the visit. An admission opens the visit's clinical-history entry. Its clinical
 * part (the reason and the entry) is sent only to roles that may read clinical data.
 * @module
 */
import * as z from 'zod/mini';
import { HEALTH_DOCUMENT_TYPE_CODES } from '../co/health-codes';
import { agendaQueryShape, agendaRangeCheck, dateTimeField } from './appointment.schema';
import { crossFieldCheck } from './cross-field-checks';
import { choice } from './field-rules';
import { idParam } from './path-params.schema';
import { optionalText, pageOf, requiredText } from './patient.schema';

/**
 * Who pays for a visit: the patient's EPS, the patient (particular), prepaid medicine or a health
 * policy, SOAT (traffic accidents), the ARL (work accidents), the territorial health authority
 * (uninsured poor population) or another payer.
 */
export const PAYER_TYPES = ['eps', 'private', 'prepaid', 'soat', 'arl', 'territorial', 'other'] as const;

/** One of {@link PAYER_TYPES}. */
export type PayerType = (typeof PAYER_TYPES)[number];

/** How the patient arrived: for an appointment, or without one. */
export const ADMISSION_KINDS = ['appointment', 'walk_in'] as const;

type AdmissionShape = { appointmentId?: string | undefined; professionalId?: string | undefined };

/**
 * `POST /organizations/{id}/admissions`. For an appointment the professional is the appointment's;
 * a walk-in names the professional who will see the patient. `admittedAt` defaults to now.
 */
export const createAdmissionRequestSchema = z
  .object({
    patientId: z.uuid({ error: () => 'validation.required' }),
    appointmentId: z.optional(z.uuid({ error: () => 'validation.invalid' })),
    professionalId: z.optional(z.uuid({ error: () => 'validation.invalid' })),
    admittedAt: z.optional(dateTimeField()),
    /** Why the patient comes today, in their words; clinical data. */
    reason: requiredText(500),
    payer: z.object({
      type: choice(PAYER_TYPES),
      /** The payer's name; for `eps`, the patient's insurer when left out. */
      name: optionalText(120),
    }),
  })
  .check(
    crossFieldCheck<AdmissionShape>(
      ['appointmentId', 'professionalId'],
      ({ appointmentId, professionalId }) =>
        !appointmentId && !professionalId
          ? [{ field: 'professionalId', message: 'validation.required' }]
          : [],
    ),
  );

/** An admission as the API sends it. `clinical` is `null` for roles without access to clinical data. */
export const admissionSchema = z.object({
  id: z.uuid(),
  patientId: z.uuid(),
  patientName: z.string(),
  patientDocumentType: z.enum(HEALTH_DOCUMENT_TYPE_CODES),
  patientDocumentNumber: z.string(),
  kind: z.enum(ADMISSION_KINDS),
  appointmentId: z.nullable(z.uuid()),
  professionalId: z.uuid(),
  professionalName: z.string(),
  admittedAt: z.iso.datetime({ offset: true }),
  /** The Colombian calendar date of the arrival. */
  date: z.string(),
  payer: z.object({ type: z.enum(PAYER_TYPES), name: z.nullable(z.string()) }),
  clinical: z.nullable(z.object({ reason: z.string(), historyEntryId: z.uuid() })),
  createdAt: z.iso.datetime({ offset: true }),
});

/** `GET /organizations/{id}/admissions`: by date range (as the agenda) and/or patient; newest first. */
export const admissionListQuerySchema = z.object(agendaQueryShape).check(agendaRangeCheck());

/** `{organizationId}/admissions/{admissionId}` path parameters. */
export const admissionParamsSchema = z.object({ organizationId: idParam(), admissionId: idParam() });

/** A page of admissions. */
export const admissionListSchema = pageOf(admissionSchema);

/** A new admission as a form writes it. */
export type CreateAdmissionRequest = z.input<typeof createAdmissionRequestSchema>;
/** An admission as received. */
export type Admission = z.output<typeof admissionSchema>;
