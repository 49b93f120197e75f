import type { BillingMode } from '@facturo/sdk/billing';
import type { BillingCycle, PaymentStatus } from '@facturo/sdk/schemas';
import type { UserData } from '@facturo/sdk/session';
import type { JSX } from 'react';
import { describe, expectTypeOf, test } from 'vitest';
import {
  type BillingDateElementInstance,
  type CheckoutElementInstance,
  FACTURO_ELEMENTS,
  type InvoiceListElementInstance,
  type LoginElementInstance,
  type PricingTableElementInstance,
  type SubscriptionManagerElementInstance,
  type WidgetElementClass,
} from '../src/elements';
import {
  type BillingDateChangeDetail,
  type CheckoutBankRedirectDetail,
  type CheckoutBrowsePlansDetail,
  type CheckoutCompleteDetail,
  type CheckoutProps,
  type CycleChangeDetail,
  type FacturoElementTagNameMap,
  type FacturoEvent,
  type FacturoEventMap,
  type InvoiceOpenDetail,
  type LoginDetail,
  type LogoutDetail,
  type PaymentMethodAddedDetail,
  type PaymentMethodDefaultChangedDetail,
  type PaymentMethodRemovedDetail,
  type PlanChangeCheckoutDetail,
  type PlanSelectDetail,
  type PricingTableProps,
  type RenewalCheckoutDetail,
  type SubscriptionChangeDetail,
  type SubscriptionRebuyDetail,
  WIDGET_NAMESPACES,
  type WidgetName,
} from '../src/index';
import type { FacturoWidgetTag } from '../src/widgets';

// The widgets register their events and tags from their own `*.types.ts` (declaration merging); these
// tests prove the public maps, the DOM's maps and JSX all see every one of them.
describe('events register themselves', () => {
  test('the public event map holds every widget event with its detail', () => {
    expectTypeOf<keyof FacturoEventMap>().toEqualTypeOf<
      | 'facturo-plan-select'
      | 'facturo-cycle-change'
      | 'facturo-login'
      | 'facturo-logout'
      | 'facturo-checkout-complete'
      | 'facturo-checkout-browse-plans'
      | 'facturo-checkout-bank-redirect'
      | 'facturo-billing-date-change'
      | 'facturo-invoice-open'
      | 'facturo-invoice-pay'
      | 'facturo-subscription-change'
      | 'facturo-plan-change-checkout'
      | 'facturo-renewal-checkout'
      | 'facturo-subscription-rebuy'
      | 'facturo-payment-method-added'
      | 'facturo-payment-method-removed'
      | 'facturo-payment-method-default-changed'
    >();
    expectTypeOf<FacturoEventMap['facturo-plan-select']>().toEqualTypeOf<PlanSelectDetail>();
    expectTypeOf<FacturoEventMap['facturo-cycle-change']>().toEqualTypeOf<CycleChangeDetail>();
    expectTypeOf<FacturoEventMap['facturo-login']>().toEqualTypeOf<LoginDetail>();
    expectTypeOf<FacturoEventMap['facturo-logout']>().toEqualTypeOf<LogoutDetail>();
    expectTypeOf<FacturoEventMap['facturo-checkout-complete']>().toEqualTypeOf<CheckoutCompleteDetail>();
    expectTypeOf<
      FacturoEventMap['facturo-checkout-browse-plans']
    >().toEqualTypeOf<CheckoutBrowsePlansDetail>();
    expectTypeOf<
      FacturoEventMap['facturo-checkout-bank-redirect']
    >().toEqualTypeOf<CheckoutBankRedirectDetail>();
    expectTypeOf<FacturoEventMap['facturo-billing-date-change']>().toEqualTypeOf<BillingDateChangeDetail>();
    expectTypeOf<FacturoEventMap['facturo-invoice-open']>().toEqualTypeOf<InvoiceOpenDetail>();
    expectTypeOf<FacturoEventMap['facturo-invoice-pay']>().toEqualTypeOf<InvoiceOpenDetail>();
    expectTypeOf<FacturoEventMap['facturo-subscription-change']>().toEqualTypeOf<SubscriptionChangeDetail>();
    expectTypeOf<FacturoEventMap['facturo-plan-change-checkout']>().toEqualTypeOf<PlanChangeCheckoutDetail>();
    expectTypeOf<FacturoEventMap['facturo-renewal-checkout']>().toEqualTypeOf<RenewalCheckoutDetail>();
    expectTypeOf<FacturoEventMap['facturo-subscription-rebuy']>().toEqualTypeOf<SubscriptionRebuyDetail>();
    expectTypeOf<FacturoEventMap['facturo-payment-method-added']>().toEqualTypeOf<PaymentMethodAddedDetail>();
    expectTypeOf<
      FacturoEventMap['facturo-payment-method-removed']
    >().toEqualTypeOf<PaymentMethodRemovedDetail>();
    expectTypeOf<
      FacturoEventMap['facturo-payment-method-default-changed']
    >().toEqualTypeOf<PaymentMethodDefaultChangedDetail>();
  });

  test('addEventListener on the document, an element or the window types the detail', () => {
    document.addEventListener('facturo-plan-select', (event) => {
      expectTypeOf(event).toEqualTypeOf<FacturoEvent<'facturo-plan-select'>>();
      expectTypeOf(event.detail.planId).toBeString();
      expectTypeOf(event.detail.cycle).toEqualTypeOf<BillingCycle>();
    });
    document.createElement('facturo-pricing-table').addEventListener('facturo-cycle-change', (event) => {
      expectTypeOf(event.detail.cycle).toEqualTypeOf<BillingCycle>();
    });
    window.addEventListener('facturo-invoice-open', (event) => {
      expectTypeOf(event.detail.invoiceNumber).toBeString();
    });
    document.addEventListener('facturo-checkout-complete', (event) => {
      expectTypeOf(event.detail.status).toEqualTypeOf<PaymentStatus>();
      expectTypeOf(event.detail.orderId).toEqualTypeOf<string | null>();
    });
    document.addEventListener('facturo-billing-date-change', (event) => {
      expectTypeOf(event.detail.mode).toEqualTypeOf<BillingMode>();
    });
    document.addEventListener('facturo-plan-change-checkout', (event) => {
      expectTypeOf(event.detail.billingCycle).toEqualTypeOf<BillingCycle>();
      expectTypeOf(event.detail.amountDue).toBeNumber();
    });
    document.addEventListener('facturo-logout', (event) => {
      expectTypeOf(event.detail.user).toEqualTypeOf<UserData | null>();
    });
  });
});

