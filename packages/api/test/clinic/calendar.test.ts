import { holidays } from '@facturo/sdk/co';
import { describe, expect, test } from 'vitest';
import type { Json } from '../support/api-client';
import { expectProblem } from '../support/factories';
import { setupTestApp } from '../support/test-app';
import { clinicScene } from './support/clinic-scene';

const t = setupTestApp();
const scene = clinicScene(t);
const bookWith = (professionalId: string, start: string) => scene.book('clinician', start, professionalId);

describe('closed days: festivos and closure days', () => {
  test('the year’s festivos come from the sdk, named in the reader’s language', async () => {
    const es = await scene.as('viewer').get('/closed-days?year=2026');
    expect(es.status, es.text).toBe(200);
    const national = es.body.items.filter((day: Json) => day.source === 'national');
    expect(national.map((day: Json) => day.date)).toEqual(holidays(2026).map((holiday) => holiday.date));
    expect(national).toContainEqual({
      date: '2026-07-20',
      source: 'national',
      name: 'Día de la Independencia',
      closure_day_id: null,
    });
    const en = await scene.as('viewer', 'en').get('/closed-days');
    expect(en.body.year).toBe(2026);
    expect(en.body.items).toContainEqual(
      expect.objectContaining({ date: '2026-07-20', name: 'Independence Day' }),
    );
  });

  test('closing a date returns the appointments booked that day for rescheduling, and then refuses new ones', async () => {
    const kept = (await bookWith(scene.andres, '2026-07-24T09:00')).body;
    await bookWith(scene.carolina, '2026-07-24T15:00');
    const closed = await scene.as('admin').post('/closure-days', {
      date: '2026-07-24',
      reason: 'Inventario anual',
    });
    expect(closed.status, closed.text).toBe(201);
    expect(closed.body.affected_appointments.map((item: Json) => item.starts_at)).toEqual([
      '2026-07-24T09:00:00-05:00',
      '2026-07-24T15:00:00-05:00',
    ]);
    const still = await scene.as('clinician').get(`/appointments/${kept.id}`);
    expect(still.body.status).toBe('scheduled');
    const refused = await bookWith(scene.andres, '2026-07-24T11:00');
    expectProblem(refused, 409, 'appointment_on_closure_day');
    expect(refused.body.message).toBe('La clínica no atiende ese día. Elige otro día.');
    expect(refused.body.field_errors.starts_at).toEqual([
      'La clínica cierra el 24 de julio de 2026: Inventario anual.',
    ]);
    const list = await scene.as('clinician').get('/closed-days?year=2026');
    expect(list.body.items).toContainEqual({
      date: '2026-07-24',
      source: 'clinic',
      name: 'Inventario anual',
      closure_day_id: closed.body.id,
    });
    expectProblem(
      await scene.as('owner').post('/closure-days', { date: '2026-07-24', reason: 'Otra' }),
      409,
      'closure_day_exists',
    );
  });

  test('reopening a date lets appointments in again', async () => {
    const closed = (
      await scene.as('owner').post('/closure-days', { date: '2026-07-27', reason: 'Fumigación' })
    ).body;
    expectProblem(await bookWith(scene.andres, '2026-07-27T09:00'), 409, 'appointment_on_closure_day');
    const reopened = await scene.as('owner').delete(`/closure-days/${closed.id}`);
    expect(reopened.status).toBe(204);
    expect((await bookWith(scene.andres, '2026-07-27T09:00')).status).toBe(201);
    expectProblem(await scene.as('owner').delete(`/closure-days/${closed.id}`), 404, 'not_found');
  });

  test('only owners and admins manage closure days; never in the past', async () => {
    for (const label of ['clinician', 'billing', 'viewer'] as const) {
      expectProblem(
        await scene.as(label).post('/closure-days', { date: '2026-08-03', reason: 'x' }),
        403,
        'forbidden',
      );
    }
    expectProblem(
      await scene.as('admin').post('/closure-days', { date: '2026-07-01', reason: 'x' }),
      422,
      'closure_day_in_past',
    );
  });
});

