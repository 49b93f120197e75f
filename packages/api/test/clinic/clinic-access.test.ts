import { addDays } from '@facturo/sdk/co';
import type { OrganizationRole } from '@facturo/sdk/schemas';
import { beforeAll, describe, expect, test } from 'vitest';
import { clinicModule } from '../../src/modules/clinic/clinic.module';
import { call, type Json } from '../support/api-client';
import { setupTestApp } from '../support/test-app';
import {
  type Actor,
  as,
  book,
  clinicWorld,
  entryContent,
  patientBody,
  registerPatient,
} from './support/clinic-fixtures';

const t = setupTestApp();
let world: Awaited<ReturnType<typeof clinicWorld>>;
let ids: Record<string, string>;
let dayOffset = 0;

const ROLES = [
  'owner',
  'admin',
  'billing',
  'clinician',
  'viewer',
] as const satisfies readonly OrganizationRole[];
const ALL = ROLES;
const CLINICAL = ['owner', 'clinician'] as const;
const OPERATIONS = ['owner', 'admin', 'clinician'] as const;
const READ_PATIENTS = ['owner', 'admin', 'billing', 'clinician'] as const;
const CALENDAR = ['owner', 'admin'] as const;

/** Who may use each clinic route (from the role → rules table); everyone else gets 403. */
const ALLOWED: Record<string, readonly OrganizationRole[]> = {
  'get /organizations/{organizationId}/patients': READ_PATIENTS,
  'post /organizations/{organizationId}/patients': OPERATIONS,
  'get /organizations/{organizationId}/patients/{patientId}': READ_PATIENTS,
  'patch /organizations/{organizationId}/patients/{patientId}': OPERATIONS,
  'get /organizations/{organizationId}/patients/{patientId}/history': CLINICAL,
  'post /organizations/{organizationId}/patients/{patientId}/history': CLINICAL,
  'get /organizations/{organizationId}/clinical-history': CLINICAL,
  'get /organizations/{organizationId}/history-entries/{entryId}': CLINICAL,
  'post /organizations/{organizationId}/history-entries/{entryId}/sign': CLINICAL,
  'post /organizations/{organizationId}/history-entries/{entryId}/addenda': CLINICAL,
  'get /organizations/{organizationId}/professionals': ALL,
  'get /organizations/{organizationId}/appointments': OPERATIONS,
  'post /organizations/{organizationId}/appointments': OPERATIONS,
  'get /organizations/{organizationId}/appointments/{appointmentId}': OPERATIONS,
  'post /organizations/{organizationId}/appointments/{appointmentId}/move': OPERATIONS,
  'post /organizations/{organizationId}/appointments/{appointmentId}/cancel': OPERATIONS,
  'post /organizations/{organizationId}/appointments/{appointmentId}/status': OPERATIONS,
  'get /organizations/{organizationId}/admissions': READ_PATIENTS,
  'post /organizations/{organizationId}/admissions': OPERATIONS,
  'get /organizations/{organizationId}/admissions/{admissionId}': READ_PATIENTS,
  'get /organizations/{organizationId}/closed-days': ALL,
  'post /organizations/{organizationId}/closure-days': CALENDAR,
  'delete /organizations/{organizationId}/closure-days/{closureDayId}': CALENDAR,
  'get /organizations/{organizationId}/schedule-locks': OPERATIONS,
  'post /organizations/{organizationId}/schedule-locks': OPERATIONS,
  'delete /organizations/{organizationId}/schedule-locks/{lockId}': OPERATIONS,
  'get /organizations/{organizationId}/clinic-audit-log': ['owner'],
};

/** A different future date on every call, so bookings, closures and locks never collide. */
const nextDay = () => {
  dayOffset += 1;
  return addDays('2027-02-01', dayOffset);
};

/** A valid body per route, so the permission check (not validation) decides the answer. */
function bodyFor(key: string): unknown {
  const clinician = world.clinic.actors.clinician.userId;
  const bodies: Record<string, () => unknown> = {
    'post /organizations/{organizationId}/patients': () => patientBody(),
    'patch /organizations/{organizationId}/patients/{patientId}': () => ({ phone: '300 555 0000' }),
    'post /organizations/{organizationId}/patients/{patientId}/history': () => entryContent(),
    'post /organizations/{organizationId}/history-entries/{entryId}/sign': () => entryContent(),
    'post /organizations/{organizationId}/history-entries/{entryId}/addenda': () => ({
      text: 'Nota aclaratoria',
    }),
    'post /organizations/{organizationId}/appointments': () => ({
      patient_id: ids.patientId,
      professional_id: clinician,
      starts_at: `${nextDay()}T07:00:00-05:00`,
      duration_minutes: 15,
    }),
    'post /organizations/{organizationId}/appointments/{appointmentId}/move': () => ({
      starts_at: `${nextDay()}T16:00:00-05:00`,
      reason: 'Cambio pedido por el paciente',
    }),
    'post /organizations/{organizationId}/appointments/{appointmentId}/cancel': () => ({ reason: 'Viaje' }),
    'post /organizations/{organizationId}/appointments/{appointmentId}/status': () => ({
      status: 'confirmed',
    }),
    'post /organizations/{organizationId}/admissions': () => ({
      patient_id: ids.patientId,
      professional_id: clinician,
      reason: 'Control',
      payer: { type: 'private' },
    }),
    'post /organizations/{organizationId}/closure-days': () => ({
      date: nextDay(),
      reason: 'Jornada de capacitación',
    }),
    'post /organizations/{organizationId}/schedule-locks': () => ({
      professional_id: clinician,
      starts_at: `${nextDay()}T12:00:00-05:00`,
      ends_at: `${nextDay()}T13:00:00-05:00`,
      reason: 'Almuerzo de equipo',
    }),
  };
  return bodies[key]?.();
}

