import type { Catalogue } from '../catalogue.types';

/** Widget de pago: carrito, datos de facturación, pago y resultado. */
export const checkout = {} as const satisfies Catalogue['checkout'];
