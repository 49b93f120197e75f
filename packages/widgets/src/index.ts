/**
 * @facturo/widgets — React 19 components for Facturo's pricing, login, checkout, billing date,
 * invoices and subscriptions. No side effects: importing it defines no element and touches no DOM (SSR-safe).
 * For the `<facturo-…>` custom elements import `@facturo/widgets/elements`.
 * @module
 */

/* Widgets */
export { BillingDate } from './billing-date/billing-date';
export type { BillingDateChangeDetail, BillingDateProps } from './billing-date/billing-date.types';
export { Checkout } from './checkout/checkout';
export type {
  CheckoutBankRedirectDetail,
  CheckoutBrowsePlansDetail,
  CheckoutCompleteDetail,
  CheckoutProps,
  CheckoutStartStep,
} from './checkout/checkout.types';
export type { FacturoElementTagNameMap } from './dom-types';
export { InvoiceList } from './invoice-list/invoice-list';
export type { InvoiceListProps, InvoiceOpenDetail } from './invoice-list/invoice-list.types';
export { Login } from './login/login';
export type { LoginDetail, LoginMode, LoginProps, LogoutDetail } from './login/login.types';
export { PricingTable } from './pricing-table/pricing-table';
export type {
  CycleChangeDetail,
  PlanSelectDetail,
  PricingTableProps,
} from './pricing-table/pricing-table.types';
/* Runtime: configuration, connections, data changes, events */
export type {
  FacturoConfigInput,
  ThemeName,
  WidgetBaseProps,
  WidgetDefaults,
} from './runtime/core/config/config.types';
export { configure } from './runtime/core/config/configure';
export { configureAsync } from './runtime/core/config/configure-async';
export type { ApiConnection } from './runtime/core/connection/api-connection';
export { getConnection, provideConnection } from './runtime/core/connection/api-connection';
export { getSession, provideSession } from './runtime/core/connection/connections';
export { onBillingDataChange } from './runtime/core/data/billing-data-changed';
export type {
  CallbackName,
  EventCallbacks,
  FacturoEvent,
  FacturoEventHandler,
  FacturoEventName,
} from './runtime/core/events/event-names';
export type { FacturoEventMap } from './runtime/core/events/facturo-event-map';
export type { TranslationOverrides } from './runtime/core/i18n/translation-overrides';
export type { ExternalStore } from './runtime/react/use-sdk-store';
export { useSdkStore } from './runtime/react/use-sdk-store';
export type {
  PaymentMethodAddedDetail,
  PaymentMethodDefaultChangedDetail,
  PaymentMethodEventCard,
  PaymentMethodRemovedDetail,
} from './subscription-manager/payment-methods.types';
export { SubscriptionManager } from './subscription-manager/subscription-manager';
export type {
  PlanChangeCheckoutDetail,
  RenewalCheckoutDetail,
  SubscriptionChangeAction,
  SubscriptionChangeDetail,
  SubscriptionManagerProps,
  SubscriptionRebuyDetail,
} from './subscription-manager/subscription-manager.types';
/* Texts of every widget, by name */
export type { WidgetName } from './widget-texts';
export { preloadTexts, WIDGET_NAMESPACES } from './widget-texts';
