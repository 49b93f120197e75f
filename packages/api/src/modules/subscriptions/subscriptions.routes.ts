import * as contracts from '@facturo/sdk/endpoints';
import { requireCapability, resolveOrganization } from '../../identity/billing-access';
import { apiKeyAuth, billingAuth } from '../../identity/integrator-auth';
import { implementEndpoint } from '../../kernel/implement-endpoint';
import { listSubscriptions, recordUsage } from './subscriptions.service';

const TAG = 'Subscriptions';

/** Subscriptions and the usage integrators report. */
export const subscriptionRoutes = [
  implementEndpoint(contracts.listSubscriptions, {
    tag: TAG,
    summary: 'Subscriptions',
    description:
      "Plan, status (`active` while in service, also in renewal and grace; `inactive` otherwise), phase (the sdk's `subscriptionPhase`), active until, days remaining, billing date, certificate validity in years, value per document, and the current cycle's documents used and included. A user (their organization; `organization_id` when they belong to several) or a widget session with the scope listed below.",
    auth: billingAuth,
    responses: { 200: { description: 'Newest first.' } },
    errors: { 400: ['organization_required'], 403: ['forbidden', 'scope_missing'], 404: ['not_found'] },
    handler: async ({ deps, principal, query }) => {
      const organizationId = resolveOrganization(principal, query.organizationId);
      if (!organizationId) return { status: 200, body: { items: [] } };
      requireCapability(principal, 'subscriptions:read', organizationId);
      return { status: 200, body: { items: await listSubscriptions(deps, organizationId) } };
    },
  }),
  implementEndpoint(contracts.recordUsage, {
    tag: TAG,
    summary: 'Report documents issued',
    description:
      "With an API key that has the scope listed below: documents issued against one of its organization's subscriptions. Documents beyond the cycle's allowance are charged at 800 COP each on the next invoice. A subscription without documents (the digital certificate) answers 409 `subscription_without_documents`; one out of service, 409 `subscription_inactive`. Send a `reference` (your batch id) to make retries safe.",
    auth: apiKeyAuth,
    responses: { 201: { description: 'Counted (or already counted: `duplicate`).' } },
    errors: {
      401: ['api_key_invalid'],
      403: ['scope_missing'],
      404: ['not_found'],
      409: ['subscription_inactive', 'subscription_without_documents'],
    },
    handler: async ({ deps, principal, body }) => ({
      status: 201,
      body: await recordUsage(deps, principal, body),
    }),
  }),
];
