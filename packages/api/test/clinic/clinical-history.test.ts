import { sql } from 'kysely';
import { describe, expect, test } from 'vitest';
import { call, type Json } from '../support/api-client';
import { expectProblem } from '../support/factories';
import { setupTestApp } from '../support/test-app';
import { auditEvents, entryContent, registerPatient } from './support/clinic-fixtures';
import { clinicScene } from './support/clinic-scene';

const t = setupTestApp();
const scene = clinicScene(t);

describe('append-only entries', () => {
  test('the assigned professional writes and signs an open entry once; then only addenda', async () => {
    const admitted = await scene.admitWalkIn();
    const entryId = admitted.clinical.history_entry_id;
    expectProblem(
      await scene.as('clinician2').post(`/history-entries/${entryId}/sign`, entryContent()),
      403,
      'history_entry_not_author',
    );
    expectProblem(
      await scene.as('clinician').post(`/history-entries/${entryId}/addenda`, { text: 'Nota' }),
      409,
      'history_entry_open',
    );
    const signed = await scene.as('clinician').post(`/history-entries/${entryId}/sign`, entryContent());
    expect(signed.status, signed.text).toBe(200);
    expect(signed.body).toMatchObject({
      status: 'signed',
      diagnoses: [{ code: 'J039', description: 'Amigdalitis aguda, no especificada', type: 'presumptive' }],
      professional_name: 'Andrés Mejía',
    });
    expect(signed.body.signed_at).toMatch(/-05:00$/);
    const again = await scene
      .as('clinician')
      .post(`/history-entries/${entryId}/sign`, entryContent({ plan: 'Otro plan' }));
    expectProblem(again, 409, 'history_entry_signed');
    expect(again.body.message).toMatch(/Agrega una adenda/);
    t.clock.advance(3600);
    const addendum = await scene.as('clinician2').post(`/history-entries/${entryId}/addenda`, {
      text: 'Resultado de frotis faríngeo: positivo para estreptococo.',
    });
    expect(addendum.status, addendum.text).toBe(201);
    expect(addendum.body.addenda).toEqual([
      expect.objectContaining({
        author_name: 'Carolina Ospina',
        text: 'Resultado de frotis faríngeo: positivo para estreptococo.',
      }),
    ]);
    expect(addendum.body.plan).toBe(signed.body.plan);
    expect(addendum.body.addenda[0].created_at > signed.body.signed_at).toBe(true);
    t.clock.advance(-3600);
  });

  test('there is no route to edit or delete an entry', async () => {
    const entry = (await scene.as('clinician').post(`/patients/${scene.patient.id}/history`, entryContent()))
      .body;
    for (const method of ['PATCH', 'PUT', 'DELETE']) {
      const response = await call(
        t.app,
        method,
        `/organizations/${scene.world.clinic.id}/history-entries/${entry.id}`,
        {
          token: scene.world.clinic.actors.owner.token,
          body: { plan: 'cambiado' },
        },
      );
      expectProblem(response, 404, 'not_found');
    }
    const unchanged = await scene.as('owner').get(`/history-entries/${entry.id}`);
    expect(unchanged.body.plan).toBe(entry.plan);
  });

  test('the database refuses to change or delete signed entries and addenda', async () => {
    const entry = (await scene.as('clinician').post(`/patients/${scene.patient.id}/history`, entryContent()))
      .body;
    await scene.as('clinician').post(`/history-entries/${entry.id}/addenda`, { text: 'Aclaración' });
    const db = t.deps.db;
    await expect(
      db.updateTable('clinicHistoryEntries').set({ plan: 'cambiado' }).where('id', '=', entry.id).execute(),
    ).rejects.toMatchObject({ code: 'FCH01' });
    await expect(
      db.deleteFrom('clinicHistoryEntries').where('id', '=', entry.id).execute(),
    ).rejects.toMatchObject({ code: 'FCH01' });
    await expect(
      db.updateTable('clinicHistoryAddenda').set({ text: 'x' }).where('entryId', '=', entry.id).execute(),
    ).rejects.toMatchObject({ code: 'FCH01' });
    await expect(
      db.deleteFrom('clinicHistoryAddenda').where('entryId', '=', entry.id).execute(),
    ).rejects.toMatchObject({ code: 'FCH01' });
    await expect(sql`truncate clinic_history_addenda`.execute(db)).rejects.toMatchObject({ code: 'FCH01' });
    await expect(db.deleteFrom('clinicAuditEvents').execute()).rejects.toMatchObject({ code: 'FCH01' });
    // Even an open entry can only become signed, once, without changing whose visit it is.
    const open = (await scene.admitWalkIn()).clinical.history_entry_id;
    await expect(
      db
        .updateTable('clinicHistoryEntries')
        .set({ professionalId: scene.world.clinic.actors.clinician2.userId })
        .where('id', '=', open)
        .execute(),
    ).rejects.toMatchObject({ code: 'FCH01' });
  });

  test.each([
    {
      name: 'a malformed CIE-10 code',
      content: { diagnoses: [{ code: 'I10', description: 'HTA', type: 'confirmed_new' }] },
      field: 'diagnoses.0.code',
    },
    {
      name: 'a repeated diagnosis',
      content: {
        diagnoses: [
          { code: 'I10X', description: 'HTA', type: 'confirmed_new' },
          { code: 'i10x', description: 'HTA', type: 'confirmed_repeat' },
        ],
      },
      field: 'diagnoses',
    },
    { name: 'no diagnosis', content: { diagnoses: [] }, field: 'diagnoses' },
    { name: 'no plan', content: { plan: '' }, field: 'plan' },
  ])('$name is a 422', async ({ content, field }) => {
    const response = await scene
      .as('clinician')
      .post(`/patients/${scene.patient.id}/history`, entryContent(content));
    expectProblem(response, 422, 'validation_failed');
    expect(Object.keys(response.body.field_errors)).toEqual([field]);
  });

  test('a consultation dated in the future is refused', async () => {
    expectProblem(
      await scene
        .as('clinician')
        .post(
          `/patients/${scene.patient.id}/history`,
          entryContent({ occurred_at: '2026-07-07T10:00:00-05:00' }),
        ),
      422,
      'history_in_future',
    );
  });
});

