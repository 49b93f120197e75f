import { describe, expect, test } from 'vitest';
import type { Json } from '../support/api-client';
import { expectProblem } from '../support/factories';
import { setupTestApp } from '../support/test-app';
import { as, auditEvents, book, registerPatient } from './support/clinic-fixtures';
import { clinicScene } from './support/clinic-scene';

const t = setupTestApp();
const scene = clinicScene(t);

describe('booking', () => {
  test('a clinician books a 30-minute appointment in Bogotá time', async () => {
    const response = await scene.book('clinician', '2026-07-07T09:00');
    expect(response.status, response.text).toBe(201);
    expect(response.body).toMatchObject({
      starts_at: '2026-07-07T09:00:00-05:00',
      ends_at: '2026-07-07T09:30:00-05:00',
      date: '2026-07-07',
      duration_minutes: 30,
      status: 'scheduled',
      patient_name: 'Ana María Gómez Ríos',
      professional_name: 'Andrés Mejía',
    });
  });

  test('the same instant written in UTC is the same slot', async () => {
    const response = await scene.as('admin').post('/appointments', {
      patient_id: scene.patient.id,
      professional_id: scene.carolina,
      starts_at: '2026-07-07T19:00:00Z',
      duration_minutes: 20,
    });
    expect(response.body.starts_at).toBe('2026-07-07T14:00:00-05:00');
  });

  test.each([
    {
      start: '2026-07-07T09:00',
      minutes: 30,
      code: 'appointment_overlap',
      message: 'El profesional ya tiene una cita a esa hora. Elige otro horario.',
    },
    { start: '2026-07-07T08:45', minutes: 30, code: 'appointment_overlap' },
    { start: '2026-07-07T09:29', minutes: 5, code: 'appointment_overlap' },
  ])('$start for $minutes min overlaps: 409 $code', async ({ start, minutes, code, message }) => {
    const response = await scene.book('clinician', start, scene.andres, minutes);
    expectProblem(response, 409, code);
    if (message) expect(response.body.message).toBe(message);
  });

  test('back-to-back appointments and another professional at the same time are fine', async () => {
    expect((await scene.book('clinician', '2026-07-07T09:30')).status).toBe(201);
    expect((await scene.book('clinician', '2026-07-07T08:30')).status).toBe(201);
    expect((await scene.book('clinician', '2026-07-07T09:00', scene.carolina)).status).toBe(201);
  });

  test('a festivo is refused with its name and date (es and en)', async () => {
    const es = await scene.book('clinician', '2026-07-20T10:00');
    expectProblem(es, 409, 'appointment_on_holiday');
    expect(es.body.message).toBe('Ese día es festivo en Colombia. Elige otro día.');
    expect(es.body.field_errors.starts_at).toEqual([
      'El 20 de julio de 2026 es festivo: Día de la Independencia.',
    ]);
    const en = await book(t, scene.world.clinic.actors.clinician, scene.world.clinic.id, {
      patientId: scene.patient.id,
      professionalId: scene.andres,
      start: '2026-07-13T10:00',
    });
    expect(en.status).toBe(409);
    const english = await as(t, scene.world.clinic.actors.clinician, scene.world.clinic.id, 'en').post(
      '/appointments',
      {
        patient_id: scene.patient.id,
        professional_id: scene.andres,
        starts_at: '2026-07-13T10:00:00-05:00',
        duration_minutes: 30,
      },
    );
    expect(english.body.message).toBe('That day is a public holiday in Colombia. Choose another day.');
    expect(english.body.field_errors.starts_at).toEqual([
      'July 13, 2026 is a public holiday: Our Lady of the Rosary of Chiquinquirá.',
    ]);
  });

  test('an appointment running past midnight into a festivo is refused too', async () => {
    expectProblem(
      await scene.book('clinician', '2026-07-19T23:30', scene.andres, 60),
      409,
      'appointment_on_holiday',
    );
  });

  test('the past, another clinic’s patient and a non-clinician are refused', async () => {
    expectProblem(await scene.book('clinician', '2026-07-06T09:00'), 422, 'appointment_in_past');
    const owner = await scene.book('clinician', '2026-07-08T09:00', scene.world.clinic.actors.owner.userId);
    expectProblem(owner, 422, 'not_a_professional');
    expect(owner.body.field_errors.professional_id).toEqual([
      'La persona elegida no es profesional de la clínica. Elige un miembro con el rol clínico.',
    ]);
    const foreign = await registerPatient(t, scene.world.other.actors.clinician, scene.world.other.id);
    const response = await book(t, scene.world.clinic.actors.clinician, scene.world.clinic.id, {
      patientId: foreign.id,
      professionalId: scene.andres,
      start: '2026-07-08T09:00',
    });
    expectProblem(response, 422, 'validation_failed');
    expect(Object.keys(response.body.field_errors)).toEqual(['patient_id']);
  });

  test('a professional who also works at another clinic: each agenda is its own, nothing leaks', async () => {
    const { other } = scene.world;
    await t.deps.db
      .insertInto('memberships')
      .values({
        organizationId: other.id,
        userId: scene.andres,
        role: 'clinician',
        createdAt: t.clock.now(),
      })
      .execute();
    expect((await scene.book('clinician', '2026-07-09T15:00')).status).toBe(201);
    const theirPatient = await registerPatient(t, other.actors.clinician, other.id);
    // The other clinic books him at the very same time: its agenda knows nothing of this clinic's.
    const elsewhere = await book(t, other.actors.owner, other.id, {
      patientId: theirPatient.id,
      professionalId: scene.andres,
      start: '2026-07-09T15:00',
    });
    expect(elsewhere.status, elsewhere.text).toBe(201);
    // Within a clinic the slot is still taken.
    expectProblem(await scene.book('clinician', '2026-07-09T15:15'), 409, 'appointment_overlap');
  });

  test.each([
    { minutes: 7, message: 'La duración va de 5 a 480 minutos, en múltiplos de 5.' },
    { minutes: 600, message: 'La duración va de 5 a 480 minutos, en múltiplos de 5.' },
  ])('a duration of $minutes minutes is a 422', async ({ minutes, message }) => {
    const response = await scene.book('clinician', '2026-07-08T10:00', scene.andres, minutes);
    expectProblem(response, 422, 'validation_failed');
    expect(response.body.field_errors.duration_minutes).toEqual([message]);
  });

  test('a time without its offset is a 422 that shows the expected format', async () => {
    const response = await scene.as('clinician').post('/appointments', {
      patient_id: scene.patient.id,
      professional_id: scene.andres,
      starts_at: '2026-07-08T10:00',
      duration_minutes: 30,
    });
    expect(response.body.field_errors.starts_at).toEqual([
      'Ingresa fecha y hora con la zona horaria, por ejemplo 2026-07-14T09:00:00-05:00.',
    ]);
  });
});

