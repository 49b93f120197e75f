import type { ApiModule } from '../../kernel/api-module';
import { paymentsMigration } from './0140-payments.migration';
import { paymentsRefundDueMigration } from './0310-payments-refund-due.migration';
import { sandboxSavedCardsMigration } from './0370-sandbox-saved-cards.migration';
import { sandboxPseMigration } from './0380-sandbox-pse.migration';
import { paymentFollowUpJob } from './payment-follow-up.job';
import { paymentRoutes } from './payments.routes';
import { sandboxRoutes } from './sandbox.routes';

/**
 * Payments, provider webhooks, PSE banks, the follow-up of payments left open, and the sandbox
 * provider's card form, tokens and bank page.
 */
export const paymentsModule: ApiModule = {
  name: 'payments',
  routes: [...paymentRoutes, ...sandboxRoutes],
  migrations: {
    '0140-payments': paymentsMigration,
    '0310-payments-refund-due': paymentsRefundDueMigration,
    '0370-sandbox-saved-cards': sandboxSavedCardsMigration,
    '0380-sandbox-pse': sandboxPseMigration,
  },
  jobs: [paymentFollowUpJob],
};
