import { portalAuth } from './portal/auth';
import { portalLanding } from './portal/landing';
import { portalShell } from './portal/shell';

/** Textos del portal que muestra el sitio público (marco, ingreso, página de inicio): lo que descarga la página de inicio. */
export const portalPublic = {
  ...portalShell,
  ...portalAuth,
  ...portalLanding,
} as const;
