import type { BillingCycle } from '@facturo/sdk/schemas';
import { describe, expectTypeOf, test } from 'vitest';
import type { PricingTableElementInstance } from '../src/elements';
import type { CallbackName, FacturoEvent, PricingTableProps } from '../src/index';

describe('shipped DOM and JSX types', () => {
  test('document.createElement knows the elements and their properties', () => {
    const table = document.createElement('facturo-pricing-table');
    expectTypeOf(table).toEqualTypeOf<PricingTableElementInstance>();
    expectTypeOf(table.cycle).toEqualTypeOf<BillingCycle | undefined>();
    // @ts-expect-error service must be one of the catalogue's services
    table.service = 'bakery';
  });

  test('addEventListener gives the typed detail', () => {
    document.addEventListener('facturo-plan-select', (event) => {
      expectTypeOf(event.detail.planId).toBeString();
      expectTypeOf(event.detail.cycle).toEqualTypeOf<BillingCycle>();
    });
    document.addEventListener('facturo-login', (event) => {
      expectTypeOf(event).toEqualTypeOf<FacturoEvent<'facturo-login'>>();
    });
  });

  test('React callbacks mirror the DOM events', () => {
    expectTypeOf<CallbackName<'facturo-plan-select'>>().toEqualTypeOf<'onPlanSelect'>();
    expectTypeOf<PricingTableProps['onPlanSelect']>().toEqualTypeOf<
      ((event: FacturoEvent<'facturo-plan-select'>) => void) | undefined
    >();
  });

  test('JSX accepts the elements with kebab attributes and typed event props', () => {
    const element = (
      <facturo-pricing-table
        service="electronic_invoicing"
        checkout-url="/checkout"
        demo
        onfacturo-plan-select={(event) => expectTypeOf(event.detail.cycle).toEqualTypeOf<BillingCycle>()}
      />
    );
    expectTypeOf(element).not.toBeAny();
    // @ts-expect-error unknown modes are rejected
    const wrong = <facturo-login mode="signup" />;
    expectTypeOf(wrong).not.toBeAny();
  });
});
