import { common } from './common';
import { errors } from './errors';
import { nav } from './nav';
import { success } from './success';
import { validation } from './validation';

/** The English catalogue: the source of the catalogue's shape and the fallback for every locale. */
export const en = { common, errors, nav, success, validation } as const;
