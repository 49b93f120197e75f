import { widgetBaseProperties } from '../runtime/core/elements/element-properties';
import type { WidgetElement } from '../runtime/core/elements/widget-element.types';
import { createWidgetElement } from '../runtime/react/elements/define-widget';
import type { BillingDateProps } from './billing-date.types';

/** A `<facturo-billing-date>` element. */
export type BillingDateElementInstance = WidgetElement<BillingDateProps>;

/**
 * `<facturo-billing-date access-token="…">`: the billing date of the signed-in customer's organization,
 * or of the organization a widget-session token belongs to. Its React code downloads when the first
 * such element connects.
 */
export const BillingDateElement = createWidgetElement<BillingDateProps>({
  tag: 'facturo-billing-date',
  properties: { ...widgetBaseProperties, organizationId: 'string', accessToken: 'string' },
  load: () => import('./billing-date').then((module) => module.BillingDate),
});
