import type { ApiModule } from '../../kernel/api-module';
import { webhooksMigration } from './0350-webhooks.migration';
import { webhookDeliveryJob } from './webhook-delivery.job';
import { webhookRoutes } from './webhooks.routes';

/** Signed webhooks for integrators: endpoints, the delivery log, test events, and the sender. */
export const webhooksModule: ApiModule = {
  name: 'webhooks',
  routes: webhookRoutes,
  migrations: { '0350-webhooks': webhooksMigration },
  jobs: [webhookDeliveryJob],
};
