import { portalAccount } from './portal/account';
import { portalDashboard } from './portal/dashboard';
import { portalOrganizations } from './portal/organizations';
import { portalWebhooks } from './portal/webhooks';

/** Textos del portal que solo muestra la aplicación con sesión (cuenta, tablero, organizaciones, webhooks). */
export const portalApp = {
  ...portalAccount,
  ...portalDashboard,
  ...portalOrganizations,
  ...portalWebhooks,
} as const;
