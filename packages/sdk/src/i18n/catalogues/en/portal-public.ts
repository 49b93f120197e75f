import { portalAuth } from './portal/auth';
import { portalLanding } from './portal/landing';
import { portalShell } from './portal/shell';

/** Portal texts the public website shows (shell, sign-in, landing page): what the landing page downloads. */
export const portalPublic = {
  ...portalShell,
  ...portalAuth,
  ...portalLanding,
} as const;
