import { portalAccount } from './portal/account';
import { portalAuth } from './portal/auth';
import { portalDashboard } from './portal/dashboard';
import { portalLanding } from './portal/landing';
import { portalOrganizations } from './portal/organizations';
import { portalShell } from './portal/shell';
import { portalWebhooks } from './portal/webhooks';

/** Hosted portal pages (split by area; keys stay flat: `portal.heroTitle`). */
export const portal = {
  ...portalShell,
  ...portalAuth,
  ...portalLanding,
  ...portalAccount,
  ...portalDashboard,
  ...portalOrganizations,
  ...portalWebhooks,
} as const;
