import { defineEndpoint } from './endpoint';
import { schemaModule } from './schema-ref';

const notifications = schemaModule('notification.schema', () => import('../schemas/notification.schema'));

/** `GET /notifications`: the signed-in user's notifications across their organizations, newest first. */
export const listNotifications = defineEndpoint({
  operationId: 'listNotifications',
  method: 'GET',
  path: '/notifications',
  auth: 'user',
  status: 200,
  response: notifications('notificationListSchema'),
});
