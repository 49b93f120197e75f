/**
 * The clinical-history contract of the clinic module. An entry records one consultation by one
 * professional: reason, current illness, past history, physical exam, CIE-10 diagnoses and plan.
 * Entries are append-only: once signed they never change and are only followed by dated addenda.
 * Also the audit log every read and write of clinical data leaves.
 * @module
 */
import * as z from 'zod/mini';
import { isCie10Code, normalizeCie10 } from '../co/cie10';
import { messageKey } from '../validation/messages';
import { required } from '../validation/rules';
import { dateField, dateTimeField } from './appointment.schema';
import { crossFieldCheck } from './cross-field-checks';
import { choice } from './field-rules';
import { idParam } from './path-params.schema';
import { optionalText, pageOf, pageQueryShape, requiredText } from './patient.schema';

/**
 * Diagnosis types of RIPS (`tipoDiagnosticoPrincipal`): 01 impresión diagnóstica, 02 confirmado nuevo,
 * 03 confirmado repetido.
 */
export const DIAGNOSIS_TYPES = ['presumptive', 'confirmed_new', 'confirmed_repeat'] as const;

/** The RIPS code of each diagnosis type. */
export const RIPS_DIAGNOSIS_TYPE_CODES = {
  presumptive: '01',
  confirmed_new: '02',
  confirmed_repeat: '03',
} as const;

/** Most diagnoses one entry carries (RIPS reports a main one and up to three related). */
export const MAX_DIAGNOSES = 4;

/** A CIE-10 code as Colombia writes it: `J069`, `I10X` (a dot and lower case are accepted). */
export const cie10Field = () =>
  required().check(z.overwrite(normalizeCie10), z.refine(isCie10Code, messageKey('validation.cie10Code')));

/** One diagnosis: code, the title or the professional's wording, and its type. The first is the main one. */
export const diagnosisSchema = z.object({
  code: cie10Field(),
  description: requiredText(250),
  type: choice(DIAGNOSIS_TYPES),
});

type ContentShape = { diagnoses: { code: string }[] };

const LONG_TEXT = 10_000;

/** What a professional writes in an entry. */
const contentShape = {
  /** Motivo de consulta. */
  reason: requiredText(2_000),
  /** Enfermedad actual. */
  currentIllness: requiredText(LONG_TEXT),
  /** Antecedentes (personal, family, allergies, medication). */
  pastHistory: optionalText(LONG_TEXT),
  /** Examen físico. */
  physicalExam: optionalText(LONG_TEXT),
  diagnoses: z
    .array(diagnosisSchema)
    .check(
      z.minLength(1, messageKey('validation.required')),
      z.maxLength(MAX_DIAGNOSES, messageKey('validation.maxItems')),
    ),
  /** Plan (treatment, orders, follow-up). */
  plan: requiredText(LONG_TEXT),
};

const noRepeatedDiagnosis = <T extends ContentShape>() =>
  crossFieldCheck<T>(['diagnoses'], ({ diagnoses }) =>
    new Set(diagnoses.map((diagnosis) => diagnosis.code)).size === diagnoses.length
      ? []
      : [{ field: 'diagnoses', message: 'validation.repeatedDiagnosis' }],
  );

/** `POST …/history-entries/{id}/sign`: writes an entry opened by an admission and signs it, once. */
export const signHistoryEntryRequestSchema = z.object(contentShape).check(noRepeatedDiagnosis());

/**
 * `POST …/patients/{patientId}/history`: a signed entry written directly (a consultation without an
 * admission). `occurredAt` is when the consultation took place; now when left out, never in the future.
 */
export const createHistoryEntryRequestSchema = z
  .object({ ...contentShape, occurredAt: z.optional(dateTimeField()) })
  .check(noRepeatedDiagnosis());

/** `POST …/history-entries/{id}/addenda`: a dated note after a signed entry (a correction or a result). */
export const addendumRequestSchema = z.object({ text: requiredText(5_000) });

/** `open`: created by an admission, waiting for the professional; `signed`: written and final. */
export const HISTORY_ENTRY_STATUSES = ['open', 'signed'] as const;

const nullableString = () => z.nullable(z.string());
const dateTime = () => z.iso.datetime({ offset: true });

