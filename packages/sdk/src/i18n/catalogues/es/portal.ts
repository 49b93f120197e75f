import type { Catalogue } from '../catalogue.types';
import { portalAccount } from './portal/account';
import { portalAuth } from './portal/auth';
import { portalDashboard } from './portal/dashboard';
import { portalLanding } from './portal/landing';
import { portalOrganizations } from './portal/organizations';
import { portalShell } from './portal/shell';
import { portalWebhooks } from './portal/webhooks';

/** Páginas del portal (divididas por área; las llaves siguen planas: `portal.heroTitle`). */
export const portal = {
  ...portalShell,
  ...portalAuth,
  ...portalLanding,
  ...portalAccount,
  ...portalDashboard,
  ...portalOrganizations,
  ...portalWebhooks,
} as const satisfies Catalogue['portal'];
