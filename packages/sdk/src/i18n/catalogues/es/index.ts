import type { Catalogue } from '../catalogue.types';
import { common } from './common';
import { errors } from './errors';
import { nav } from './nav';
import { success } from './success';
import { validation } from './validation';

/** El catálogo en español: el idioma por defecto, completo y con las mismas llaves que el inglés. */
export const es = { common, errors, nav, success, validation } as const satisfies Catalogue;
