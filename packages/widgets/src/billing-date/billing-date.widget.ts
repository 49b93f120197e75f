import type { WidgetFrame } from '../runtime/core/widget-frame';
import type { WidgetSpec } from '../runtime/react/elements/widget-spec';
import type { BillingDateProps } from './billing-date.types';

/** What `<BillingDate>`'s frame needs: its tag, the texts it shows and the token scopes it checks. */
export const billingDateFrame = {
  tag: 'facturo-billing-date',
  namespaces: ['billingDate', 'domain'],
  // Writing the billing date includes reading it, as the API decides.
  scopes: { 'billing-date:read': [], 'billing-date:write': ['billing-date:read'] },
} as const satisfies WidgetFrame;

/**
 * `<facturo-billing-date access-token="…">`: the billing date of the signed-in customer's organization,
 * or of the organization a widget-session token belongs to.
 * The element's own properties; its React code downloads when the first such element connects.
 */
export const billingDateWidget = {
  frame: billingDateFrame,
  properties: { organizationId: 'string', accessToken: 'string' },
  load: () => import('./billing-date').then((module) => module.BillingDate),
} satisfies WidgetSpec<BillingDateProps>;
