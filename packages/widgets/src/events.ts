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
}