describe('schedule locks', () => {
  test('a professional’s lock refuses appointments inside it, for that professional only', async () => {
    const inside = (await bookWith(scene.andres, '2026-07-28T10:00')).body;
    const lock = await scene.as('clinician').post('/schedule-locks', {
      professional_id: scene.andres,
      starts_at: '2026-07-28T08:00:00-05:00',
      ends_at: '2026-07-28T12:00:00-05:00',
      reason: 'Capacitación en ecografía',
    });
    expect(lock.status, lock.text).toBe(201);
    expect(lock.body).toMatchObject({
      professional_id: scene.andres,
      professional_name: 'Andrés Mejía',
      reason: 'Capacitación en ecografía',
    });
    expect(lock.body.affected_appointments.map((item: Json) => item.id)).toEqual([inside.id]);
    const refused = await bookWith(scene.andres, '2026-07-28T11:30');
    expectProblem(refused, 409, 'appointment_in_schedule_lock');
    expect(refused.body.message).toBe('Ese horario está bloqueado en la agenda. Elige otro horario.');
    // One day reads as one day, with the hours: natural Spanish, not "de 28 de julio a las … a …".
    expect(refused.body.field_errors.starts_at).toEqual([
      expect.stringMatching(
        /^Horario bloqueado el 28 de julio de 8:00\sa\.\sm\. a 12:00\sp\.\sm\.: Capacitación en ecografía\.$/,
      ),
    ]);
    expect((await bookWith(scene.andres, '2026-07-28T12:00')).status).toBe(201);
    expect((await bookWith(scene.carolina, '2026-07-28T10:00')).status).toBe(201);
  });

  test('a whole-clinic lock applies to every professional, and lists what needs rescheduling', async () => {
    const lock = await scene.as('admin').post('/schedule-locks', {
      starts_at: '2026-07-28T14:00:00-05:00',
      ends_at: '2026-07-28T18:00:00-05:00',
      reason: 'Simulacro de evacuación',
    });
    expect(lock.body).toMatchObject({ professional_id: null, professional_name: null });
    expectProblem(await bookWith(scene.carolina, '2026-07-28T15:00'), 409, 'appointment_in_schedule_lock');
    const listed = await scene
      .as('clinician')
      .get(`/schedule-locks?from=2026-07-28&to=2026-07-28&professional_id=${scene.carolina}`);
    expect(listed.body.items.map((item: Json) => item.reason)).toEqual(['Simulacro de evacuación']);
    const all = await scene.as('clinician').get('/schedule-locks');
    expect(all.body.items.map((item: Json) => item.reason)).toEqual([
      'Capacitación en ecografía',
      'Simulacro de evacuación',
    ]);
  });

  test('a lock across days names both days and times, in the reader’s language', async () => {
    const lock = await scene.as('clinician2').post('/schedule-locks', {
      professional_id: scene.carolina,
      starts_at: '2026-08-04T16:00:00-05:00',
      ends_at: '2026-08-05T09:00:00-05:00',
      reason: 'Congreso de pediatría',
    });
    expect(lock.status, lock.text).toBe(201);
    const detail = async (locale: string) =>
      (
        await scene.as('clinician2', locale).post('/appointments', {
          patient_id: scene.patient.id,
          professional_id: scene.carolina,
          starts_at: '2026-08-05T08:00:00-05:00',
          duration_minutes: 30,
        })
      ).body.field_errors.starts_at;
    expect(await detail('es')).toEqual([
      expect.stringMatching(
        /^Horario bloqueado del 4 de agosto, 4:00\sp\.\sm\., al 5 de agosto, 9:00\sa\.\sm\.: Congreso de pediatría\.$/,
      ),
    ]);
    expect(await detail('en')).toEqual([
      expect.stringMatching(
        /^Blocked from August 4, 4:00\sPM, to August 5, 9:00\sAM: Congreso de pediatría\.$/,
      ),
    ]);
  });

  test('clinicians lock only their own agenda; owners and admins any', async () => {
    const body = {
      starts_at: '2026-07-29T08:00:00-05:00',
      ends_at: '2026-07-29T09:00:00-05:00',
      reason: 'Cita médica personal',
    };
    expectProblem(await scene.as('clinician').post('/schedule-locks', body), 403, 'forbidden');
    expectProblem(
      await scene.as('clinician').post('/schedule-locks', { ...body, professional_id: scene.carolina }),
      403,
      'forbidden',
    );
    const carolinaLock = (
      await scene.as('owner').post('/schedule-locks', { ...body, professional_id: scene.carolina })
    ).body;
    expectProblem(await scene.as('clinician').delete(`/schedule-locks/${carolinaLock.id}`), 403, 'forbidden');
    expect((await scene.as('clinician2').delete(`/schedule-locks/${carolinaLock.id}`)).status).toBe(204);
    expectProblem(await scene.as('billing').get('/schedule-locks'), 403, 'forbidden');
    expectProblem(await scene.as('viewer').post('/schedule-locks', body), 403, 'forbidden');
  });

  test.each([
    {
      name: 'an end before the start',
      body: { ends_at: '2026-07-29T07:00:00-05:00' },
      status: 422,
      field: 'ends_at',
    },
    {
      name: 'a lock that already ended',
      body: { starts_at: '2026-07-01T08:00:00-05:00', ends_at: '2026-07-01T09:00:00-05:00' },
      status: 422,
      code: 'schedule_lock_in_past',
    },
    { name: 'a non-clinician', body: { professional_id: 'owner' }, status: 422, code: 'not_a_professional' },
  ])('$name is refused', async ({ body, status, field, code }) => {
    const professional =
      body.professional_id === 'owner' ? scene.world.clinic.actors.owner.userId : scene.andres;
    const response = await scene.as('owner').post('/schedule-locks', {
      starts_at: '2026-07-29T08:00:00-05:00',
      ends_at: '2026-07-29T09:00:00-05:00',
      reason: 'x',
      ...body,
      professional_id: professional,
    });
    expectProblem(response, status, code);
    if (field) expect(Object.keys(response.body.field_errors)).toEqual([field]);
  });
});
