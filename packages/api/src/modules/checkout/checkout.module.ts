import type { ApiModule } from '../../kernel/api-module';
import { checkoutMigration } from './0120-checkout.migration';
import { purchaseUniquenessMigration } from './0330-purchase-uniqueness.migration';
import { planChangeOrdersMigration } from './0361-plan-change-orders.migration';
import { checkoutRoutes } from './checkout.routes';

/** Purchases, invoice payments and paid plan changes, one order per idempotency key. */
export const checkoutModule: ApiModule = {
  name: 'checkout',
  routes: checkoutRoutes,
  migrations: {
    '0120-checkout': checkoutMigration,
    '0330-purchase-uniqueness': purchaseUniquenessMigration,
    '0361-plan-change-orders': planChangeOrdersMigration,
  },
};