/** An addendum as the API sends it. */
export const addendumSchema = z.object({
  id: z.uuid(),
  authorId: z.uuid(),
  authorName: z.string(),
  text: z.string(),
  createdAt: dateTime(),
});

/** An entry as the API sends it; the content fields are `null` while it is open. */
export const historyEntrySchema = z.object({
  id: z.uuid(),
  patientId: z.uuid(),
  patientName: z.string(),
  professionalId: z.uuid(),
  professionalName: z.string(),
  admissionId: z.nullable(z.uuid()),
  status: z.enum(HISTORY_ENTRY_STATUSES),
  occurredAt: dateTime(),
  signedAt: z.nullable(dateTime()),
  reason: nullableString(),
  currentIllness: nullableString(),
  pastHistory: nullableString(),
  physicalExam: nullableString(),
  diagnoses: z.array(z.object({ code: z.string(), description: z.string(), type: z.enum(DIAGNOSIS_TYPES) })),
  plan: nullableString(),
  addenda: z.array(addendumSchema),
  createdAt: dateTime(),
});

/**
 * `GET …/patients/{patientId}/history` (a patient's timeline, newest first) and `GET …/clinical-history`
 * (the signed-in professional's entries across patients, or another professional's with `professionalId`;
 * any member who reads clinical history may ask).
 */
export const historyListQuerySchema = z.object({
  professionalId: z.optional(z.uuid({ error: () => 'validation.invalid' })),
  status: z.optional(choice(HISTORY_ENTRY_STATUSES)),
  from: z.optional(dateField()),
  to: z.optional(dateField()),
  ...pageQueryShape,
});

/** A page of entries. */
export const historyEntryListSchema = pageOf(historyEntrySchema);

/** What the audit log records; reads are recorded as much as writes. */
export const AUDIT_ACTIONS = [
  'patient.create',
  'patient.update',
  'patient.read',
  'patient.search',
  'history.create',
  'history.open',
  'history.sign',
  'history.addendum',
  'history.read',
  'history.list',
  'appointment.create',
  'appointment.move',
  'appointment.cancel',
  'appointment.status',
  'appointment.read',
  'admission.create',
  'admission.read',
  'schedule_lock.create',
  'schedule_lock.delete',
  'closure_day.create',
  'closure_day.delete',
  'audit.read',
  'member.role_change',
  'access.denied',
] as const;

/** One of {@link AUDIT_ACTIONS}. */
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** One audit event: who did what, when, from where, on which patient and record. Never the data itself. */
export const auditEventSchema = z.object({
  id: z.uuid(),
  at: dateTime(),
  actorId: z.nullable(z.uuid()),
  actorName: z.string(),
  action: z.enum(AUDIT_ACTIONS),
  patientId: z.nullable(z.uuid()),
  patientName: nullableString(),
  resourceId: z.nullable(z.uuid()),
  clientIp: nullableString(),
  requestId: nullableString(),
});

/** `GET …/clinic-audit-log` (owners): newest first, filtered by patient, actor or action. */
export const auditLogQuerySchema = z.object({
  patientId: z.optional(z.uuid({ error: () => 'validation.invalid' })),
  actorId: z.optional(z.uuid({ error: () => 'validation.invalid' })),
  action: z.optional(choice(AUDIT_ACTIONS)),
  ...pageQueryShape,
});

/** `{organizationId}/history-entries/{entryId}` path parameters. */
export const historyEntryParamsSchema = z.object({ organizationId: idParam(), entryId: idParam() });

/** A page of audit events. */
export const auditLogSchema = pageOf(auditEventSchema);

/** A diagnosis as stored and sent (code normalized). */
export type Diagnosis = z.output<typeof diagnosisSchema>;
/** A diagnosis as a form writes it. */
export type DiagnosisInput = z.input<typeof diagnosisSchema>;
/** A direct entry as a form writes it. */
export type CreateHistoryEntryRequest = z.input<typeof createHistoryEntryRequestSchema>;
/** The content that signs an open entry. */
export type SignHistoryEntryRequest = z.input<typeof signHistoryEntryRequestSchema>;
/** An entry as received. */
export type HistoryEntry = z.output<typeof historyEntrySchema>;
/** An audit event as received. */
export type AuditEvent = z.output<typeof auditEventSchema>;
