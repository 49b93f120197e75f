import type { ApiModule } from '../kernel/api-module';
import { accountsModule } from './accounts/accounts.module';
import { billingScheduleModule } from './billing-schedule/billing-schedule.module';
import { catalogueModule } from './catalogue/catalogue.module';
import { checkoutModule } from './checkout/checkout.module';
import { clinicModule } from './clinic/clinic.module';
import { contactModule } from './contact/contact.module';
import { dashboardModule } from './dashboard/dashboard.module';
import { integratorsModule } from './integrators/integrators.module';
import { invoiceDocumentsModule } from './invoice-documents/invoice-documents.module';
import { invoicesModule } from './invoices/invoices.module';
import { notificationsModule } from './notifications/notifications.module';
import { organizationsModule } from './organizations/organizations.module';
import { paymentMethodsModule } from './payment-methods/payment-methods.module';
import { paymentsModule } from './payments/payments.module';
import { platformModule } from './platform/platform.module';
import { prefixesModule } from './prefixes/prefixes.module';
import { subscriptionsModule } from './subscriptions/subscriptions.module';
import { webhooksModule } from './webhooks/webhooks.module';

/**
 * Every area of the API, in mounting and seeding order. A new area adds one line here (and its
 * migrations in its own number range; see `ApiModule.migrations`).
 */
export const apiModules: readonly ApiModule[] = [
  platformModule,
  accountsModule,
  organizationsModule,
  catalogueModule,
  subscriptionsModule,
  checkoutModule,
  invoicesModule,
  invoiceDocumentsModule,
  paymentsModule,
  paymentMethodsModule,
  billingScheduleModule,
  dashboardModule,
  prefixesModule,
  integratorsModule,
  webhooksModule,
  notificationsModule,
  clinicModule,
  contactModule,
];
