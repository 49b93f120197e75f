import type { ApiModule } from '../../kernel/api-module';
import { subscriptionsMigration } from './0110-subscriptions.migration';
import { subscriptionCancellationMigration } from './0340-subscription-cancellation.migration';
import { planChangeMigration } from './0360-plan-change.migration';
import { subscriptionEventApiKeyMigration } from './0395-subscription-event-api-key.migration';
import { billingDemoSeed } from './billing-demo.seed';
import { billingRunJob } from './billing-run';
import { subscriptionRoutes } from './subscriptions.routes';

/** Subscriptions, usage, and the billing job that renews, suspends and cancels them. */
export const subscriptionsModule: ApiModule = {
  name: 'subscriptions',
  routes: subscriptionRoutes,
  migrations: {
    '0110-subscriptions': subscriptionsMigration,
    '0340-subscription-cancellation': subscriptionCancellationMigration,
    '0360-plan-change': planChangeMigration,
    '0395-subscription-event-api-key': subscriptionEventApiKeyMigration,
  },
  seeds: [billingDemoSeed],
  jobs: [billingRunJob],
};
