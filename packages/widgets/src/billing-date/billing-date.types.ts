import type { BillingMode } from '@facturo/sdk/billing';
import type { BillingAdjustment } from '@facturo/sdk/schemas';
import type { WidgetBaseProps } from '../runtime/core/config/config.types';
import type { WidgetElement } from '../runtime/core/elements/widget-element.types';
import type { EventCallbacks } from '../runtime/core/events/event-names';

/** `detail` of `facturo-billing-date-change`: the billing date was changed (and applied). */
export interface BillingDateChangeDetail {
  mode: BillingMode;
  /** The unified day (1–28); `null` in `individual` mode. */
  day: number | null;
  /** The partial charges scheduled, per service, as the API computed them. */
  adjustments: BillingAdjustment[];
  /** Sum of the adjustment costs before IVA, whole pesos. */
  totalAdjustmentCost: number;
}

/** Props of `<BillingDate>` and properties of `<facturo-billing-date>`. */
export interface BillingDateProps extends WidgetBaseProps, EventCallbacks<'facturo-billing-date-change'> {
  /** The organization whose billing date is shown; needed only for users in several organizations. */
  organizationId?: string;
  /**
   * A widget-session token minted by the integrator's server (`POST /widget-sessions`) with
   * `billing-date:read` (view) or `billing-date:write` (change). Without it the page's session is used.
   */
  accessToken?: string;
}

// This widget's events and tag, registered in the package's maps by declaration merging (the
// runtime declares them empty; see `runtime/core/events/facturo-event-map.ts`).
declare module '@facturo/widgets' {
  interface FacturoEventMap {
    /** The billing date was changed and applied; `adjustments` are the partial charges scheduled. */
    'facturo-billing-date-change': BillingDateChangeDetail;
  }

  interface FacturoElementTagNameMap {
    'facturo-billing-date': WidgetElement<BillingDateProps>;
  }
}
