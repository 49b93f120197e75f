import * as contracts from '@facturo/sdk/endpoints';
import { requireCapability, resolveOrganization } from '../../identity/billing-access';
import { apiKeyAuth, billingAuth } from '../../identity/integrator-auth';
import { implementEndpoint } from '../../kernel/implement-endpoint';
import { cancelScheduledPlanChange, previewPlanChange, schedulePlanChange } from './plan-change.service';
import { cancelAtPeriodEnd, resumeSubscription } from './subscription-cancellation.service';
import { listSubscriptionEvents } from './subscription-events';
import { listSubscriptions, recordUsage } from './subscriptions.service';

const TAG = 'Subscriptions';
const MANAGE =
  "An owner, admin or billing member, or an integrator's widget session with the scope listed below (`subscriptions:manage`, which includes `subscriptions:read`): only its organization's subscriptions (404 for another's), 403 `scope_missing` without the scope. The audit trail names the session's API key.";

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
  implementEndpoint(contracts.cancelSubscription, {
    tag: TAG,
    summary: 'Cancel at the end of the period',
    description: `The subscription stays in service until \`active_until\`, is not renewed (\`billing_date\` becomes \`null\`, \`cancel_at_period_end\` \`true\`) and is cancelled the day after by the billing job. An unpaid renewal invoice is voided with a credit note (DIAN type 91, concept 2; an invoice shared with other subscriptions is issued again without its lines), and its scheduled billing-date adjustments are dropped. Only an active subscription within its period (409 \`subscription_not_active\`), never while a payment on its invoice is in flight (409 \`subscription_payment_in_flight\`). Cancelling again changes nothing. Written to the subscription's audit trail. ${MANAGE}`,
    auth: billingAuth,
    responses: { 200: { description: 'The subscription, cancelled at the end of its period.' } },
    errors: {
      403: ['forbidden', 'scope_missing'],
      404: ['not_found'],
      409: ['subscription_not_active', 'subscription_payment_in_flight'],
    },
    handler: async ({ deps, principal, params }) => ({
      status: 200,
      body: await cancelAtPeriodEnd(deps, principal, params.subscriptionId),
    }),
  }),
  implementEndpoint(contracts.resumeSubscription, {
    tag: TAG,
    summary: 'Undo a cancellation',
    description: `Before the period ends (409 \`subscription_not_active\` after it: buy the plan again). The subscription renews again: its renewal invoice is issued by the billing job when due. Resuming one that was not cancelled changes nothing. Written to the audit trail. ${MANAGE}`,
    auth: billingAuth,
    responses: { 200: { description: 'The subscription, renewing again.' } },
    errors: { 403: ['forbidden', 'scope_missing'], 404: ['not_found'], 409: ['subscription_not_active'] },
    handler: async ({ deps, principal, params }) => ({
      status: 200,
      body: await resumeSubscription(deps, principal, params.subscriptionId),
    }),
  }),
  implementEndpoint(contracts.listSubscriptionEvents, {
    tag: TAG,
    summary: 'The audit trail of a subscription',
    description:
      "Every change, oldest first: who (name and e-mail; `null` for the billing job), what (`cancellation_scheduled`, `cancellation_undone`, `cancelled_at_period_end`), when, the last day in service it left, and the invoices it voided with the amount credited. Anyone who may read the organization's subscriptions, or a widget session with the scope listed below (its organization only); `api_key` names the key whose widget session made a change.",
    auth: billingAuth,
    responses: { 200: { description: 'The events.' } },
    errors: { 403: ['scope_missing'], 404: ['not_found'] },
    handler: async ({ deps, principal, params }) => ({
      status: 200,
      body: { items: await listSubscriptionEvents(deps, principal, params.subscriptionId) },
    }),
  }),
  implementEndpoint(contracts.previewPlanChange, {
    tag: TAG,
    summary: 'Preview a plan change',
    description: `What changing to another plan of the same service, or to the other cycle, does — computed by the sdk's \`quotePlanChange\`, the same computation the invoice and the credit note use. A step up (a dearer plan in the same cycle, or monthly → annual) takes effect today (\`timing\` \`now\`): the current plan's unused share of its paid period (calendar days from today to \`active_until\` over the period's calendar days, in the cycle's 30 or 360 commercial days, half-up: 360 of a 365-day year left credits 355) is credited at its daily price (\`price ÷ 30\` or \`÷ 360\`, half-up), the new plan is charged for the same days (monthly → annual: a full year from today), and \`amount_due\` is the difference, paid with \`POST …/plan-change\`. Any other change waits for the renewal (\`next_renewal\`, nothing paid now; schedule it with \`PUT …/scheduled-change\`). Errors: another service's plan or a cycle the plan is not sold in (422), the same plan (422 \`plan_change_same_plan\`), the digital certificate (409 \`plan_change_unsupported\`), a subscription out of service (409 \`subscription_not_active\`) or cancelled at period end (409 \`subscription_cancel_scheduled\`). ${MANAGE}`,
    auth: billingAuth,
    responses: { 200: { description: 'The quote.' } },
    errors: {
      403: ['forbidden', 'scope_missing'],
      404: ['not_found'],
      409: ['subscription_not_active', 'subscription_cancel_scheduled', 'plan_change_unsupported'],
      422: ['plan_change_same_plan', 'plan_change_other_service', 'plan_cycle_unavailable'],
    },
    handler: async ({ deps, principal, params, body }) => ({
      status: 200,
      body: await previewPlanChange(deps, principal, params.subscriptionId, body),
    }),
  }),
  implementEndpoint(contracts.schedulePlanChange, {
    tag: TAG,
    summary: 'Schedule a plan change for the renewal',
    description: `A step down (a cheaper plan of the same service, or annual → monthly) takes effect at the renewal: nothing is paid now, the renewal invoice charges the new plan (an unpaid renewal already issued is voided with a credit note — DIAN type 91, concept 2 — and issued again), and the subscription shows it in \`scheduled_change\`. A step up answers 409 \`plan_change_needs_payment\` (pay it with \`POST …/plan-change\`). Scheduling again replaces the earlier one. Written to the audit trail. ${MANAGE}`,
    auth: billingAuth,
    responses: { 200: { description: 'The subscription with its scheduled change.' } },
    errors: {
      403: ['forbidden', 'scope_missing'],
      404: ['not_found'],
      409: [
        'plan_change_needs_payment',
        'subscription_not_active',
        'subscription_cancel_scheduled',
        'subscription_payment_in_flight',
        'plan_change_unsupported',
      ],
      422: ['plan_change_same_plan', 'plan_change_other_service', 'plan_cycle_unavailable'],
    },
    handler: async ({ deps, principal, params, body }) => ({
      status: 200,
      body: await schedulePlanChange(deps, principal, params.subscriptionId, body),
    }),
  }),
  implementEndpoint(contracts.cancelScheduledPlanChange, {
    tag: TAG,
    summary: 'Keep the current plan at the renewal',
    description: `Drops the scheduled change (an unpaid renewal already issued for it is issued again for the current plan). Without one, nothing changes. Written to the audit trail. ${MANAGE}`,
    auth: billingAuth,
    responses: { 200: { description: 'The subscription, renewing on its current plan.' } },
    errors: {
      403: ['forbidden', 'scope_missing'],
      404: ['not_found'],
      409: ['subscription_payment_in_flight'],
    },
    handler: async ({ deps, principal, params }) => ({
      status: 200,
      body: await cancelScheduledPlanChange(deps, principal, params.subscriptionId),
    }),
  }),
];
