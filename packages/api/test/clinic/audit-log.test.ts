import { AUDIT_ACTIONS } from '@facturo/sdk/schemas';
import { beforeAll, describe, expect, test } from 'vitest';
import type { Json } from '../support/api-client';
import { expectProblem } from '../support/factories';
import { setupTestApp } from '../support/test-app';
import { as, book, clinicWorld, entryContent, registerPatient } from './support/clinic-fixtures';

const t = setupTestApp();
let world: Awaited<ReturnType<typeof clinicWorld>>;
let patient: Json;
let entry: Json;

const SENSITIVE = {
  firstName: 'Eduviges',
  surname: 'Quintero',
  document: '52987654',
  reason: 'Sangrado vaginal anormal',
  illness: 'Metrorragia de dos semanas',
  diagnosis: 'Hemorragia uterina anormal',
  addendum: 'Ecografía transvaginal: endometrio engrosado',
  search: 'eduvig',
};

beforeAll(async () => {
  world = await clinicWorld(t);
  const clinician = world.clinic.actors.clinician;
  const clinic = as(t, clinician, world.clinic.id);
  patient = await registerPatient(t, clinician, world.clinic.id, {
    first_name: SENSITIVE.firstName,
    first_surname: SENSITIVE.surname,
    document_number: SENSITIVE.document,
  });
  await clinic.get(`/patients?q=${SENSITIVE.search}`);
  const admission = await clinic.post('/admissions', {
    patient_id: patient.id,
    professional_id: clinician.userId,
    reason: SENSITIVE.reason,
    payer: { type: 'eps' },
  });
  const signed = await clinic.post(
    `/history-entries/${admission.body.clinical.history_entry_id}/sign`,
    entryContent({
      reason: SENSITIVE.reason,
      current_illness: SENSITIVE.illness,
      diagnoses: [{ code: 'N939', description: SENSITIVE.diagnosis, type: 'presumptive' }],
    }),
  );
  entry = (await clinic.post(`/history-entries/${signed.body.id}/addenda`, { text: SENSITIVE.addendum }))
    .body;
  await as(t, world.clinic.actors.owner, world.clinic.id).get(`/history-entries/${entry.id}`);
  await book(t, clinician, world.clinic.id, {
    patientId: patient.id,
    professionalId: clinician.userId,
    start: '2026-07-08T09:00',
  });
  // A refused attempt leaves no content behind either.
  await as(t, world.clinic.actors.billing, world.clinic.id).get(`/patients/${patient.id}/history`);
});

describe('the audit log', () => {
  test('owners read who did what, when, from where, on which patient and record', async () => {
    const response = await as(t, world.clinic.actors.owner, world.clinic.id).get(
      `/clinic-audit-log?patient_id=${patient.id}&page_size=100`,
    );
    expect(response.status, response.text).toBe(200);
    const rows = [...response.body.items].reverse().map((event: Json) => [event.action, event.actor_name]);
    expect(rows).toEqual([
      ['patient.create', 'Andrés Mejía'],
      ['patient.search', 'Andrés Mejía'],
      ['admission.create', 'Andrés Mejía'],
      ['history.open', 'Andrés Mejía'],
      ['history.sign', 'Andrés Mejía'],
      ['history.addendum', 'Andrés Mejía'],
      ['history.read', 'Valentina Restrepo'],
      ['appointment.create', 'Andrés Mejía'],
    ]);
    const [newest] = response.body.items;
    expect(newest).toMatchObject({
      patient_id: patient.id,
      patient_name: `${SENSITIVE.firstName} María ${SENSITIVE.surname} Ríos`,
    });
    expect(newest.at).toMatch(/^2026-07-06T10:00:00-05:00$/);
    expect(newest.client_ip).toMatch(/^10\./);
    expect(newest.request_id).toEqual(expect.any(String));
    const read = response.body.items.find((event: Json) => event.action === 'history.read');
    expect(read.resource_id).toBe(entry.id);
  });

  test('the trail never holds the clinical content, and reading it is recorded too', async () => {
    const owner = as(t, world.clinic.actors.owner, world.clinic.id);
    const all = await owner.get('/clinic-audit-log?page_size=100');
    for (const fragment of [
      SENSITIVE.reason,
      SENSITIVE.illness,
      SENSITIVE.diagnosis,
      SENSITIVE.addendum,
      SENSITIVE.search,
    ]) {
      expect(all.text).not.toContain(fragment);
    }
    expect(all.body.items.map((event: Json) => event.action)).toContain('patient.search');
    const again = await owner.get('/clinic-audit-log?action=audit.read');
    expect(again.body.items.length).toBeGreaterThanOrEqual(1);
    expect(AUDIT_ACTIONS).toContain(again.body.items[0].action);
  });

  test('a member refused by their role is recorded as access.denied, without the patient or the path', async () => {
    // The refusal is written just after the 403 went out.
    await t.deps.deferred.settled();
    const owner = as(t, world.clinic.actors.owner, world.clinic.id);
    const response = await owner.get('/clinic-audit-log?action=access.denied');
    expect(response.status, response.text).toBe(200);
    expect(response.body.items).toHaveLength(1);
    expect(response.body.items[0]).toMatchObject({
      action: 'access.denied',
      actor_id: world.clinic.actors.billing.userId,
      patient_id: null,
      resource_id: null,
      request_id: expect.any(String),
    });
  });

  test.each(['admin', 'billing', 'clinician', 'viewer'] as const)(
    '%s cannot read the audit log',
    async (label) => {
      expectProblem(
        await as(t, world.clinic.actors[label], world.clinic.id).get('/clinic-audit-log'),
        403,
        'forbidden',
      );
    },
  );

  test('no clinical data or patient identity reaches the logs', () => {
    expect(t.logs.length).toBeGreaterThan(5);
    const logs = t.logs.join('\n');
    for (const fragment of Object.values(SENSITIVE)) expect(logs).not.toContain(fragment);
  });
});