describe('the agenda', () => {
  test('a week of one professional, by time; a patient’s appointments, newest first', async () => {
    const week = await scene
      .as('clinician')
      .get(`/appointments?from=2026-07-06&to=2026-07-12&professional_id=${scene.andres}&page_size=100`);
    expect(week.status, week.text).toBe(200);
    const starts = week.body.items.map((item: Json) => item.starts_at);
    expect(starts).toEqual([...starts].sort());
    expect(
      week.body.items.every(
        (item: Json) => item.professional_id === scene.andres && item.date <= '2026-07-12',
      ),
    ).toBe(true);
    const mine = await scene.as('clinician').get(`/appointments?patient_id=${scene.patient.id}`);
    const descending = mine.body.items.map((item: Json) => item.starts_at);
    expect(descending).toEqual([...descending].sort().reverse());
  });

  test.each([
    { query: 'from=2026-07-10', field: 'to', message: 'Este campo es obligatorio.' },
    {
      query: 'from=2026-07-10&to=2026-07-01',
      field: 'to',
      message: 'La fecha final debe ser igual o posterior a la inicial.',
    },
    { query: 'from=2026-01-01&to=2026-12-31', field: 'to', message: 'Elige un rango de máximo 42 días.' },
  ])('$query is a 400 on $field', async ({ query, field, message }) => {
    const response = await scene.as('clinician').get(`/appointments?${query}`);
    expectProblem(response, 400, 'validation_failed');
    expect(response.body.field_errors[field]).toEqual([message]);
  });

  test('reads and writes are audited per patient', async () => {
    const actions = (await auditEvents(t, scene.world.clinic.id)).map((event) => event.action);
    expect(actions).toContain('appointment.create');
    expect(actions).toContain('appointment.read');
  });

  test('billing and viewers have no access to appointments', async () => {
    expectProblem(await scene.as('billing').get('/appointments'), 403, 'forbidden');
    expectProblem(await scene.book('billing', '2026-07-16T08:00'), 403, 'forbidden');
    expectProblem(await scene.as('viewer').get('/appointments'), 403, 'forbidden');
    const professionals = await scene.as('billing').get('/professionals');
    expect(professionals.body.items.map((item: Json) => item.full_name)).toEqual([
      'Andrés Mejía',
      'Carolina Ospina',
    ]);
  });
});
