import type { Catalogue } from '../catalogue.types';

/** Widget de inicio de sesión, registro y recuperación de contraseña. */
export const login = {} as const satisfies Catalogue['login'];
