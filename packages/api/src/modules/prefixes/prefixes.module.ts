import type { ApiModule } from '../../kernel/api-module';
import { prefixesMigration } from './0160-prefixes.migration';
import { prefixRoutes } from './prefixes.routes';

/** DIAN numbering resolutions (prefixes) per organization, with alerts. */
export const prefixesModule: ApiModule = {
  name: 'prefixes',
  routes: prefixRoutes,
  migrations: { '0160-prefixes': prefixesMigration },
};
