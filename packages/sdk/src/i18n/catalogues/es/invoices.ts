import type { Catalogue } from '../catalogue.types';

/** Widget de listado de facturas. */
export const invoices = {} as const satisfies Catalogue['invoices'];
