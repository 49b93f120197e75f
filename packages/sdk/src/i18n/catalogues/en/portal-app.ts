import { portalAccount } from './portal/account';
import { portalDashboard } from './portal/dashboard';
import { portalOrganizations } from './portal/organizations';
import { portalWebhooks } from './portal/webhooks';

/** Portal texts only the signed-in app shows (account, dashboard, organizations, webhooks). */
export const portalApp = {
  ...portalAccount,
  ...portalDashboard,
  ...portalOrganizations,
  ...portalWebhooks,
} as const;
