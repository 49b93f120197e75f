import type { BillingCycle, ServiceId } from '@facturo/sdk/schemas';
import type { WidgetBaseProps } from '../runtime/core/config/config.types';
import type { WidgetElement } from '../runtime/core/elements/widget-element.types';
import type { EventCallbacks } from '../runtime/core/events/event-names';

/** `detail` of `facturo-plan-select`. */
export interface PlanSelectDetail {
  planId: string;
  cycle: BillingCycle;
}

/** `detail` of `facturo-cycle-change`. */
export interface CycleChangeDetail {
  cycle: BillingCycle;
}

/** Props of `<PricingTable>` and properties of `<facturo-pricing-table>`. */
export interface PricingTableProps
  extends WidgetBaseProps,
    EventCallbacks<'facturo-plan-select' | 'facturo-cycle-change'> {
  /** The service whose plans are shown, e.g. `electronic_invoicing`. */
  service?: ServiceId;
  /**
   * The cycle shown first: `annual` or `monthly`.
   * @default 'annual'
   */
  cycle?: BillingCycle;
  /**
   * Where the call to action goes after adding the plan to the cart. `plan` and `cycle` are added as
   * query parameters, so a checkout on another origin (with its own storage) knows what was chosen.
   */
  checkoutUrl?: string;
}

// This widget's events and tag, registered in the package's maps by declaration merging (the
// runtime declares them empty; see `runtime/core/events/facturo-event-map.ts`).
declare module '@facturo/widgets' {
  interface FacturoEventMap {
    /** A plan's call to action was pressed (cancelable: `preventDefault()` keeps the cart and the page as they are). */
    'facturo-plan-select': PlanSelectDetail;
    /** The monthly/annual toggle changed. */
    'facturo-cycle-change': CycleChangeDetail;
  }

  interface FacturoElementTagNameMap {
    'facturo-pricing-table': WidgetElement<PricingTableProps>;
  }
}
