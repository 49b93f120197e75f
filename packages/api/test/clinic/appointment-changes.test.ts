import { describe, expect, test } from 'vitest';
import { expectProblem } from '../support/factories';
import { setupTestApp } from '../support/test-app';
import { atClinicTime, auditEvents } from './support/clinic-fixtures';
import { clinicScene } from './support/clinic-scene';

const t = setupTestApp();
const scene = clinicScene(t);

describe('moving, cancelling, confirming', () => {
  test('a move needs a reason, follows the booking rules and keeps a change log', async () => {
    const booked = (await scene.book('clinician', '2026-07-10T08:00')).body;
    const noReason = await scene.as('clinician').post(`/appointments/${booked.id}/move`, {
      starts_at: '2026-07-10T10:00:00-05:00',
    });
    expectProblem(noReason, 422, 'validation_failed');
    expect(noReason.body.field_errors.reason).toEqual(['Este campo es obligatorio.']);
    expectProblem(
      await scene.as('clinician').post(`/appointments/${booked.id}/move`, {
        starts_at: '2026-07-20T10:00:00-05:00',
        reason: 'Pidió otro día',
      }),
      409,
      'appointment_on_holiday',
    );
    // Moving within its own slot does not conflict with itself.
    const moved = await scene.as('clinician').post(`/appointments/${booked.id}/move`, {
      starts_at: '2026-07-10T08:15:00-05:00',
      duration_minutes: 45,
      professional_id: scene.carolina,
      reason: 'La paciente llega tarde del trabajo',
    });
    expect(moved.status, moved.text).toBe(200);
    expect(moved.body).toMatchObject({
      starts_at: '2026-07-10T08:15:00-05:00',
      ends_at: '2026-07-10T09:00:00-05:00',
      professional_id: scene.carolina,
    });
    const detail = await scene.as('admin').get(`/appointments/${booked.id}`);
    expect(detail.body.changes).toEqual([
      expect.objectContaining({ kind: 'created', actor_name: 'Andrés Mejía', reason: null }),
      expect.objectContaining({
        kind: 'moved',
        reason: 'La paciente llega tarde del trabajo',
        from_starts_at: '2026-07-10T08:00:00-05:00',
        to_starts_at: '2026-07-10T08:15:00-05:00',
      }),
    ]);
  });

  test('a cancellation needs a reason, frees the slot, and is final', async () => {
    const booked = (await scene.book('clinician', '2026-07-14T08:00')).body;
    expectProblem(
      await scene.as('clinician').post(`/appointments/${booked.id}/cancel`, { reason: ' ' }),
      422,
      'validation_failed',
    );
    const cancelled = await scene.as('clinician').post(`/appointments/${booked.id}/cancel`, {
      reason: 'Viaje imprevisto',
    });
    expect(cancelled.body).toMatchObject({ status: 'cancelled', cancellation_reason: 'Viaje imprevisto' });
    expect((await scene.book('clinician', '2026-07-14T08:00')).status).toBe(201);
    expectProblem(
      await scene.as('clinician').post(`/appointments/${booked.id}/cancel`, { reason: 'otra vez' }),
      409,
      'appointment_not_active',
    );
    expectProblem(
      await scene.as('clinician').post(`/appointments/${booked.id}/move`, {
        starts_at: '2026-07-15T08:00:00-05:00',
        reason: 'x',
      }),
      409,
      'appointment_not_active',
    );
  });

  test('confirming, and a no-show only once the time has started', async () => {
    const booked = (await scene.book('clinician', '2026-07-06T10:30')).body;
    const confirmed = await scene.as('clinician').post(`/appointments/${booked.id}/status`, {
      status: 'confirmed',
    });
    expect(confirmed.body.status).toBe('confirmed');
    expectProblem(
      await scene.as('clinician').post(`/appointments/${booked.id}/status`, { status: 'no_show' }),
      409,
      'appointment_not_started',
    );
    expectProblem(
      await scene.as('clinician').post(`/appointments/${booked.id}/status`, { status: 'attended' }),
      422,
      'validation_failed',
    );
    t.clock.advance(40 * 60);
    try {
      const noShow = await scene.as('clinician').post(`/appointments/${booked.id}/status`, {
        status: 'no_show',
      });
      expect(noShow.body.status).toBe('no_show');
    } finally {
      atClinicTime(t);
    }
  });

  test('each change is audited with the patient and the appointment', async () => {
    const events = await auditEvents(t, scene.world.clinic.id);
    for (const action of ['appointment.move', 'appointment.cancel', 'appointment.status'] as const) {
      const event = events.find((candidate) => candidate.action === action);
      expect(event, action).toMatchObject({
        patientId: scene.patient.id,
        actorId: scene.world.clinic.actors.clinician.userId,
      });
      expect(event?.resourceId).toEqual(expect.any(String));
    }
  });
});
