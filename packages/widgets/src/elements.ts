/**
 * @facturo/widgets/elements — registers every `<facturo-…>` custom element (its only side effect).
 * Each element's React code downloads when the first such element connects.
 * @module
 */
import { BillingDateElement } from './billing-date/billing-date.element';
import { CheckoutElement } from './checkout/checkout.element';
import { InvoiceListElement } from './invoice-list/invoice-list.element';
import { LoginElement } from './login/login.element';
import { PricingTableElement } from './pricing-table/pricing-table.element';
import { defineElement } from './runtime/elements/define-element';

/** Every Facturo element by tag; a new widget adds its element here. */
export const FACTURO_ELEMENTS = {
  'facturo-pricing-table': PricingTableElement,
  'facturo-login': LoginElement,
  'facturo-checkout': CheckoutElement,
  'facturo-billing-date': BillingDateElement,
  'facturo-invoice-list': InvoiceListElement,
} as const;

for (const [tag, element] of Object.entries(FACTURO_ELEMENTS)) defineElement(tag, element);

export type { BillingDateElementInstance } from './billing-date/billing-date.element';
export { BillingDateElement } from './billing-date/billing-date.element';
export type { CheckoutElementInstance } from './checkout/checkout.element';
export { CheckoutElement } from './checkout/checkout.element';
export type { FacturoElementTagNameMap } from './dom-types';
export type { FacturoEventMap } from './events';
export type { InvoiceListElementInstance } from './invoice-list/invoice-list.element';
export { InvoiceListElement } from './invoice-list/invoice-list.element';
export type { LoginElementInstance } from './login/login.element';
export { LoginElement } from './login/login.element';
export type { PricingTableElementInstance } from './pricing-table/pricing-table.element';
export { PricingTableElement } from './pricing-table/pricing-table.element';
export { defineElement } from './runtime/elements/define-element';
export type { WidgetElement, WidgetElementClass, WidgetElementSpec } from './runtime/elements/define-widget';
export { createWidgetElement } from './runtime/elements/define-widget';
export type { PropertyType, PropertyTypes } from './runtime/elements/element-properties';
export { widgetBaseProperties } from './runtime/elements/element-properties';
