/**
 * The list of widgets: the one place a new widget is added (one line). The element registry
 * (`element-classes.ts`) and the text namespaces by widget (`widget-texts.ts`) are derived from it;
 * each widget registers its own event and tag types in its `*.types.ts`.
 * @module
 */
import { billingDateWidget } from './billing-date/billing-date.widget';
import { checkoutWidget } from './checkout/checkout.widget';
import { invoiceListWidget } from './invoice-list/invoice-list.widget';
import { loginWidget } from './login/login.widget';
import { pricingTableWidget } from './pricing-table/pricing-table.widget';
import { subscriptionManagerWidget } from './subscription-manager/subscription-manager.widget';

/** Every widget's spec, in the order their elements are defined. */
export const FACTURO_WIDGETS = [
  pricingTableWidget,
  loginWidget,
  checkoutWidget,
  billingDateWidget,
  invoiceListWidget,
  subscriptionManagerWidget,
] as const;

/** One of {@link FACTURO_WIDGETS}. */
export type FacturoWidget = (typeof FACTURO_WIDGETS)[number];

/** The tag of every listed widget. */
export type FacturoWidgetTag = FacturoWidget['frame']['tag'];