describe('reading the history', () => {
  test('a patient’s timeline, newest first, and a professional’s entries across patients', async () => {
    const other = await registerPatient(t, scene.world.clinic.actors.clinician, scene.world.clinic.id, {
      first_name: 'Beatriz',
    });
    await scene
      .as('clinician')
      .post(`/patients/${other.id}/history`, entryContent({ occurred_at: '2026-07-01T09:00:00-05:00' }));
    const timeline = await scene.as('owner').get(`/patients/${scene.patient.id}/history`);
    expect(timeline.status, timeline.text).toBe(200);
    expect(timeline.body.items.every((entry: Json) => entry.patient_id === scene.patient.id)).toBe(true);
    const mine = await scene.as('clinician').get('/clinical-history?page_size=100');
    expect(new Set(mine.body.items.map((entry: Json) => entry.patient_id))).toEqual(
      new Set([scene.patient.id, other.id]),
    );
    expect(
      mine.body.items.every(
        (entry: Json) => entry.professional_id === scene.world.clinic.actors.clinician.userId,
      ),
    ).toBe(true);
    const open = await scene.as('clinician').get('/clinical-history?status=open');
    expect(open.body.items.every((entry: Json) => entry.status === 'open')).toBe(true);
    const dates = mine.body.items.map((entry: Json) => entry.occurred_at);
    expect(dates).toEqual([...dates].sort().reverse());
    const carolinas = await scene.as('clinician2').get('/clinical-history');
    expect(carolinas.body.items).toEqual([]);
  });

  test.each(['admin', 'billing', 'viewer'] as const)(
    '%s cannot read or write clinical history (403)',
    async (label) => {
      const entry = (
        await scene.as('clinician').post(`/patients/${scene.patient.id}/history`, entryContent())
      ).body;
      const actor = scene.as(label);
      for (const response of [
        await actor.get(`/patients/${scene.patient.id}/history`),
        await actor.get('/clinical-history'),
        await actor.get(`/history-entries/${entry.id}`),
        await actor.post(`/patients/${scene.patient.id}/history`, entryContent()),
        await actor.post(`/history-entries/${entry.id}/addenda`, { text: 'x' }),
        await actor.post(`/history-entries/${entry.id}/sign`, entryContent()),
      ]) {
        expectProblem(response, 403, 'forbidden');
        expect(response.text).not.toContain('Amigdalitis');
      }
    },
  );

  test('every read and write of the history is audited: who, which patient, which record', async () => {
    const before = (await auditEvents(t, scene.world.clinic.id)).length;
    const entry = (await scene.as('clinician').post(`/patients/${scene.patient.id}/history`, entryContent()))
      .body;
    await scene.as('owner').get(`/history-entries/${entry.id}`);
    await scene.as('owner').get(`/patients/${scene.patient.id}/history`);
    await scene.as('clinician').post(`/history-entries/${entry.id}/addenda`, { text: 'Nota' });
    await scene.as('billing').get(`/history-entries/${entry.id}`);
    // The refusal is recorded too, and names no patient: none was read.
    const events = (await auditEvents(t, scene.world.clinic.id)).slice(before);
    expect(events.map((event) => [event.action, event.actorName, event.patientId])).toEqual([
      ['history.create', 'Andrés Mejía', scene.patient.id],
      ['history.read', 'Valentina Restrepo', scene.patient.id],
      ['history.list', 'Valentina Restrepo', scene.patient.id],
      ['history.addendum', 'Andrés Mejía', scene.patient.id],
      ['access.denied', scene.world.clinic.actors.billing.name, null],
    ]);
    expect(events[1]?.resourceId).toBe(entry.id);
  });
});
