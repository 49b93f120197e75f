import { defineEndpoint } from './endpoint';
import { schemaModule } from './schema-ref';

const me = schemaModule('me.schema', () => import('../schemas/me.schema'));

/** `GET /me`: the signed-in user, with their organizations, roles and permission rules. */
export const getMe = defineEndpoint({
  operationId: 'getMe',
  method: 'GET',
  path: '/me',
  auth: 'user',
  status: 200,
  response: me('meResponseSchema'),
});

/** `PATCH /me`: updates any subset of the profile (`null` clears an optional field). */
export const updateMe = defineEndpoint({
  operationId: 'updateMe',
  method: 'PATCH',
  path: '/me',
  auth: 'user',
  body: me('updateMeRequestSchema'),
  status: 200,
  response: me('meResponseSchema'),
});
