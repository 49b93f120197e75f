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

/**
 * `POST /me/legal-acceptance`: the signed-in user accepts the current terms and data policy (asked
 * again when a newer version is published); stored with the time and where from.
 */
export const acceptLegalTerms = defineEndpoint({
  operationId: 'acceptLegalTerms',
  method: 'POST',
  path: '/me/legal-acceptance',
  auth: 'user',
  body: me('legalAcceptanceRequestSchema'),
  status: 200,
  response: me('meResponseSchema'),
});
