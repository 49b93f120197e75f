import { describe, expect, test } from 'vitest';
import {
  BillingDateElement,
  CheckoutElement,
  FACTURO_ELEMENTS,
  InvoiceListElement,
  LoginElement,
  PricingTableElement,
  SubscriptionManagerElement,
} from '../src/elements';
import { WIDGET_NAMESPACES } from '../src/index';
import { FACTURO_WIDGETS } from '../src/widgets';

// The registries are derived from the list of widgets (src/widgets.ts); these pin what they hold.
describe('the list of widgets', () => {
  test('the element registry holds one class per listed widget, in order', () => {
    expect(Object.keys(FACTURO_ELEMENTS)).toEqual(FACTURO_WIDGETS.map((widget) => widget.frame.tag));
    expect(Object.keys(FACTURO_ELEMENTS)).toEqual([
      'facturo-pricing-table',
      'facturo-login',
      'facturo-checkout',
      'facturo-billing-date',
      'facturo-invoice-list',
      'facturo-subscription-manager',
    ]);
  });

  test('the named element classes are the registry’s, so a page defines the class it can import', () => {
    expect(FACTURO_ELEMENTS['facturo-pricing-table']).toBe(PricingTableElement);
    expect(FACTURO_ELEMENTS['facturo-login']).toBe(LoginElement);
    expect(FACTURO_ELEMENTS['facturo-checkout']).toBe(CheckoutElement);
    expect(FACTURO_ELEMENTS['facturo-billing-date']).toBe(BillingDateElement);
    expect(FACTURO_ELEMENTS['facturo-invoice-list']).toBe(InvoiceListElement);
    expect(FACTURO_ELEMENTS['facturo-subscription-manager']).toBe(SubscriptionManagerElement);
    for (const [tag, element] of Object.entries(FACTURO_ELEMENTS)) expect(element.tag).toBe(tag);
  });

  test('each widget’s texts come from its spec', () => {
    expect(WIDGET_NAMESPACES).toEqual({
      'pricing-table': ['pricing', 'domain'],
      login: ['login', 'validation', 'success', 'domain'],
      checkout: ['checkout', 'login', 'validation', 'success', 'domain'],
      'billing-date': ['billingDate', 'domain'],
      'invoice-list': ['invoices', 'domain'],
      'subscription-manager': ['subscriptions', 'domain'],
    });
  });

  test('every element has the base attributes and its own', () => {
    const observed = (tag: keyof typeof FACTURO_ELEMENTS) =>
      (FACTURO_ELEMENTS[tag] as unknown as { observedAttributes: string[] }).observedAttributes;
    const base = ['api-base', 'locale', 'theme', 'primary-color', 'demo', 'translations'];
    expect(observed('facturo-pricing-table')).toEqual([...base, 'service', 'cycle', 'checkout-url']);
    expect(observed('facturo-login')).toEqual([...base, 'mode', 'redirect-url', 'reset-token', 'email']);
    expect(observed('facturo-checkout')).toEqual([
      ...base,
      'step',
      'checkout-url',
      'plans-url',
      'invoice-id',
      'subscription-id',
      'change-plan-id',
      'change-cycle',
      'payment-id',
      'return-url',
      'organization-id',
    ]);
    expect(observed('facturo-billing-date')).toEqual([...base, 'organization-id', 'access-token']);
    expect(observed('facturo-invoice-list')).toEqual([
      ...base,
      'organization-id',
      'search',
      'status',
      'page-size',
      'access-token',
      'checkout-url',
    ]);
    expect(observed('facturo-subscription-manager')).toEqual([
      ...base,
      'organization-id',
      'access-token',
      'checkout-url',
      'invoices-url',
      'plans-url',
      'read-only',
    ]);
  });
});
