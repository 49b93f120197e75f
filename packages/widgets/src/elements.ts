/**
 * @facturo/widgets/elements — registers every `<facturo-…>` custom element (its only side effect).
 * Each element's React code downloads when the first such element connects.
 * @module
 */
import { FACTURO_ELEMENTS } from './element-classes';
import { defineElement } from './runtime/core/elements/define-element';

for (const [tag, element] of Object.entries(FACTURO_ELEMENTS)) defineElement(tag, element);

export type { BillingDateElementInstance } from './billing-date/billing-date.element';
export { BillingDateElement } from './billing-date/billing-date.element';
export type { CheckoutElementInstance } from './checkout/checkout.element';
export { CheckoutElement } from './checkout/checkout.element';
export { FACTURO_ELEMENTS } from './element-classes';
// From the React entry on purpose: the widgets register their events and tags in the maps it
// exports (`declare module '@facturo/widgets'`), so its declarations must load with these.
export type { FacturoElementTagNameMap, FacturoEventMap } from './index';
export type { InvoiceListElementInstance } from './invoice-list/invoice-list.element';
export { InvoiceListElement } from './invoice-list/invoice-list.element';
export type { LoginElementInstance } from './login/login.element';
export { LoginElement } from './login/login.element';
export type { PricingTableElementInstance } from './pricing-table/pricing-table.element';
export { PricingTableElement } from './pricing-table/pricing-table.element';
export { defineElement } from './runtime/core/elements/define-element';
export type { PropertyType, PropertyTypes } from './runtime/core/elements/element-properties';
export { widgetBaseProperties } from './runtime/core/elements/element-properties';
export type { WidgetElement, WidgetElementClass } from './runtime/core/elements/widget-element.types';
export type { WidgetElementSpec } from './runtime/react/elements/create-widget-element';
export { createWidgetElement } from './runtime/react/elements/create-widget-element';
export type { SubscriptionManagerElementInstance } from './subscription-manager/subscription-manager.element';
export { SubscriptionManagerElement } from './subscription-manager/subscription-manager.element';
