import type { WidgetFrame } from '../runtime/core/widget-frame';
import type { WidgetSpec } from '../runtime/react/elements/widget-spec';
import { paintPlansEarly } from './early-plans-start';
import { startPlansRequest } from './plans-request';
import type { PricingTableProps } from './pricing-table.types';

/** What `<PricingTable>`'s frame needs: its tag, the texts it shows. */
export const pricingTableFrame = {
  tag: 'facturo-pricing-table',
  namespaces: ['pricing', 'domain'],
} as const satisfies WidgetFrame;

/**
 * `<facturo-pricing-table service="electronic_invoicing" cycle="annual" checkout-url="/checkout">`.
 * The element's own properties; its React code downloads when the first such element connects.
 */
export const pricingTableWidget = {
  frame: pricingTableFrame,
  properties: { service: 'string', cycle: 'string', checkoutUrl: 'string' },
  load: () => import('./pricing-table').then((module) => module.PricingTable),
  prefetch: startPlansRequest,
  earlyPaint: (props, root, reactRoot) =>
    paintPlansEarly(props, root, reactRoot, pricingTableFrame.namespaces),
} satisfies WidgetSpec<PricingTableProps>;
