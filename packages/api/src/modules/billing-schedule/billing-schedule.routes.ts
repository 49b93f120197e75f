import * as contracts from '@facturo/sdk/endpoints';
import { notFound } from '../../http/api-problem';
import { requireCapability, resolveOrganization } from '../../identity/billing-access';
import { billingAuth } from '../../identity/integrator-auth';
import { implementEndpoint } from '../../kernel/implement-endpoint';
import { getSchedule, planChange } from './billing-schedule.service';
import { applyChange } from './billing-schedule-apply';

const TAG = 'Billing date';
const ACCESS =
  'A user (their organization; `organization_id` when they belong to several) or a widget session with the scope listed below (`billing-date:write` includes `billing-date:read`).';

const organizationOf = (
  principal: Parameters<typeof resolveOrganization>[0],
  requested: string | undefined,
) => {
  const organizationId = resolveOrganization(principal, requested);
  if (!organizationId) throw notFound('the caller has no organization yet');
  return organizationId;
};

/** The billing date (fecha de cobro): read, preview a change, apply it. */
export const billingScheduleRoutes = [
  implementEndpoint(contracts.getBillingSchedule, {
    tag: TAG,
    summary: 'The billing date',
    description: `Mode (\`individual\`: each service on its activation day; \`unified\`: every service on \`day\`), the services it applies to with their next due date, and partial charges already scheduled. ${ACCESS}`,
    auth: billingAuth,
    responses: { 200: { description: 'The schedule.' } },
    errors: { 400: ['organization_required'], 403: ['forbidden', 'scope_missing'], 404: ['not_found'] },
    handler: async ({ deps, principal, query }) => {
      const organizationId = organizationOf(principal, query.organizationId);
      requireCapability(principal, 'billing-date:read', organizationId);
      return { status: 200, body: await getSchedule(deps, organizationId) };
    },
  }),
  implementEndpoint(contracts.previewBillingSchedule, {
    tag: TAG,
    summary: 'Preview a billing-date change',
    description: `Per service: the adjustment date (its current due date), the days up to the new billing date, their prorated cost (\`price ÷ 30\` monthly, \`÷ 360\` annual, per day) and IVA, and the new next due date — computed by the sdk's \`planBillingDateChange\`, exactly as the charges will be. \`acknowledgement_required\` tells when applying needs \`acknowledge: true\`. ${ACCESS}`,
    auth: billingAuth,
    responses: { 200: { description: 'The planned adjustments.' } },
    errors: {
      400: ['organization_required'],
      403: ['forbidden', 'scope_missing'],
      404: ['not_found'],
      409: ['billing_date_service_overdue'],
    },
    handler: async ({ deps, principal, query, body }) => {
      const organizationId = organizationOf(principal, query.organizationId);
      requireCapability(principal, 'billing-date:write', organizationId);
      const { plan } = await planChange(deps, organizationId, body, true);
      return { status: 200, body: plan };
    },
  }),
  implementEndpoint(contracts.changeBillingSchedule, {
    tag: TAG,
    summary: 'Change the billing date',
    description: `Applies the change and schedules the partial charges the preview showed (each is invoiced with the service's renewal on its adjustment date). Going from \`unified\` back to \`individual\` needs \`acknowledge: true\` (409 \`billing_date_acknowledgement_required\` explains why). ${ACCESS}`,
    auth: billingAuth,
    responses: { 200: { description: 'Applied; the scheduled adjustments.' } },
    errors: {
      400: ['organization_required'],
      403: ['forbidden', 'scope_missing'],
      404: ['not_found'],
      409: ['billing_date_acknowledgement_required', 'billing_date_service_overdue', 'conflict'],
    },
    handler: async ({ deps, principal, query, body }) => {
      const organizationId = organizationOf(principal, query.organizationId);
      requireCapability(principal, 'billing-date:write', organizationId);
      return { status: 200, body: await applyChange(deps, organizationId, body, principal.userId) };
    },
  }),
];
