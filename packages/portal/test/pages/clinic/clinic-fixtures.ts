import type { AbilityRule } from '@facturo/sdk/permissions';
import type { Admission, Appointment, HistoryEntry, Patient } from '@facturo/sdk/schemas';
import type { FakeHandler } from '../../support/fake-api';
import { CLINIC, NEWCOMER_RULES, USER } from '../../support/fixtures';

const inClinic = { organizationId: CLINIC.id };

/** The rules the API gives a clinician of {@link CLINIC} (role-rules.ts). */
export const CLINICIAN_RULES: AbilityRule[] = [
  ...NEWCOMER_RULES,
  { action: 'read', subject: 'Organization', conditions: { id: CLINIC.id } },
  { action: 'read', subject: ['Member', 'Holiday'], conditions: inClinic },
  {
    action: 'manage',
    subject: ['Patient', 'Appointment', 'Admission', 'ScheduleLock'],
    conditions: inClinic,
  },
  { action: ['read', 'create'], subject: 'ClinicalHistory', conditions: inClinic },
];

/** The rules of a billing member of {@link CLINIC}: patients and admissions to invoice, never clinical data. */
export const CLINIC_BILLING_RULES: AbilityRule[] = [
  ...NEWCOMER_RULES,
  { action: 'read', subject: ['Organization'], conditions: { id: CLINIC.id } },
  { action: 'read', subject: ['Member', 'Patient', 'Admission', 'Holiday'], conditions: inClinic },
  {
    action: 'manage',
    subject: ['Invoice', 'Subscription', 'Payment', 'BillingSchedule', 'Prefix'],
    conditions: inClinic,
  },
  { action: 'manage', subject: 'ClinicalHistory', conditions: inClinic, inverted: true },
];

/** A registered patient. */
export const PATIENT: Patient = {
  id: '7a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
  documentType: 'CC',
  documentNumber: '1017234567',
  firstName: 'Juan',
  secondName: 'Camilo',
  firstSurname: 'Restrepo',
  secondSurname: 'Álvarez',
  fullName: 'Juan Camilo Restrepo Álvarez',
  birthdate: '1990-05-14',
  sex: 'male',
  civilStatus: 'married',
  occupation: 'Contador',
  phone: '300 555 0101',
  email: null,
  address: {
    country: 'CO',
    departmentCode: '05',
    municipalityCode: '05001',
    zone: 'urban',
    address: 'Calle 10 # 43-20',
  },
  regime: 'contributory',
  insurerName: 'EPS Sura',
  insurerCode: null,
  emergencyContact: { name: 'Marta Álvarez', relationship: 'Madre', phone: '300 555 0102' },
  companion: null,
  createdAt: '2026-07-06T10:00:00-05:00',
  updatedAt: '2026-07-06T10:00:00-05:00',
};

/** A signed entry by the signed-in user. */
export const SIGNED_ENTRY: HistoryEntry = {
  id: '8b2c3d4e-5f6a-4b7c-9d8e-0f1a2b3c4d5e',
  patientId: PATIENT.id,
  patientName: PATIENT.fullName,
  professionalId: USER.id,
  professionalName: 'Valentina Restrepo Gómez',
  admissionId: null,
  status: 'signed',
  occurredAt: '2026-07-06T09:00:00-05:00',
  signedAt: '2026-07-06T09:30:00-05:00',
  reason: 'Dolor de garganta',
  currentIllness: 'Odinofagia de tres días.',
  pastHistory: null,
  physicalExam: 'Amígdalas con exudado.',
  diagnoses: [{ code: 'J039', description: 'Amigdalitis aguda, no especificada', type: 'presumptive' }],
  plan: 'Acetaminofén y control.',
  addenda: [],
  createdAt: '2026-07-06T09:00:00-05:00',
};

/** A page of items as the API answers lists. */
export const pageOf = <T>(items: T[]) => ({ items, page: 1, pageSize: 20, total: items.length });

/** The fake API a clinic page needs: the user's clinic, its patient, professionals, empty lists. */
export function clinicApi(
  role: 'clinician' | 'billing',
  extra: Record<string, FakeHandler> = {},
): Record<string, FakeHandler> {
  const base = `/organizations/${CLINIC.id}`;
  return {
    'GET /organizations': () => ({ body: { items: [{ ...CLINIC, role }] } }),
    [`GET ${base}/patients`]: () => ({ body: pageOf([PATIENT]) }),
    [`GET ${base}/patients/${PATIENT.id}`]: () => ({ body: PATIENT }),
    [`GET ${base}/professionals`]: () => ({
      body: { items: [{ userId: USER.id, fullName: 'Valentina Restrepo Gómez', email: USER.email }] },
    }),
    [`GET ${base}/appointments`]: () => ({ body: pageOf([]) }),
    [`GET ${base}/admissions`]: () => ({ body: pageOf([]) }),
    [`GET ${base}/closed-days`]: () => ({ body: { year: 2026, items: [] } }),
    [`GET ${base}/schedule-locks`]: () => ({ body: { items: [] } }),
    [`GET ${base}/patients/${PATIENT.id}/history`]: () => ({ body: pageOf([SIGNED_ENTRY]) }),
    [`GET ${base}/clinical-history`]: () => ({ body: pageOf([SIGNED_ENTRY]) }),
    ...extra,
  };
}

/** The n-th (from 1) of a series of ids, as a valid UUID. */
const nthId = (prefix: string, n: number) => `${prefix}-0000-4000-8000-${String(n).padStart(12, '0')}`;

/** An appointment of {@link PATIENT} with the signed-in user, on `date` at `time` (30 minutes). */
export function appointmentAt(n: number, date: string, time: string): Appointment {
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  const end = hours * 60 + minutes + 30;
  const endTime = `${String(Math.floor(end / 60)).padStart(2, '0')}:${String(end % 60).padStart(2, '0')}`;
  return {
    id: nthId('a0000000', n),
    patientId: PATIENT.id,
    patientName: `Paciente ${n}`,
    patientDocumentType: 'CC',
    patientDocumentNumber: String(1_000_000 + n),
    professionalId: USER.id,
    professionalName: 'Valentina Restrepo Gómez',
    startsAt: `${date}T${time}:00-05:00`,
    endsAt: `${date}T${endTime}:00-05:00`,
    date,
    durationMinutes: 30,
    status: 'scheduled',
    notes: null,
    cancellationReason: null,
    createdAt: '2026-07-06T10:00:00-05:00',
    updatedAt: '2026-07-06T10:00:00-05:00',
  };
}

/** A walk-in admission of {@link PATIENT} on `date`. */
export function admissionOn(n: number, date: string): Admission {
  return {
    id: nthId('ad000000', n),
    patientId: PATIENT.id,
    patientName: PATIENT.fullName,
    patientDocumentType: 'CC',
    patientDocumentNumber: PATIENT.documentNumber,
    kind: 'walk_in',
    appointmentId: null,
    professionalId: USER.id,
    professionalName: 'Valentina Restrepo Gómez',
    admittedAt: `${date}T08:00:00-05:00`,
    date,
    payer: { type: 'eps', name: 'EPS Sura' },
    clinical: null,
    createdAt: `${date}T08:00:00-05:00`,
  };
}
