import { lazyPage } from '../router/lazy-page';
import { defineRoutes } from '../router/route-handle';

/**
 * The clinic module (organizations of kind clinic): patients and their profile, the professional's
 * clinical history, the agenda, admissions, festivos and closure days, and schedule locks. Each route
 * asks for the permission its data needs, so a billing user who types `/histories/clinic-history`
 * lands on not-authorized.
 */
export const clinicRoutes = defineRoutes([
  {
    path: '/patients',
    handle: {
      name: 'patients',
      titleKey: 'nav.patients',
      action: 'read',
      subject: 'Patient',
      page: { fixedHeight: true },
    },
    lazy: lazyPage(
      () => import('../pages/clinic/patients/patients-page'),
      (m) => m.PatientsPage,
    ),
  },
  {
    path: '/patients/patient-profile',
    handle: {
      name: 'patient-profile',
      titleKey: 'nav.patientProfile',
      action: 'read',
      subject: 'Patient',
      navActiveLink: 'patients',
      searchable: false,
    },
    lazy: lazyPage(
      () => import('../pages/clinic/patients/patient-profile-page'),
      (m) => m.PatientProfilePage,
    ),
  },
  {
    path: '/histories/clinic-history',
    handle: {
      name: 'clinic-history',
      titleKey: 'nav.clinicalHistory',
      action: 'read',
      subject: 'ClinicalHistory',
    },
    lazy: lazyPage(
      () => import('../pages/clinic/history/clinic-history-page'),
      (m) => m.ClinicHistoryPage,
    ),
  },
  {
    path: '/appointments',
    handle: {
      name: 'appointments',
      titleKey: 'nav.appointments',
      action: 'read',
      subject: 'Appointment',
      page: { expanded: true },
    },
    lazy: lazyPage(
      () => import('../pages/clinic/appointments/appointments-page'),
      (m) => m.AppointmentsPage,
    ),
  },
  {
    path: '/admissions',
    handle: { name: 'admissions', titleKey: 'nav.admissions', action: 'read', subject: 'Admission' },
    lazy: lazyPage(
      () => import('../pages/clinic/admissions/admissions-page'),
      (m) => m.AdmissionsPage,
    ),
  },
  {
    path: '/holidays',
    handle: { name: 'holidays', titleKey: 'nav.holidays', action: 'read', subject: 'Holiday' },
    lazy: lazyPage(
      () => import('../pages/clinic/calendar/holidays-page'),
      (m) => m.HolidaysPage,
    ),
  },
  {
    path: '/schedule-lock',
    handle: { name: 'schedule-lock', titleKey: 'nav.scheduleLock', action: 'read', subject: 'ScheduleLock' },
    lazy: lazyPage(
      () => import('../pages/clinic/calendar/schedule-locks-page'),
      (m) => m.ScheduleLocksPage,
    ),
  },
]);
