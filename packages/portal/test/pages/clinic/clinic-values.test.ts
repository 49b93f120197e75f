import { createI18n } from '@facturo/sdk/i18n';
import { describe, expect, test } from 'vitest';
import { datesOf } from '../../../src/pages/clinic/appointments/agenda';
import { slotFieldErrors, startsAtOf } from '../../../src/pages/clinic/appointments/booking-form';
import {
  EMPTY_PATIENT,
  patientFieldErrors,
  patientRequestOf,
  patientValuesOf,
} from '../../../src/pages/clinic/patients/patient-values';
import { ageOf } from '../../../src/pages/clinic/shared/clinic-format';
import { PATIENT } from './clinic-fixtures';

const t = createI18n({ locale: 'es', document: null }).t;

describe('patient form values', () => {
  test('a stored patient round-trips through the form', () => {
    expect(patientRequestOf(patientValuesOf(PATIENT))).toEqual({
      documentType: 'CC',
      documentNumber: '1017234567',
      firstName: 'Juan',
      secondName: 'Camilo',
      firstSurname: 'Restrepo',
      secondSurname: 'Álvarez',
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
    });
  });

  test('an uninsured patient sends no insurer; blank optional fields clear', () => {
    const request = patientRequestOf({
      ...EMPTY_PATIENT,
      regime: 'uninsured',
      insurerName: 'EPS Sura',
      phone: '  ',
    });
    expect(request).toMatchObject({
      insurerName: null,
      insurerCode: null,
      phone: null,
      emergencyContact: null,
      sex: undefined,
    });
  });

  test('nested errors land on the flat fields', () => {
    expect(
      patientFieldErrors({
        'address.municipalityCode': ['a'],
        'emergencyContact.phone': ['b'],
        'companion.phone': ['d'],
        documentNumber: ['c'],
      }),
    ).toEqual({
      municipalityCode: ['a'],
      emergencyPhone: ['b'],
      companionPhone: ['d'],
      documentNumber: ['c'],
    });
  });

  test('a companion half filled is sent, so its missing phone is reported; none is null', () => {
    expect(patientRequestOf({ ...EMPTY_PATIENT, companionName: 'Luisa Ríos' }).companion).toEqual({
      name: 'Luisa Ríos',
      phone: '',
    });
    expect(patientRequestOf({ ...EMPTY_PATIENT, civilStatus: '' })).toMatchObject({
      companion: null,
      civilStatus: null,
      occupation: null,
    });
  });
});

describe('clinic formats', () => {
  test.each([
    { birthdate: '1990-05-14', today: '2026-07-06', age: '36 años' },
    { birthdate: '1990-07-07', today: '2026-07-06', age: '35 años' },
    { birthdate: '2025-06-10', today: '2026-07-06', age: '12 meses' },
    { birthdate: '2026-06-06', today: '2026-07-06', age: '1 mes' },
    { birthdate: '2026-07-01', today: '2026-07-06', age: '5 días' },
    { birthdate: '2026-07-06', today: '2026-07-06', age: '0 días' },
  ])('born $birthdate is $age on $today', ({ birthdate, today, age }) => {
    expect(ageOf(birthdate, today, t)).toBe(age);
  });

  test('a week of agenda dates, and slot times in Colombia', () => {
    expect(datesOf('2026-07-13', '2026-07-19')).toHaveLength(7);
    expect(datesOf('2026-12-31', '2027-01-01')).toEqual(['2026-12-31', '2027-01-01']);
    expect(startsAtOf('2026-07-14', '09:30')).toBe('2026-07-14T09:30:00-05:00');
    expect(startsAtOf('', '09:30')).toBe('');
    expect(slotFieldErrors({ startsAt: ['x'], reason: ['y'] })).toEqual({ time: ['x'], reason: ['y'] });
  });
});
