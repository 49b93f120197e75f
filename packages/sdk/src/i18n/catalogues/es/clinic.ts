import type { Catalogue } from '../catalogue.types';

/** Módulo de clínica: pacientes, historia clínica, citas, admisiones, festivos y bloqueos de agenda. */
export const clinic = {} as const satisfies Catalogue['clinic'];
