import { IconCalendarEvent, IconCalendarOff, IconClipboardHeart, IconDoorEnter } from '../../ui/clinic-icons';
import { IconLock, IconStethoscope, IconUsers } from '../../ui/icons';
import { defineNav, type NavContext } from '../nav-item';

// The clinic's pages exist for clinics only: working in a company, the menu has no clinic entries.
const inClinic = (route: string) => (context: NavContext) =>
  context.organizationKind === 'clinic' ? (context.pathOf(route) ?? null) : null;

/**
 * The clinic's menu: each entry only for the roles that may use it (billing reads patients and
 * admissions but never sees the clinical history; a group shows when any child does).
 */
export const clinicNav = defineNav([
  {
    id: 'clinic-group',
    labelKey: 'nav.clinic',
    icon: IconStethoscope,
    children: [
      {
        id: 'patients',
        labelKey: 'nav.patients',
        icon: IconUsers,
        route: 'patients',
        to: inClinic('patients'),
        action: 'read',
        subject: 'Patient',
      },
      {
        id: 'clinic-history',
        labelKey: 'nav.clinicalHistory',
        icon: IconClipboardHeart,
        route: 'clinic-history',
        to: inClinic('clinic-history'),
        action: 'read',
        subject: 'ClinicalHistory',
      },
      {
        id: 'appointments',
        labelKey: 'nav.appointments',
        icon: IconCalendarEvent,
        route: 'appointments',
        to: inClinic('appointments'),
        action: 'read',
        subject: 'Appointment',
      },
      {
        id: 'admissions',
        labelKey: 'nav.admissions',
        icon: IconDoorEnter,
        route: 'admissions',
        to: inClinic('admissions'),
        action: 'read',
        subject: 'Admission',
      },
      {
        id: 'holidays',
        labelKey: 'nav.holidays',
        icon: IconCalendarOff,
        route: 'holidays',
        to: inClinic('holidays'),
        action: 'read',
        subject: 'Holiday',
      },
      {
        id: 'schedule-lock',
        labelKey: 'nav.scheduleLock',
        icon: IconLock,
        route: 'schedule-lock',
        to: inClinic('schedule-lock'),
        action: 'read',
        subject: 'ScheduleLock',
      },
    ],
  },
]);
