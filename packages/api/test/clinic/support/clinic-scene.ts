import { beforeAll, expect } from 'vitest';
import type { Json } from '../../support/api-client';
import type { TestApp } from '../../support/test-app';
import { as, book, clinicWorld, registerPatient } from './clinic-fixtures';

/** The organizations and people of {@link clinicWorld}. */
export type World = Awaited<ReturnType<typeof clinicWorld>>;

/** A member of the main clinic, by label (`owner`, `clinician`, `billing`…). */
export type ClinicLabel = keyof World['clinic']['actors'];

/**
 * What most clinic test files start from: the world and one registered patient (built in a
 * `beforeAll`), plus shortcuts to call the main clinic as any of its members.
 */
export function clinicScene(t: TestApp) {
  const state: { world?: World; patient?: Json } = {};
  const ready = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('The clinic scene is built in beforeAll: use it inside tests.');
    return value;
  };
  const world = () => ready(state.world);
  const patient = () => ready(state.patient);
  const andres = () => world().clinic.actors.clinician.userId;
  const asMember = (label: ClinicLabel, locale = 'es') =>
    as(t, world().clinic.actors[label], world().clinic.id, locale);
  beforeAll(async () => {
    state.world = await clinicWorld(t);
    state.patient = await registerPatient(t, state.world.clinic.actors.clinician, state.world.clinic.id);
  });
  return {
    get world(): World {
      return world();
    },
    get patient(): Json {
      return patient();
    },
    /** Andrés, the first clinician. */
    get andres(): string {
      return andres();
    },
    /** Carolina, the second clinician. */
    get carolina(): string {
      return world().clinic.actors.clinician2.userId;
    },
    /** Requests to the main clinic as one of its members. */
    as: asMember,
    /** Books the scene's patient (with Andrés unless told otherwise). */
    book: (label: ClinicLabel, start: string, professionalId = andres(), minutes = 30) =>
      book(t, world().clinic.actors[label], world().clinic.id, {
        patientId: patient().id,
        professionalId,
        start,
        minutes,
      }),
    /** Admits the scene's patient without appointment, for Andrés, as Carolina (who reads clinical data). */
    admitWalkIn: async (reason = 'Fiebre y dolor de garganta'): Promise<Json> => {
      const response = await asMember('clinician2').post('/admissions', {
        patient_id: patient().id,
        professional_id: andres(),
        reason,
        payer: { type: 'eps' },
      });
      expect(response.status, response.text).toBe(201);
      return response.body;
    },
  };
}
