import type { ApiModule } from '../../kernel/api-module';
import { integratorsMigration } from './0170-integrators.migration';
import { integratorRoutes } from './integrators.routes';

/** Organization API keys and widget sessions for integrators (ERPs, health systems). */
export const integratorsModule: ApiModule = {
  name: 'integrators',
  routes: integratorRoutes,
  migrations: { '0170-integrators': integratorsMigration },
};
