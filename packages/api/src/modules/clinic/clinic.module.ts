import type { ApiModule } from '../../kernel/api-module';
import { clinicPatientsMigration } from './0200-clinic-patients.migration';
import { clinicSchedulingMigration } from './0201-clinic-scheduling.migration';
import { clinicHistoryMigration } from './0202-clinic-history.migration';
import { clinicOverlapPerClinicMigration } from './0203-clinic-overlap-per-clinic.migration';
import { clinicPatientIdentificationMigration } from './0204-clinic-patient-identification.migration';
import { clinicListIndexesMigration } from './0400-clinic-list-indexes.migration';
import { admissionRoutes } from './admissions/admissions.routes';
import { appointmentRoutes } from './appointments/appointments.routes';
import { auditRoutes } from './audit/audit.routes';
import { recordRoleChange } from './audit/member-audit';
import { calendarRoutes } from './calendar/calendar.routes';
import { historyRoutes } from './clinical-history/history.routes';
import { patientRoutes } from './patients/patients.routes';
import { clinicDemoSeed } from './seed/clinic-demo.seed';

/**
 * The clinic module (organizations of kind `clinic`): patients, the append-only clinical history,
 * appointments, admissions, closure days and schedule locks, and the audit trail of every access
 * (role changes included, which the organizations module announces).
 */
export const clinicModule: ApiModule = {
  name: 'clinic',
  routes: [
    ...patientRoutes,
    ...historyRoutes,
    ...appointmentRoutes,
    ...admissionRoutes,
    ...calendarRoutes,
    ...auditRoutes,
  ],
  migrations: {
    '0200-clinic-patients': clinicPatientsMigration,
    '0201-clinic-scheduling': clinicSchedulingMigration,
    '0202-clinic-history': clinicHistoryMigration,
    '0203-clinic-overlap-per-clinic': clinicOverlapPerClinicMigration,
    '0204-clinic-patient-identification': clinicPatientIdentificationMigration,
    '0400-clinic-list-indexes': clinicListIndexesMigration,
  },
  seeds: [clinicDemoSeed],
  on: { 'membership.role_changed': recordRoleChange },
};
