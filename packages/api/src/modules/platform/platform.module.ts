import type { ApiModule } from '../../kernel/api-module';
import { platformMigration } from './0002-platform.migration';
import { mailQueueMigration } from './0390-mail-queue.migration';
import { embeddedUpkeepJob } from './embedded-upkeep.job';
import { mailDeliveryJob } from './mail-delivery.job';
import { platformRoutes } from './platform.routes';

/**
 * Health, captcha challenges, outgoing e-mail (its queue and the development outbox), rate-limit
 * storage and the embedded database's upkeep.
 */
export const platformModule: ApiModule = {
  name: 'platform',
  routes: platformRoutes,
  migrations: { '0002-platform': platformMigration, '0390-mail-queue': mailQueueMigration },
  jobs: [mailDeliveryJob, embeddedUpkeepJob],
};
