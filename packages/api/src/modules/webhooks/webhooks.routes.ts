import * as contracts from '@facturo/sdk/endpoints';
import { userAuth } from '../../identity/user-authenticator';
import { implementEndpoint } from '../../kernel/implement-endpoint';
import { listWebhookDeliveries, resendWebhookDelivery, sendWebhookTest } from './webhook-deliveries.service';
import {
  createWebhookEndpoint,
  deleteWebhookEndpoint,
  listWebhookEndpoints,
  rotateWebhookSecret,
  updateWebhookEndpoint,
} from './webhook-endpoints.service';

const TAG = 'Webhooks';

const SIGNING =
  'Each delivery is a POST of `{ id, type, created_at, organization_id, data: { object } }` with `Facturo-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>" with the secret>` (two `v1` during a rotation) and `Facturo-Event-Id`; verify it with the sdk\'s `verifyWebhookSignature`. A 2xx answer within 10 s is a success; anything else is retried with backoff (1 min, 5 min, 30 min, 2 h, 5 h, then every 10 h) for 3 days, and an endpoint failing for 3 days is turned off with an e-mail to owners and admins.';

/** Webhook endpoints per organization, their delivery log, test events and resends. */
export const webhookRoutes = [
  implementEndpoint(contracts.listWebhookEndpoints, {
    tag: TAG,
    summary: "An organization's webhook endpoints",
    description: 'Owners and admins (as for API keys). Secrets are never listed, only their last characters.',
    auth: userAuth,
    responses: { 200: { description: 'Newest first.' } },
    errors: { 403: ['forbidden'], 404: ['not_found'] },
    handler: async ({ deps, principal, params }) => ({
      status: 200,
      body: { items: await listWebhookEndpoints(deps, principal, params.organizationId) },
    }),
  }),
  implementEndpoint(contracts.createWebhookEndpoint, {
    tag: TAG,
    summary: 'Add a webhook endpoint',
    description: `Owners and admins. HTTPS only in production. The answer carries \`secret\` (\`whsec_…\`), shown this once. ${SIGNING}`,
    auth: userAuth,
    responses: { 201: { description: 'Added, on; copy the secret now.' } },
    errors: { 403: ['forbidden'], 404: ['not_found'] },
    handler: async ({ deps, principal, params, body, t }) => ({
      status: 201,
      body: await createWebhookEndpoint(deps, principal, params.organizationId, body, t),
    }),
  }),
  implementEndpoint(contracts.updateWebhookEndpoint, {
    tag: TAG,
    summary: 'Change a webhook endpoint',
    description:
      'URL, events, description, and `enabled`: turning it off stops deliveries (they wait); turning it on again clears a stop for failing and resumes them.',
    auth: userAuth,
    responses: { 200: { description: 'The endpoint.' } },
    errors: { 403: ['forbidden'], 404: ['not_found'] },
    handler: async ({ deps, principal, params, body, t }) => ({
      status: 200,
      body: await updateWebhookEndpoint(deps, principal, params.organizationId, params.endpointId, body, t),
    }),
  }),
  implementEndpoint(contracts.deleteWebhookEndpoint, {
    tag: TAG,
    summary: 'Remove a webhook endpoint',
    description: 'Nothing more is sent to it; its delivery log goes with it.',
    auth: userAuth,
    responses: { 204: { description: 'Removed.' } },
    errors: { 403: ['forbidden'], 404: ['not_found'] },
    handler: async ({ deps, principal, params }) => {
      await deleteWebhookEndpoint(deps, principal, params.organizationId, params.endpointId);
      return { status: 204 };
    },
  }),
  implementEndpoint(contracts.rotateWebhookSecret, {
    tag: TAG,
    summary: 'Rotate the signing secret',
    description:
      'A new secret, shown once. For `overlap_hours` (24 by default, 0–72) every delivery is signed with both the new and the previous secret, so the receiver can switch without missing an event.',
    auth: userAuth,
    responses: { 200: { description: 'The endpoint and its new secret.' } },
    errors: { 403: ['forbidden'], 404: ['not_found'] },
    handler: async ({ deps, principal, params, body }) => ({
      status: 200,
      body: await rotateWebhookSecret(
        deps,
        principal,
        params.organizationId,
        params.endpointId,
        body.overlapHours,
      ),
    }),
  }),
  implementEndpoint(contracts.sendWebhookTest, {
    tag: TAG,
    summary: 'Send a test event',
    description:
      'Sends a `webhook.test` event to this endpoint now and answers its delivery with the attempt (status code or error). A disabled endpoint answers 409 `webhook_endpoint_disabled`.',
    auth: userAuth,
    responses: { 202: { description: 'Sent; the delivery with its attempt.' } },
    errors: { 403: ['forbidden'], 404: ['not_found'], 409: ['webhook_endpoint_disabled'] },
    handler: async ({ deps, principal, params }) => ({
      status: 202,
      body: await sendWebhookTest(deps, principal, params.organizationId, params.endpointId),
    }),
  }),
  implementEndpoint(contracts.listWebhookDeliveries, {
    tag: TAG,
    summary: 'The delivery log',
    description:
      'The 50 newest deliveries of the endpoint: event, status, next attempt, and every attempt with its status code (or error) and time.',
    auth: userAuth,
    responses: { 200: { description: 'Newest first.' } },
    errors: { 403: ['forbidden'], 404: ['not_found'] },
    handler: async ({ deps, principal, params }) => ({
      status: 200,
      body: { items: await listWebhookDeliveries(deps, principal, params.organizationId, params.endpointId) },
    }),
  }),
  implementEndpoint(contracts.resendWebhookDelivery, {
    tag: TAG,
    summary: 'Resend a delivery',
    description:
      'Sends the same event again now (same id and body, signed anew), whatever its status; answers the delivery with the new attempt.',
    auth: userAuth,
    responses: { 202: { description: 'Sent; the delivery with its new attempt.' } },
    errors: { 403: ['forbidden'], 404: ['not_found'], 409: ['webhook_endpoint_disabled'] },
    handler: async ({ deps, principal, params }) => ({
      status: 202,
      body: await resendWebhookDelivery(
        deps,
        principal,
        params.organizationId,
        params.endpointId,
        params.deliveryId,
      ),
    }),
  }),
];
