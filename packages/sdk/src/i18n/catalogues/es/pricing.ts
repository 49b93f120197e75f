import type { Catalogue } from '../catalogue.types';

/** Widget de tabla de precios. */
export const pricing = {} as const satisfies Catalogue['pricing'];
