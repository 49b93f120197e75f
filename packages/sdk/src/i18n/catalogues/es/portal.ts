import type { Catalogue } from '../catalogue.types';
import { portalApp } from './portal-app';
import { portalPublic } from './portal-public';

/** Páginas del portal (divididas por área; las llaves siguen planas: `portal.heroTitle`). */
export const portal = { ...portalPublic, ...portalApp } as const satisfies Catalogue['portal'];
