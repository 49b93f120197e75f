import type { PartialCatalogue } from '../catalogue.types';
import { nav } from './nav';

/** French: navigation only; every other string falls back to English. */
export const fr = { nav } as const satisfies PartialCatalogue;
