import type { Catalogue } from '../catalogue.types';

/** Páginas del portal. */
export const portal = {} as const satisfies Catalogue['portal'];
