import type { Catalogue } from '../catalogue.types';

/** Términos del dominio colombiano y de facturación: tipos de documento, tipos de contribuyente, IVA, festivos, planes. */
export const domain = {} as const satisfies Catalogue['domain'];
