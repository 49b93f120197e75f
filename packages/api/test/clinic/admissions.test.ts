import { describe, expect, test } from 'vitest';
import type { Json } from '../support/api-client';
import { expectProblem } from '../support/factories';
import { setupTestApp } from '../support/test-app';
import { book, registerPatient } from './support/clinic-fixtures';
import { clinicScene } from './support/clinic-scene';

const t = setupTestApp();
const scene = clinicScene(t);

describe('admissions open the visit’s entry', () => {
  test('an arrival for an appointment marks it attended and opens an entry for its professional', async () => {
    const booked = (
      await book(t, scene.world.clinic.actors.clinician, scene.world.clinic.id, {
        patientId: scene.patient.id,
        professionalId: scene.world.clinic.actors.clinician.userId,
        start: '2026-07-06T10:30',
      })
    ).body;
    const admitted = await scene.as('clinician').post('/admissions', {
      patient_id: scene.patient.id,
      appointment_id: booked.id,
      reason: 'Control de tensión arterial',
      payer: { type: 'private' },
    });
    expect(admitted.status, admitted.text).toBe(201);
    expect(admitted.body).toMatchObject({
      kind: 'appointment',
      appointment_id: booked.id,
      professional_id: scene.world.clinic.actors.clinician.userId,
      payer: { type: 'private', name: null },
      clinical: { reason: 'Control de tensión arterial' },
    });
    const entry = await scene
      .as('clinician')
      .get(`/history-entries/${admitted.body.clinical.history_entry_id}`);
    expect(entry.body).toMatchObject({
      status: 'open',
      admission_id: admitted.body.id,
      reason: null,
      diagnoses: [],
    });
    const appointment = await scene.as('clinician').get(`/appointments/${booked.id}`);
    expect(appointment.body.status).toBe('attended');
    expectProblem(
      await scene.as('clinician').post('/admissions', {
        patient_id: scene.patient.id,
        appointment_id: booked.id,
        reason: 'x',
        payer: { type: 'eps' },
      }),
      409,
      'appointment_not_active',
    );
  });

  test('a walk-in names its professional; the EPS payer defaults to the patient’s insurer', async () => {
    const admitted = await scene.admitWalkIn();
    expect(admitted).toMatchObject({
      kind: 'walk_in',
      appointment_id: null,
      payer: { type: 'eps', name: 'EPS Sura' },
    });
    const noProfessional = await scene.as('admin').post('/admissions', {
      patient_id: scene.patient.id,
      reason: 'x',
      payer: { type: 'eps' },
    });
    expect(noProfessional.body.field_errors.professional_id).toEqual(['Este campo es obligatorio.']);
    expectProblem(
      await scene.as('admin').post('/admissions', {
        patient_id: scene.patient.id,
        professional_id: scene.world.clinic.actors.clinician.userId,
        admitted_at: '2026-07-06T12:00:00-05:00',
        reason: 'x',
        payer: { type: 'eps' },
      }),
      422,
      'admission_in_future',
    );
  });

  test('another patient’s appointment is refused', async () => {
    const other = await registerPatient(t, scene.world.clinic.actors.clinician, scene.world.clinic.id);
    const booked = (
      await book(t, scene.world.clinic.actors.clinician, scene.world.clinic.id, {
        patientId: other.id,
        professionalId: scene.world.clinic.actors.clinician2.userId,
        start: '2026-07-06T11:00',
      })
    ).body;
    expectProblem(
      await scene.as('admin').post('/admissions', {
        patient_id: scene.patient.id,
        appointment_id: booked.id,
        reason: 'x',
        payer: { type: 'eps' },
      }),
      422,
      'admission_appointment_mismatch',
    );
  });

  test('an appointment is admitted on its own Colombian date only', async () => {
    const clinician = scene.world.clinic.actors.clinician2;
    const bookAt = async (start: string) =>
      (
        await book(t, clinician, scene.world.clinic.id, {
          patientId: scene.patient.id,
          professionalId: clinician.userId,
          start,
        })
      ).body;
    const admit = (appointmentId: string, extra: Record<string, unknown> = {}, locale = 'es') =>
      scene.as('clinician2', locale).post('/admissions', {
        patient_id: scene.patient.id,
        appointment_id: appointmentId,
        reason: 'Control',
        payer: { type: 'eps' },
        ...extra,
      });
    const tomorrow = await bookAt('2026-07-07T09:00');
    const refused = await admit(tomorrow.id);
    expectProblem(refused, 422, 'admission_appointment_other_day');
    expect(refused.body.message).toBe(
      'Esa cita es para otro día. Admite al paciente el día de la cita o como consulta sin cita.',
    );
    expect((await admit(tomorrow.id, {}, 'en')).body.message).toBe(
      'That appointment is on another day. Admit the patient on the day of the appointment, or as a walk-in.',
    );
    // Refused means untouched: the appointment is still to be attended, and no entry was opened.
    expect((await scene.as('clinician2').get(`/appointments/${tomorrow.id}`)).body.status).toBe('scheduled');
    // An arrival recorded yesterday evening is not this morning's appointment either.
    const thisMorning = await bookAt('2026-07-06T10:05');
    expectProblem(
      await admit(thisMorning.id, { admitted_at: '2026-07-05T19:30:00-05:00' }),
      422,
      'admission_appointment_other_day',
    );
    // 20:00 in Bogotá is already the 7th in UTC: still today's appointment in Colombia.
    const tonight = await bookAt('2026-07-06T20:00');
    expect((await admit(tonight.id)).status).toBe(201);
  });

  test('billing sees who came and who pays, never the reason or the entry', async () => {
    await scene.admitWalkIn('Dolor torácico opresivo');
    const list = await scene.as('billing').get('/admissions?page_size=100');
    expect(list.status, list.text).toBe(200);
    expect(list.body.items.length).toBeGreaterThan(0);
    expect(list.body.items.every((item: Json) => item.clinical === null)).toBe(true);
    expect(list.text).not.toContain('torácico');
    const admin = await scene.as('admin').get('/admissions');
    expect(admin.text).not.toContain('torácico');
    const clinician = await scene.as('clinician').get('/admissions');
    expect(clinician.text).toContain('torácico');
  });
});
