import type { ApiModule } from '../../kernel/api-module';
import { dashboardIndexesMigration } from './0385-dashboard-indexes.migration';
import { dashboardRoutes } from './dashboard.routes';

/** The dashboard: monthly usage and spending, upcoming charges and the current period's usage. */
export const dashboardModule: ApiModule = {
  name: 'dashboard',
  routes: dashboardRoutes,
  migrations: { '0385-dashboard-indexes': dashboardIndexesMigration },
};
