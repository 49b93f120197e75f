import type { ApiModule } from '../../kernel/api-module';
import { platformMigration } from './0002-platform.migration';
import { platformRoutes } from './platform.routes';

/** Health, captcha challenges, the e-mail outbox and rate-limit storage. */
export const platformModule: ApiModule = {
  name: 'platform',
  routes: platformRoutes,
  migrations: { '0002-platform': platformMigration },
};
