import type { PartialCatalogue } from '../catalogue.types';
import { nav } from './nav';

/** Arabic (right to left): navigation only; every other string falls back to English. */
export const ar = { nav } as const satisfies PartialCatalogue;
