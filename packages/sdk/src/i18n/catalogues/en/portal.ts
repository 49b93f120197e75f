import { portalApp } from './portal-app';
import { portalPublic } from './portal-public';

/** Hosted portal pages (split by area; keys stay flat: `portal.heroTitle`). */
export const portal = { ...portalPublic, ...portalApp } as const;
