import type { Catalogue } from '../catalogue.types';

/** Elementos comunes a todos los widgets (carga, estados vacíos y de error, modo demo). */
export const widgets = {} as const satisfies Catalogue['widgets'];
