import type { Catalogue } from '../catalogue.types';

/** Widget de fecha de facturación. */
export const billingDate = {} as const satisfies Catalogue['billingDate'];
