import type { ApiModule } from '../../kernel/api-module';
import { invoicesMigration } from './0130-invoices.migration';
import { electronicInvoicesMigration } from './0320-electronic-invoices.migration';
import { dianDeliveryClaimMigration } from './0321-dian-delivery-claim.migration';
import { invoiceCountsMigration } from './0401-invoice-counts.migration';
import { invoiceCreditAppliedMigration } from './0410-invoice-credit-applied.migration';
import { invoiceRoutes } from './invoices.routes';

/** Invoices: the list, the CSV export and one invoice. */
export const invoicesModule: ApiModule = {
  name: 'invoices',
  routes: invoiceRoutes,
  migrations: {
    '0130-invoices': invoicesMigration,
    '0320-electronic-invoices': electronicInvoicesMigration,
    '0321-dian-delivery-claim': dianDeliveryClaimMigration,
    '0401-invoice-counts': invoiceCountsMigration,
    '0410-invoice-credit-applied': invoiceCreditAppliedMigration,
  },
};
