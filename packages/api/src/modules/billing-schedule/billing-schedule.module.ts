import type { ApiModule } from '../../kernel/api-module';
import { billingScheduleMigration } from './0150-billing-schedule.migration';
import { billingScheduleRoutes } from './billing-schedule.routes';

/** The billing date and the partial charges a change schedules. */
export const billingScheduleModule: ApiModule = {
  name: 'billing-schedule',
  routes: billingScheduleRoutes,
  migrations: { '0150-billing-schedule': billingScheduleMigration },
};
