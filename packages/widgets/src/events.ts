import type { BillingDateChangeDetail } from './billing-date/billing-date.types';
import type { CheckoutBrowsePlansDetail, CheckoutCompleteDetail } from './checkout/checkout.types';
import type { InvoiceOpenDetail } from './invoice-list/invoice-list.types';
import type { LoginDetail, LogoutDetail } from './login/login.types';
import type { CycleChangeDetail, PlanSelectDetail } from './pricing-table/pricing-table.types';

/**
 * Every DOM event the widgets dispatch, by name, with its `detail`. All bubble and are composed.
 * A new widget adds its events here (and nowhere else): the typed `addEventListener`, the React
 * callbacks (`facturo-plan-select` → `onPlanSelect`) and `emit()` all follow from this map.
 */
export interface FacturoEventMap {
  /** A plan's call to action was pressed (cancelable: `preventDefault()` keeps the cart and the page as they are). */
  'facturo-plan-select': PlanSelectDetail;
  /** The monthly/annual toggle changed. */
  'facturo-cycle-change': CycleChangeDetail;
  /** A user signed in (login or the end of registration); the session is already stored. */
  'facturo-login': LoginDetail;
  /** The user signed out from the login widget. */
  'facturo-logout': LogoutDetail;
  /**
   * A payment attempt of the checkout has an outcome (`approved`, `in_process`, `rejected`…); an
   * in-process payment dispatches it again when it settles.
   */
  'facturo-checkout-complete': CheckoutCompleteDetail;
  /**
   * "See the plans" on the checkout's empty bag without `plans-url` (cancelable: `preventDefault()` when
   * the page shows its plans itself; otherwise the checkout goes back in history).
   */
  'facturo-checkout-browse-plans': CheckoutBrowsePlansDetail;
  /** The billing date was changed and applied; `adjustments` are the partial charges scheduled. */
  'facturo-billing-date-change': BillingDateChangeDetail;
  /** An invoice row was activated (cancelable: `preventDefault()` keeps the list instead of the detail). */
  'facturo-invoice-open': InvoiceOpenDetail;
}
