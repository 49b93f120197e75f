import { defineEndpoint } from './endpoint';
import { schemaModule } from './schema-ref';

const methods = schemaModule('payment-method.schema', () => import('../schemas/payment-method.schema'));
const paths = schemaModule('path-params.schema', () => import('../schemas/path-params.schema'));

/** `GET /organizations/{organizationId}/payment-methods`: the saved cards, the default first. */
export const listPaymentMethods = defineEndpoint({
  operationId: 'listPaymentMethods',
  method: 'GET',
  path: '/organizations/{organizationId}/payment-methods',
  auth: 'user',
  params: paths('organizationParamsSchema'),
  status: 200,
  response: methods('paymentMethodListSchema'),
});

/** `POST /organizations/{organizationId}/payment-methods`: saves a card from a card token. */
export const createPaymentMethod = defineEndpoint({
  operationId: 'createPaymentMethod',
  method: 'POST',
  path: '/organizations/{organizationId}/payment-methods',
  auth: 'user',
  params: paths('organizationParamsSchema'),
  body: methods('createPaymentMethodRequestSchema'),
  status: 201,
  response: methods('paymentMethodSchema'),
});

/** `PATCH …/payment-methods/{methodId}`: makes the card the default. */
export const updatePaymentMethod = defineEndpoint({
  operationId: 'updatePaymentMethod',
  method: 'PATCH',
  path: '/organizations/{organizationId}/payment-methods/{methodId}',
  auth: 'user',
  params: methods('paymentMethodParamsSchema'),
  body: methods('updatePaymentMethodRequestSchema'),
  status: 200,
  response: methods('paymentMethodSchema'),
});

/** `DELETE …/payment-methods/{methodId}`: removes the card (the default only when it is the last). */
export const deletePaymentMethod = defineEndpoint({
  operationId: 'deletePaymentMethod',
  method: 'DELETE',
  path: '/organizations/{organizationId}/payment-methods/{methodId}',
  auth: 'user',
  params: methods('paymentMethodParamsSchema'),
  status: 204,
});

/** `GET /organizations/{organizationId}/payment-method-events`: the cards' and renewal charges' trail. */
export const listPaymentMethodEvents = defineEndpoint({
  operationId: 'listPaymentMethodEvents',
  method: 'GET',
  path: '/organizations/{organizationId}/payment-method-events',
  auth: 'user',
  params: paths('organizationParamsSchema'),
  status: 200,
  response: methods('paymentMethodEventListSchema'),
});
