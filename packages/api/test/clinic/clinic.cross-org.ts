import { addBusinessDays, dateInBogota } from '@facturo/sdk/co';
import { expect } from 'vitest';
import { call } from '../support/api-client';
import type { CrossOrgFixture } from '../support/cross-org';
import { addMember } from '../support/factories';
import { entryContent, patientBody } from './support/clinic-fixtures';

const SOME_ID = '6f1c2a7e-3b4d-4c5e-9f80-1a2b3c4d5e6f';

/**
 * The clinic module's resources for the route-walking suites (cross-organization access, fuzz): the
 * tenant becomes a clinic with a clinician, and gets a patient, a signed history entry, an
 * appointment, an admission, a closure day and a schedule lock.
 */
export const crossOrgFixture: CrossOrgFixture = {
  async createResources(t, owner, organizationId) {
    const send = async (method: string, path: string, body?: unknown) => {
      const response = await call(t.app, method, `/organizations/${organizationId}${path}`, {
        token: owner.accessToken,
        ...(body === undefined ? {} : { body }),
      });
      expect(response.status, `${method} ${path}: ${response.text}`).toBeLessThan(300);
      return response.body;
    };
    await send('PATCH', '', { kind: 'clinic' });
    const clinician = await addMember(t, owner, organizationId, 'clinician');
    const patient = await send('POST', '/patients', patientBody());
    const entry = await send('POST', `/patients/${patient.id}/history`, entryContent());
    const soon = addBusinessDays(dateInBogota(t.clock.now()), 300);
    const appointment = await send('POST', '/appointments', {
      patient_id: patient.id,
      professional_id: clinician.userId,
      starts_at: `${soon}T07:00:00-05:00`,
      duration_minutes: 30,
    });
    const admission = await send('POST', '/admissions', {
      patient_id: patient.id,
      professional_id: clinician.userId,
      reason: 'Control',
      payer: { type: 'private' },
    });
    const closure = await send('POST', '/closure-days', { date: soon, reason: 'Inventario' });
    const lock = await send('POST', '/schedule-locks', {
      starts_at: `${soon}T12:00:00-05:00`,
      ends_at: `${soon}T13:00:00-05:00`,
      reason: 'Reunión de equipo',
    });
    return {
      patientId: patient.id,
      entryId: entry.id,
      appointmentId: appointment.id,
      admissionId: admission.id,
      closureDayId: closure.id,
      lockId: lock.id,
    };
  },
  validBodies: {
    'post /organizations/{organizationId}/patients': patientBody(),
    'patch /organizations/{organizationId}/patients/{patientId}': { phone: '300 555 0000' },
    'post /organizations/{organizationId}/patients/{patientId}/history': entryContent(),
    'post /organizations/{organizationId}/history-entries/{entryId}/sign': entryContent(),
    'post /organizations/{organizationId}/history-entries/{entryId}/addenda': { text: 'Nota aclaratoria' },
    'post /organizations/{organizationId}/appointments': {
      patient_id: SOME_ID,
      professional_id: SOME_ID,
      starts_at: '2031-03-04T09:00:00-05:00',
      duration_minutes: 30,
    },
    'post /organizations/{organizationId}/appointments/{appointmentId}/move': {
      starts_at: '2031-03-04T10:00:00-05:00',
      reason: 'Cambio pedido por el paciente',
    },
    'post /organizations/{organizationId}/appointments/{appointmentId}/cancel': { reason: 'Viaje' },
    'post /organizations/{organizationId}/appointments/{appointmentId}/status': { status: 'confirmed' },
    'post /organizations/{organizationId}/admissions': {
      patient_id: SOME_ID,
      professional_id: SOME_ID,
      reason: 'Control',
      payer: { type: 'eps' },
    },
    'post /organizations/{organizationId}/closure-days': { date: '2031-03-05', reason: 'Inventario' },
    'post /organizations/{organizationId}/schedule-locks': {
      starts_at: '2031-03-04T08:00:00-05:00',
      ends_at: '2031-03-04T09:00:00-05:00',
      reason: 'Capacitación',
    },
  },
};
