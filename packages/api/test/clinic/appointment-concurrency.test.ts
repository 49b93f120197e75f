import { sql } from 'kysely';
import { beforeAll, describe, expect, test } from 'vitest';
import type { Json } from '../support/api-client';
import { setupTestApp } from '../support/test-app';
import { book, clinicWorld, registerPatient } from './support/clinic-fixtures';

const t = setupTestApp();
let world: Awaited<ReturnType<typeof clinicWorld>>;
let patient: Json;

beforeAll(async () => {
  world = await clinicWorld(t);
  patient = await registerPatient(t, world.clinic.actors.clinician, world.clinic.id);
  const first = await book(t, world.clinic.actors.clinician, world.clinic.id, {
    patientId: patient.id,
    professionalId: world.clinic.actors.clinician.userId,
    start: '2026-07-07T09:00',
  });
  expect(first.status, first.text).toBe(201);
});

const bookAs = (label: keyof typeof world.clinic.actors, start: string, professionalId: string) =>
  book(t, world.clinic.actors[label], world.clinic.id, { patientId: patient.id, professionalId, start });

describe('no double booking under concurrency', () => {
  test('eight simultaneous bookings of one slot: exactly one wins', async () => {
    const responses = await Promise.all(
      Array.from({ length: 8 }, (_, index) =>
        bookAs(index % 2 ? 'clinician' : 'admin', '2026-07-09T11:00', world.clinic.actors.clinician2.userId),
      ),
    );
    expect(responses.map((response) => response.status).sort()).toEqual([
      201, 409, 409, 409, 409, 409, 409, 409,
    ]);
  });

  test('the database itself refuses an overlapping row, whatever code writes it', async () => {
    const [existing] = await t.deps.db
      .selectFrom('clinicAppointments')
      .selectAll()
      .where('organizationId', '=', world.clinic.id)
      .where('status', '<>', 'cancelled')
      .limit(1)
      .execute();
    if (!existing) throw new Error('expected an appointment');
    const insert = t.deps.db
      .insertInto('clinicAppointments')
      .values({
        ...existing,
        id: undefined as never,
        startsAt: new Date(existing.startsAt.getTime() + 60_000),
      })
      .execute();
    await expect(insert).rejects.toMatchObject({ code: 'FCA01' });
    // Two writers racing past any application check: the trigger's lock lets exactly one in.
    const racers = await Promise.allSettled(
      [0, 1].map(() =>
        t.deps.db.transaction().execute((trx) =>
          trx
            .insertInto('clinicAppointments')
            .values({
              ...existing,
              id: undefined as never,
              startsAt: new Date('2026-07-21T15:00:00-05:00'),
              endsAt: new Date('2026-07-21T15:30:00-05:00'),
            })
            .execute(),
        ),
      ),
    );
    expect(racers.map((result) => result.status).sort()).toEqual(['fulfilled', 'rejected']);
    expect(racers.find((result) => result.status === 'rejected')).toMatchObject({
      reason: { code: 'FCA01' },
    });
    // Cancelled rows never block a slot.
    await t.deps.db
      .insertInto('clinicAppointments')
      .values({ ...existing, id: undefined as never, status: 'cancelled' })
      .execute();
  });

  test('after all of this, no two live appointments of a professional overlap', async () => {
    const { rows } = await sql<{
      count: number;
    }>`select count(*)::int as count from clinic_appointments a join clinic_appointments b
      on a.professional_id = b.professional_id and a.id < b.id and a.status <> 'cancelled' and b.status <> 'cancelled'
      and tstzrange(a.starts_at, a.ends_at) && tstzrange(b.starts_at, b.ends_at)`.execute(t.deps.db);
    expect(rows[0]?.count).toBe(0);
  });
});
