import type { ApiModule } from '../../kernel/api-module';
import { checkoutMigration } from './0120-checkout.migration';
import { purchaseUniquenessMigration } from './0330-purchase-uniqueness.migration';
import { checkoutRoutes } from './checkout.routes';

/** Purchases and invoice payments, one order per idempotency key. */
export const checkoutModule: ApiModule = {
  name: 'checkout',
  routes: checkoutRoutes,
  migrations: {
    '0120-checkout': checkoutMigration,
    '0330-purchase-uniqueness': purchaseUniquenessMigration,
  },
};