/** Fresh resources for deletes, so each role deletes its own. */
async function freshIds(): Promise<Record<string, string>> {
  const owner = as(t, world.clinic.actors.owner, world.clinic.id);
  const closure = await owner.post('/closure-days', { date: nextDay(), reason: 'Cierre' });
  const lock = await owner.post('/schedule-locks', {
    professional_id: world.clinic.actors.clinician.userId,
    starts_at: '2026-09-01T08:00:00-05:00',
    ends_at: '2026-09-01T09:00:00-05:00',
    reason: 'Bloqueo',
  });
  return { closureDayId: closure.body.id, lockId: lock.body.id };
}

beforeAll(async () => {
  world = await clinicWorld(t);
  const clinician = world.clinic.actors.clinician;
  const patient = await registerPatient(t, clinician, world.clinic.id);
  const clinic = as(t, clinician, world.clinic.id);
  const entry = await clinic.post(`/patients/${patient.id}/history`, entryContent());
  const appointment = await book(t, clinician, world.clinic.id, {
    patientId: patient.id,
    professionalId: clinician.userId,
    start: '2026-07-30T10:00',
  });
  const admission = await clinic.post('/admissions', {
    patient_id: patient.id,
    professional_id: clinician.userId,
    reason: 'Control',
    payer: { type: 'eps' },
  });
  ids = {
    organizationId: world.clinic.id,
    patientId: patient.id,
    entryId: entry.body.id,
    appointmentId: appointment.body.id,
    admissionId: admission.body.id,
    ...(await freshIds()),
  };
});

const keyOf = (route: { method: string; path: string }) => `${route.method} ${route.path}`;
const fill = (path: string, values: Record<string, string>) =>
  path.replace(/\{(\w+)\}/g, (_m, name: string) => values[name] ?? name);

async function send(actor: Actor, route: { method: string; path: string }, values: Record<string, string>) {
  const body = bodyFor(keyOf(route));
  return call(t.app, route.method.toUpperCase(), fill(route.path, values), {
    token: actor.token,
    ...(body === undefined ? {} : { body }),
  });
}

describe('per-role permissions on every clinic route', () => {
  test('every clinic route is in the table', () => {
    expect(clinicModule.routes.map(keyOf).sort()).toEqual(Object.keys(ALLOWED).sort());
  });

  test.each(ROLES)('%s: allowed routes answer, the others are 403 forbidden', async (role) => {
    const actor = world.clinic.actors[role];
    for (const route of clinicModule.routes) {
      const values = route.method === 'delete' ? { ...ids, ...(await freshIds()) } : ids;
      const response = await send(actor, route, values);
      const label = `${role} ${keyOf(route)} → ${response.status} ${response.text.slice(0, 200)}`;
      if (ALLOWED[keyOf(route)]?.includes(role)) {
        expect(response.status, label).toBeLessThan(500);
        expect([403, 404], label).not.toContain(response.status);
      } else {
        expect(response.status, label).toBe(403);
        expect(response.body.code, label).toBe('forbidden');
      }
    }
  });
});

describe('cross-organization isolation', () => {
  test('another clinic’s owner gets 404 on every route, with its own organization and with ours', async () => {
    const outsider = world.other.actors.owner;
    for (const route of clinicModule.routes) {
      const names = [...route.path.matchAll(/\{(\w+)\}/g)].map((match) => match[1] as string);
      const variants = [ids, ...(names.length > 1 ? [{ ...ids, organizationId: world.other.id }] : [])];
      for (const values of variants) {
        const response = await send(outsider, route, values);
        expect(response.status, `${keyOf(route)} ${JSON.stringify(values)} ${response.text}`).toBe(404);
        expect(response.body.code).toBe('not_found');
      }
    }
  });

  test('lists of the other clinic never show our data', async () => {
    const other = as(t, world.other.actors.owner, world.other.id);
    for (const path of [
      '/patients',
      '/appointments',
      '/admissions',
      '/clinical-history',
      '/schedule-locks',
      '/clinic-audit-log',
    ]) {
      const response = await other.get(path);
      expect(response.status, path).toBe(200);
      expect(response.text, path).not.toContain(ids.patientId);
    }
  });

  test('a company organization has no clinic routes (404 for its own owner)', async () => {
    for (const route of clinicModule.routes) {
      const response = await send(world.company.actors.owner, route, {
        ...ids,
        organizationId: world.company.id,
      });
      expect(response.status, keyOf(route)).toBe(404);
    }
  });

  test('no clinical text reaches a billing user through patients or admissions', async () => {
    const billing = as(t, world.clinic.actors.billing, world.clinic.id);
    const responses: Json[] = [
      await billing.get('/patients'),
      await billing.get(`/patients/${ids.patientId}`),
      await billing.get('/admissions'),
      await billing.get(`/admissions/${ids.admissionId}`),
    ];
    for (const response of responses) {
      expect(response.status).toBe(200);
      for (const fragment of ['Amigdalitis', 'Odinofagia', 'Macrólido', 'Control', 'history_entry_id']) {
        expect(response.text).not.toContain(fragment);
      }
    }
  });
});
