import type { ApiModule } from '../../kernel/api-module';
import { notificationRoutes } from './notifications.routes';

/** Notifications for the portal's navbar, derived from billing data. */
export const notificationsModule: ApiModule = {
  name: 'notifications',
  routes: notificationRoutes,
};
