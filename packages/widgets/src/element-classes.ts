/**
 * Every Facturo element class by tag, without defining any (the registration is `elements.ts`, and
 * the script tag's loader, which defines them itself once it knows it is the only copy on the page).
 * @module
 */
import { BillingDateElement } from './billing-date/billing-date.element';
import { CheckoutElement } from './checkout/checkout.element';
import { InvoiceListElement } from './invoice-list/invoice-list.element';
import { LoginElement } from './login/login.element';
import { PricingTableElement } from './pricing-table/pricing-table.element';

/** Every Facturo element by tag; a new widget adds its element here. */
export const FACTURO_ELEMENTS = {
  'facturo-pricing-table': PricingTableElement,
  'facturo-login': LoginElement,
  'facturo-checkout': CheckoutElement,
  'facturo-billing-date': BillingDateElement,
  'facturo-invoice-list': InvoiceListElement,
} as const;
