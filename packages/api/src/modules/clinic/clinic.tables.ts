import type { HealthDocumentTypeCode, HealthRegime, PatientSex } from '@facturo/sdk/co';
import type {
  AppointmentChangeKind,
  AppointmentStatus,
  AuditAction,
  BillingAddress,
  CivilStatus,
  Diagnosis,
  PayerType,
} from '@facturo/sdk/schemas';
import type { Generated } from 'kysely';
import type { Json } from '../../db/jsonb';

/** `clinic_patients`: one per person per organization (unique document type + number). */
export interface ClinicPatientsTable {
  id: Generated<string>;
  organizationId: string;
  documentType: HealthDocumentTypeCode;
  documentNumber: string;
  firstName: string;
  secondName: string | null;
  firstSurname: string;
  secondSurname: string | null;
  /** `YYYY-MM-DD`. */
  birthdate: string;
  sex: PatientSex;
  civilStatus: CivilStatus | null;
  occupation: string | null;
  phone: string | null;
  email: string | null;
  address: Json<BillingAddress>;
  regime: HealthRegime;
  insurerName: string | null;
  insurerCode: string | null;
  emergencyContact: Json<{ name: string; relationship: string; phone: string } | null>;
  companion: Json<{ name: string; phone: string } | null>;
  /** Names and document folded (lower case, no accents) for search. */
  searchText: string;
  createdBy: string | null;
  createdAt: Date;
  updatedAt: Date;
}

/** `clinic_audit_events`: append-only (a trigger refuses updates and deletes). */
export interface ClinicAuditEventsTable {
  id: Generated<string>;
  organizationId: string;
  /** Kept without a foreign key: the trail outlives accounts. */
  actorId: string | null;
  actorName: string;
  action: AuditAction;
  patientId: string | null;
  resourceId: string | null;
  clientIp: string | null;
  requestId: string | null;
  at: Date;
  seq: Generated<number>;
}

/** `clinic_appointments`: a trigger refuses overlapping active appointments of one professional. */
export interface ClinicAppointmentsTable {
  id: Generated<string>;
  organizationId: string;
  patientId: string;
  professionalId: string;
  startsAt: Date;
  endsAt: Date;
  status: AppointmentStatus;
  notes: string | null;
  cancellationReason: string | null;
  createdBy: string | null;
  createdAt: Date;
  updatedAt: Date;
}

/** `clinic_appointment_changes`: what happened to an appointment, with reasons. */
export interface ClinicAppointmentChangesTable {
  id: Generated<string>;
  organizationId: string;
  appointmentId: string;
  kind: AppointmentChangeKind;
  actorId: string | null;
  actorName: string;
  reason: string | null;
  fromStartsAt: Date | null;
  toStartsAt: Date | null;
  at: Date;
  seq: Generated<number>;
}

/** `clinic_admissions`: arrivals; at most one per appointment. */
export interface ClinicAdmissionsTable {
  id: Generated<string>;
  organizationId: string;
  patientId: string;
  appointmentId: string | null;
  professionalId: string;
  admittedAt: Date;
  reason: string;
  payerType: PayerType;
  payerName: string | null;
  createdBy: string | null;
  createdAt: Date;
}

/** `clinic_history_entries`: open until signed once; then frozen by a trigger. */
export interface ClinicHistoryEntriesTable {
  id: Generated<string>;
  organizationId: string;
  patientId: string;
  professionalId: string;
  admissionId: string | null;
  status: 'open' | 'signed';
  occurredAt: Date;
  signedAt: Date | null;
  reason: string | null;
  currentIllness: string | null;
  pastHistory: string | null;
  physicalExam: string | null;
  diagnoses: Json<Diagnosis[]>;
  plan: string | null;
  createdAt: Date;
}

/** `clinic_history_addenda`: dated notes after a signed entry; append-only. */
export interface ClinicHistoryAddendaTable {
  id: Generated<string>;
  organizationId: string;
  entryId: string;
  patientId: string;
  authorId: string;
  text: string;
  createdAt: Date;
  seq: Generated<number>;
}

/** `clinic_closure_days`: dates the clinic does not attend (beyond the festivos). */
export interface ClinicClosureDaysTable {
  id: Generated<string>;
  organizationId: string;
  /** `YYYY-MM-DD`. */
  date: string;
  reason: string;
  createdBy: string | null;
  createdAt: Date;
}

/** `clinic_schedule_locks`: a professional's (or, with no professional, the clinic's) blocked range. */
export interface ClinicScheduleLocksTable {
  id: Generated<string>;
  organizationId: string;
  professionalId: string | null;
  startsAt: Date;
  endsAt: Date;
  reason: string;
  createdBy: string | null;
  createdAt: Date;
}

declare module '../../db/database.types' {
  interface Database {
    clinicPatients: ClinicPatientsTable;
    clinicAuditEvents: ClinicAuditEventsTable;
    clinicAppointments: ClinicAppointmentsTable;
    clinicAppointmentChanges: ClinicAppointmentChangesTable;
    clinicAdmissions: ClinicAdmissionsTable;
    clinicHistoryEntries: ClinicHistoryEntriesTable;
    clinicHistoryAddenda: ClinicHistoryAddendaTable;
    clinicClosureDays: ClinicClosureDaysTable;
    clinicScheduleLocks: ClinicScheduleLocksTable;
  }
}
