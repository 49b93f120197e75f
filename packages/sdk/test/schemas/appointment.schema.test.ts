import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import * as z from 'zod/mini';
import { dateInBogota, dayOfWeek, daysBetween } from '../../src/co/plain-date';
import { createI18n } from '../../src/i18n/create-i18n';
import {
  agendaWeek,
  appointmentListQuerySchema,
  bogotaDateTime,
  bogotaParts,
  createAppointmentRequestSchema,
  toBogotaDateTime,
} from '../../src/schemas/appointment.schema';
import { scheduleLockRequestSchema } from '../../src/schemas/clinic-calendar.schema';
import { validate } from '../../src/validation/translate-issues';

const es = createI18n({ locale: 'es', document: null }).t;
const ID = '6f1c2a7e-3b4d-4c5e-9f80-1a2b3c4d5e6f';

describe('Colombian time', () => {
  test.each([
    { instant: '2026-07-14T14:00:00Z', bogota: '2026-07-14T09:00:00-05:00' },
    { instant: '2026-07-15T03:30:00Z', bogota: '2026-07-14T22:30:00-05:00' },
    { instant: '2026-12-31T23:59:59.900-05:00', bogota: '2026-12-31T23:59:59-05:00' },
  ])('$instant reads $bogota', ({ instant, bogota }) => {
    expect(toBogotaDateTime(new Date(instant))).toBe(bogota);
  });

  test('any instant round-trips to the second and falls on the Bogotá date', () => {
    fc.assert(
      fc.property(
        // From the end of Colombia's last daylight saving time (1992-05-03 → 1993-04-04, −04:00), which
        // the time-zone database behind dateInBogota knows and the fixed −05:00 offset does not.
        fc.date({ min: new Date('1993-04-04T05:00:00Z'), max: new Date('2090-01-01'), noInvalidDate: true }),
        (instant) => {
          const text = toBogotaDateTime(instant);
          expect(new Date(text).getTime()).toBe(Math.floor(instant.getTime() / 1000) * 1000);
          expect(bogotaParts(text).date).toBe(dateInBogota(instant));
        },
      ),
    );
  });

  test('bogotaDateTime writes a wall-clock time and refuses nonsense', () => {
    expect(bogotaDateTime('2026-07-14', '07:05')).toBe('2026-07-14T07:05:00-05:00');
    expect(bogotaParts('2026-07-14T12:05:00Z')).toEqual({ date: '2026-07-14', time: '07:05' });
    expect(() => bogotaDateTime('2026-02-30', '07:00')).toThrow(RangeError);
    expect(() => bogotaDateTime('2026-07-14', '24:00')).toThrow(RangeError);
  });

  test('agendaWeek is the Monday-to-Sunday week around any date', () => {
    expect(agendaWeek('2026-07-16')).toEqual({ from: '2026-07-13', to: '2026-07-19' });
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }),
        (instant) => {
          const date = instant.toISOString().slice(0, 10);
          const { from, to } = agendaWeek(date);
          expect(dayOfWeek(from)).toBe(1);
          expect(daysBetween(from, to)).toBe(6);
          expect(from <= date && date <= to).toBe(true);
        },
      ),
    );
  });
});

describe('appointment requests', () => {
  const booking = {
    patientId: ID,
    professionalId: ID,
    startsAt: '2026-07-14T09:00:00-05:00',
    durationMinutes: 30,
  };

  test.each([5, 30, 480])('%i minutes is a valid duration', (durationMinutes) => {
    expect(z.safeParse(createAppointmentRequestSchema, { ...booking, durationMinutes }).success).toBe(true);
  });

  test.each([0, 3, 7, 485, 30.5])('%s minutes is refused with the rule', (durationMinutes) => {
    const result = validate(createAppointmentRequestSchema, { ...booking, durationMinutes }, es);
    expect(result.success ? {} : result.fieldErrors.durationMinutes).toEqual([
      durationMinutes === 30.5
        ? 'Ingresa un número entero.'
        : 'La duración va de 5 a 480 minutos, en múltiplos de 5.',
    ]);
  });

  test('a lock must end after it starts and last at most a year', () => {
    const lock = {
      startsAt: '2026-07-14T09:00:00-05:00',
      endsAt: '2026-07-14T09:00:00-05:00',
      reason: 'Vacaciones',
    };
    const same = validate(scheduleLockRequestSchema, lock, es);
    expect(same.success ? {} : same.fieldErrors).toEqual({
      endsAt: ['El final debe ser posterior al inicio.'],
    });
    const long = validate(scheduleLockRequestSchema, { ...lock, endsAt: '2027-08-01T09:00:00-05:00' }, es);
    expect(long.success ? {} : long.fieldErrors).toEqual({ endsAt: ['Elige un rango de máximo 366 días.'] });
  });

  test.each([
    { query: { from: '2026-07-13', to: '2026-07-19' }, ok: true },
    { query: { patientId: ID }, ok: true },
    { query: { from: '2026-07-13' }, ok: false },
    { query: { from: '2026-07-19', to: '2026-07-13' }, ok: false },
    { query: { from: '2026-07-01', to: '2026-08-11' }, ok: true },
    { query: { from: '2026-07-01', to: '2026-08-12' }, ok: false },
  ])('agenda query %o → $ok', ({ query, ok }) => {
    expect(z.safeParse(appointmentListQuerySchema, query).success).toBe(ok);
  });
});
