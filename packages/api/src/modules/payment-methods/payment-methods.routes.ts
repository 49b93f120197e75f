import * as contracts from '@facturo/sdk/endpoints';
import { userAuth } from '../../identity/user-authenticator';
import { implementEndpoint } from '../../kernel/implement-endpoint';
import { listPaymentMethodEvents } from './payment-method-events';
import {
  createPaymentMethod,
  deletePaymentMethod,
  listPaymentMethods,
  makeDefaultPaymentMethod,
} from './payment-methods.service';

const TAG = 'Payment methods';

const WHO = 'Owners, admins and billing members act; every member reads. Another organization answers 404.';

/** An organization's saved cards (for automatic renewals) and their audit trail. */
export const paymentMethodRoutes = [
  implementEndpoint(contracts.listPaymentMethods, {
    tag: TAG,
    summary: "An organization's saved cards",
    description: `Brand, last four digits, expiry and which one is the default (the card automatic renewals charge). Card numbers are never stored. ${WHO}`,
    auth: userAuth,
    responses: { 200: { description: 'The default first, then oldest first.' } },
    errors: { 403: ['forbidden'], 404: ['not_found'] },
    handler: async ({ deps, principal, params }) => ({
      status: 200,
      body: { items: await listPaymentMethods(deps, principal, params.organizationId) },
    }),
  }),
  implementEndpoint(contracts.createPaymentMethod, {
    tag: TAG,
    summary: 'Save a card',
    description: `Saves the card behind \`token\` (from \`POST /sandbox/card-tokens\` in the sandbox, or Mercado Pago's card form) with the payment provider, under the organization's provider customer. The first card saved becomes the default. ${WHO}`,
    auth: userAuth,
    responses: { 201: { description: 'Saved.' } },
    errors: {
      403: ['forbidden'],
      404: ['not_found'],
      422: ['card_token_invalid'],
      502: ['payment_provider_unavailable'],
    },
    handler: async ({ deps, principal, params, body }) => ({
      status: 201,
      body: await createPaymentMethod(deps, principal, params.organizationId, body.token),
    }),
  }),
  implementEndpoint(contracts.updatePaymentMethod, {
    tag: TAG,
    summary: 'Make a card the default',
    description: `\`{ "is_default": true }\`: automatic renewals charge this card from now on; the previous default stays saved. ${WHO}`,
    auth: userAuth,
    responses: { 200: { description: 'The card, now the default.' } },
    errors: { 403: ['forbidden'], 404: ['not_found'] },
    handler: async ({ deps, principal, params }) => ({
      status: 200,
      body: await makeDefaultPaymentMethod(deps, principal, params.organizationId, params.methodId),
    }),
  }),
  implementEndpoint(contracts.deletePaymentMethod, {
    tag: TAG,
    summary: 'Remove a card',
    description: `Forgets the card here and at the provider. The default card can be removed only when it is the last one: otherwise 409 \`payment_method_default_in_use\` (make another card the default first). With no card left, renewals wait to be paid by hand. ${WHO}`,
    auth: userAuth,
    responses: { 204: { description: 'Removed.' } },
    errors: { 403: ['forbidden'], 404: ['not_found'], 409: ['payment_method_default_in_use'] },
    handler: async ({ deps, principal, params }) => {
      await deletePaymentMethod(deps, principal, params.organizationId, params.methodId);
      return { status: 204 };
    },
  }),
  implementEndpoint(contracts.listPaymentMethodEvents, {
    tag: TAG,
    summary: 'The payment methods audit trail',
    description:
      'The 100 newest entries: cards saved, removed and made default (who and when), and each automatic renewal charge by the billing job (invoice, amount, attempt, and the next try after a failure). Every member reads it.',
    auth: userAuth,
    responses: { 200: { description: 'Newest first.' } },
    errors: { 403: ['forbidden'], 404: ['not_found'] },
    handler: async ({ deps, principal, params }) => ({
      status: 200,
      body: { items: await listPaymentMethodEvents(deps, principal, params.organizationId) },
    }),
  }),
];
