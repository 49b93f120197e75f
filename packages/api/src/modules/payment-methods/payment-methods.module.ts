import type { ApiModule } from '../../kernel/api-module';
import { paymentMethodsMigration } from './0371-payment-methods.migration';
import { renewalChargeCardMigration } from './0405-renewal-charge-card.migration';
import { paymentMethodRoutes } from './payment-methods.routes';

/** Saved cards per organization (for automatic renewals) and their audit trail. */
export const paymentMethodsModule: ApiModule = {
  name: 'payment-methods',
  routes: paymentMethodRoutes,
  migrations: {
    '0371-payment-methods': paymentMethodsMigration,
    '0405-renewal-charge-card': renewalChargeCardMigration,
  },
};
