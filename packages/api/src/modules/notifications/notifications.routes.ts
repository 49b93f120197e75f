import * as contracts from '@facturo/sdk/endpoints';
import { userAuth } from '../../identity/user-authenticator';
import { implementEndpoint } from '../../kernel/implement-endpoint';
import { listNotifications } from './notifications.service';

/** `GET /notifications`: the portal navbar's notifications. */
export const notificationRoutes = [
  implementEndpoint(contracts.listNotifications, {
    tag: 'Notifications',
    summary: "The signed-in user's notifications",
    description:
      "Derived from the data on each request, across the user's organizations: renewal invoices to pay (`renewal_due`), suspended subscriptions, payments approved in the last 7 days (`payment_settled`), and prefixes expiring within 30 days or 80 % used (`prefix_expiring`, `prefix_range`). Title and message in the request's language; `id` is stable for the same fact. Newest first.",
    auth: userAuth,
    responses: { 200: { description: 'The notifications.' } },
    handler: async ({ deps, principal, locale }) => ({
      status: 200,
      body: { items: await listNotifications(deps, principal, locale) },
    }),
  }),
];
