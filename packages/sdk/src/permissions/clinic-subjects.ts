/**
 * The permission subjects of the clinic module. The API grants them only in organizations of kind
 * `clinic`, and the portal checks them against the organization it works in, never another
 * membership: one list, so a new clinic subject cannot be granted on one side and left unpinned on
 * the other.
 */
export const CLINIC_SUBJECTS = [
  'Patient',
  'ClinicalHistory',
  'Appointment',
  'Admission',
  'Holiday',
  'ScheduleLock',
] as const;

/** One of {@link CLINIC_SUBJECTS}. */
export type ClinicSubject = (typeof CLINIC_SUBJECTS)[number];
