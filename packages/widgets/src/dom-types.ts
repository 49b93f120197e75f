import type { BillingDateElementInstance } from './billing-date/billing-date.element';
import type { BillingDateProps } from './billing-date/billing-date.types';
import type { CheckoutElementInstance } from './checkout/checkout.element';
import type { CheckoutProps } from './checkout/checkout.types';
import type { FacturoEventMap } from './events';
import type { InvoiceListElementInstance } from './invoice-list/invoice-list.element';
import type { InvoiceListProps } from './invoice-list/invoice-list.types';
import type { LoginElementInstance } from './login/login.element';
import type { LoginProps } from './login/login.types';
import type { PricingTableElementInstance } from './pricing-table/pricing-table.element';
import type { PricingTableProps } from './pricing-table/pricing-table.types';
import type { FacturoEvent } from './runtime/core/events/event-names';

/** Every Facturo element by tag. */
export interface FacturoElementTagNameMap {
  'facturo-pricing-table': PricingTableElementInstance;
  'facturo-login': LoginElementInstance;
  'facturo-checkout': CheckoutElementInstance;
  'facturo-billing-date': BillingDateElementInstance;
  'facturo-invoice-list': InvoiceListElementInstance;
}

type Kebab<Name extends string> = Name extends `${infer Head}${infer Tail}`
  ? `${Head extends Lowercase<Head> ? Head : `-${Lowercase<Head>}`}${Kebab<Tail>}`
  : Name;

// In JSX, React 19 sets known properties as properties and treats `on<event-name>` as a listener.
type ElementJsxProps<Props, Events extends keyof FacturoEventMap> = {
  [Name in keyof Props & string as Name extends `on${Uppercase<string>}${string}`
    ? never
    : Kebab<Name> | Name]?: Props[Name];
} & { [Name in Events as `on${Name}`]?: (event: FacturoEvent<Name>) => void } & {
  class?: string;
  className?: string;
  id?: string;
  slot?: string;
  hidden?: boolean;
  style?: import('react').CSSProperties;
  children?: import('react').ReactNode;
  ref?: import('react').Ref<HTMLElement>;
};

declare global {
  interface HTMLElementTagNameMap extends FacturoElementTagNameMap {}
  interface GlobalEventHandlersEventMap {
    'facturo-plan-select': FacturoEvent<'facturo-plan-select'>;
    'facturo-cycle-change': FacturoEvent<'facturo-cycle-change'>;
    'facturo-login': FacturoEvent<'facturo-login'>;
    'facturo-logout': FacturoEvent<'facturo-logout'>;
    'facturo-checkout-complete': FacturoEvent<'facturo-checkout-complete'>;
    'facturo-checkout-browse-plans': FacturoEvent<'facturo-checkout-browse-plans'>;
    'facturo-billing-date-change': FacturoEvent<'facturo-billing-date-change'>;
    'facturo-invoice-open': FacturoEvent<'facturo-invoice-open'>;
  }
}

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'facturo-pricing-table': ElementJsxProps<
        PricingTableProps,
        'facturo-plan-select' | 'facturo-cycle-change'
      >;
      'facturo-login': ElementJsxProps<LoginProps, 'facturo-login' | 'facturo-logout'>;
      'facturo-checkout': ElementJsxProps<
        CheckoutProps,
        'facturo-checkout-complete' | 'facturo-checkout-browse-plans'
      >;
      'facturo-billing-date': ElementJsxProps<BillingDateProps, 'facturo-billing-date-change'>;
      'facturo-invoice-list': ElementJsxProps<InvoiceListProps, 'facturo-invoice-open'>;
    }
  }
}
