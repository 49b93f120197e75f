import type { ApiModule } from '../../kernel/api-module';
import { catalogueMigration } from './0100-catalogue.migration';
import { catalogue2026Migration } from './0101-catalogue-2026-11.migration';
import { catalogueRoutes } from './catalogue.routes';

/** The public catalogue: services and priced plans (product data shipped as migrations). */
export const catalogueModule: ApiModule = {
  name: 'catalogue',
  routes: catalogueRoutes,
  migrations: { '0100-catalogue': catalogueMigration, '0101-catalogue-2026-11': catalogue2026Migration },
};
