import { defineEndpoint } from './endpoint';
import { schemaModule } from './schema-ref';

const prefixes = schemaModule('prefix.schema', () => import('../schemas/prefix.schema'));
const paths = schemaModule('path-params.schema', () => import('../schemas/path-params.schema'));

// DIAN numbering resolutions; each comes with its usage and the alerts of the day of the request.

/** `GET /organizations/{organizationId}/prefixes`: the numbering resolutions with their alerts. */
export const listPrefixes = defineEndpoint({
  operationId: 'listPrefixes',
  method: 'GET',
  path: '/organizations/{organizationId}/prefixes',
  auth: 'user',
  params: paths('organizationParamsSchema'),
  status: 200,
  response: prefixes('prefixListSchema'),
});

/** `POST /organizations/{organizationId}/prefixes`: registers a numbering resolution. */
export const createPrefix = defineEndpoint({
  operationId: 'createPrefix',
  method: 'POST',
  path: '/organizations/{organizationId}/prefixes',
  auth: 'user',
  params: paths('organizationParamsSchema'),
  body: prefixes('prefixInputSchema'),
  status: 201,
  response: prefixes('prefixSchema'),
});

/** `GET /organizations/{organizationId}/prefixes/{prefixId}`: a numbering resolution. */
export const getPrefix = defineEndpoint({
  operationId: 'getPrefix',
  method: 'GET',
  path: '/organizations/{organizationId}/prefixes/{prefixId}',
  auth: 'user',
  params: prefixes('prefixParamsSchema'),
  status: 200,
  response: prefixes('prefixSchema'),
});

/** `PATCH /organizations/{organizationId}/prefixes/{prefixId}`: changes any subset of a resolution. */
export const updatePrefix = defineEndpoint({
  operationId: 'updatePrefix',
  method: 'PATCH',
  path: '/organizations/{organizationId}/prefixes/{prefixId}',
  auth: 'user',
  params: prefixes('prefixParamsSchema'),
  body: prefixes('prefixUpdateSchema'),
  status: 200,
  response: prefixes('prefixSchema'),
});

/** `DELETE /organizations/{organizationId}/prefixes/{prefixId}`: deletes a numbering resolution. */
export const deletePrefix = defineEndpoint({
  operationId: 'deletePrefix',
  method: 'DELETE',
  path: '/organizations/{organizationId}/prefixes/{prefixId}',
  auth: 'user',
  params: prefixes('prefixParamsSchema'),
  status: 204,
});
