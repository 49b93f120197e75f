import type { ApiModule } from '../../kernel/api-module';
import { organizationsMigration } from './0003-organizations.migration';
import { demoOrganizationSeed } from './demo-organization.seed';
import { organizationRoutes } from './organizations.routes';

/** Organizations, members with roles, and invitations. */
export const organizationsModule: ApiModule = {
  name: 'organizations',
  routes: organizationRoutes,
  migrations: { '0003-organizations': organizationsMigration },
  seeds: [demoOrganizationSeed],
};
