import type { ApiModule } from '../../kernel/api-module';
import { accountsMigration } from './0001-accounts.migration';
import { legalConsentMigration } from './0004-legal-consent.migration';
import { authRoutes } from './auth.routes';
import { meRoutes } from './me.routes';

/** Sign-up, login, sessions, password recovery and the profile. */
export const accountsModule: ApiModule = {
  name: 'accounts',
  routes: [...authRoutes, ...meRoutes],
  migrations: { '0001-accounts': accountsMigration, '0004-legal-consent': legalConsentMigration },
};
