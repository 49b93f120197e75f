import type { PortalRoute } from '../router/route-handle';
import { accountRoutes } from './account.routes';
import { accountsRoutes } from './accounts.routes';
import { authRoutes } from './auth.routes';
import { clinicRoutes } from './clinic.routes';
import { customerAreaRoutes } from './customer-area.routes';
import { frontPagesRoutes } from './front-pages.routes';
import { landingRoutes } from './landing.routes';
import { miscRoutes } from './misc.routes';
import { organizationsRoutes } from './organizations.routes';
import { purchaseRoutes } from './purchase.routes';

/**
 * Every route of the portal, one list per route file. A new area writes `<area>.routes.tsx` and adds
 * one line here; the misc routes stay last because they hold the catch-all.
 */
export const appRoutes: readonly PortalRoute[] = [
  ...landingRoutes,
  ...authRoutes,
  ...purchaseRoutes,
  ...customerAreaRoutes,
  ...accountRoutes,
  ...accountsRoutes,
  ...organizationsRoutes,
  ...clinicRoutes,
  ...frontPagesRoutes,
  ...miscRoutes,
];