describe('tags register themselves', () => {
  test('the public tag map holds every element', () => {
    expectTypeOf<keyof FacturoElementTagNameMap>().toEqualTypeOf<
      | 'facturo-pricing-table'
      | 'facturo-login'
      | 'facturo-checkout'
      | 'facturo-billing-date'
      | 'facturo-invoice-list'
      | 'facturo-subscription-manager'
    >();
  });

  test('document.createElement and querySelector return the element types', () => {
    expectTypeOf(
      document.createElement('facturo-pricing-table'),
    ).toEqualTypeOf<PricingTableElementInstance>();
    expectTypeOf(document.createElement('facturo-login')).toEqualTypeOf<LoginElementInstance>();
    expectTypeOf(document.createElement('facturo-checkout')).toEqualTypeOf<CheckoutElementInstance>();
    expectTypeOf(document.createElement('facturo-billing-date')).toEqualTypeOf<BillingDateElementInstance>();
    expectTypeOf(document.createElement('facturo-invoice-list')).toEqualTypeOf<InvoiceListElementInstance>();
    expectTypeOf(
      document.createElement('facturo-subscription-manager'),
    ).toEqualTypeOf<SubscriptionManagerElementInstance>();
    expectTypeOf(document.querySelector('facturo-checkout')).toEqualTypeOf<CheckoutElementInstance | null>();
    expectTypeOf(document.createElement('facturo-invoice-list').pageSize).toEqualTypeOf<number | undefined>();
  });

  test("each JSX entry takes the element's attributes and its own events only", () => {
    type PricingTableJsx = JSX.IntrinsicElements['facturo-pricing-table'];
    expectTypeOf<PricingTableJsx>().toHaveProperty('onfacturo-plan-select');
    expectTypeOf<PricingTableJsx>().toHaveProperty('onfacturo-cycle-change');
    expectTypeOf<PricingTableJsx>().not.toHaveProperty('onfacturo-login');
    expectTypeOf<PricingTableJsx>().not.toHaveProperty('onPlanSelect');
    expectTypeOf<PricingTableJsx>().toHaveProperty('checkout-url');
    expectTypeOf<JSX.IntrinsicElements['facturo-checkout']>().toHaveProperty(
      'onfacturo-checkout-browse-plans',
    );
    expectTypeOf<JSX.IntrinsicElements['facturo-checkout']>().toHaveProperty(
      'onfacturo-checkout-bank-redirect',
    );
    expectTypeOf<JSX.IntrinsicElements['facturo-invoice-list']>().toHaveProperty('page-size');
  });
});

describe('the registries derived from the list of widgets', () => {
  test('every listed widget registered its tag, and every registered tag is listed', () => {
    expectTypeOf<FacturoWidgetTag>().toEqualTypeOf<keyof FacturoElementTagNameMap>();
  });

  test('FACTURO_ELEMENTS keeps one typed class per tag', () => {
    expectTypeOf<keyof typeof FACTURO_ELEMENTS>().toEqualTypeOf<keyof FacturoElementTagNameMap>();
    expectTypeOf(FACTURO_ELEMENTS['facturo-pricing-table']).toEqualTypeOf<
      WidgetElementClass<PricingTableProps>
    >();
    expectTypeOf(FACTURO_ELEMENTS['facturo-checkout']).toEqualTypeOf<WidgetElementClass<CheckoutProps>>();
  });

  test('WIDGET_NAMESPACES keeps its literal shape and WidgetName its names', () => {
    expectTypeOf(WIDGET_NAMESPACES).toEqualTypeOf<{
      readonly 'pricing-table': readonly ['pricing', 'domain'];
      readonly login: readonly ['login', 'validation', 'success', 'domain'];
      readonly checkout: readonly ['checkout', 'login', 'validation', 'success', 'domain'];
      readonly 'billing-date': readonly ['billingDate', 'domain'];
      readonly 'invoice-list': readonly ['invoices', 'domain'];
      readonly 'subscription-manager': readonly ['subscriptions', 'domain'];
    }>();
    expectTypeOf<WidgetName>().toEqualTypeOf<
      'pricing-table' | 'login' | 'checkout' | 'billing-date' | 'invoice-list' | 'subscription-manager'
    >();
  });
});
