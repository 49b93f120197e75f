import * as contracts from '@facturo/sdk/endpoints';
import { userAuth } from '../../identity/user-authenticator';
import { implementEndpoint } from '../../kernel/implement-endpoint';
import { authorize } from '../../permissions/authorize';
import { dashboardOf } from './dashboard.service';

/** The organization's dashboard. */
export const dashboardRoutes = [
  implementEndpoint(contracts.getDashboard, {
    tag: 'Dashboard',
    summary: 'Usage, spending and upcoming charges',
    description:
      "The organization's last 12 months, oldest first, in Bogotá months (`YYYY-MM`): documents reported with `POST /usage` against the documents its plans included (each plan's yearly allowance spread over 12 months), and spending (invoices by the month they were paid, minus credit notes on paid invoices; whole COP). Also the current calendar year's spending so far, the upcoming charges (an issued renewal invoice's balance by its due date, else the renewal the billing job will invoice — on the scheduled plan when a step down is waiting — with IVA and the extra documents not invoiced yet), and the current period's usage of each plan with documents. Members who may read the organization's subscriptions and invoices (owner, admin, billing, viewer); a clinician gets 403.",
    auth: userAuth,
    responses: { 200: { description: 'The dashboard (every month present, 0 when nothing happened).' } },
    errors: { 403: ['forbidden'], 404: ['not_found'] },
    handler: async ({ deps, principal, params }) => {
      authorize(principal, 'read', 'Subscription', params.organizationId);
      authorize(principal, 'read', 'Invoice', params.organizationId);
      return { status: 200, body: await dashboardOf(deps, params.organizationId) };
    },
  }),
];
