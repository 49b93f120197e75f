import { isSoldByUnit } from '@facturo/sdk/billing';
import type { CartItem } from '@facturo/sdk/cart';
import {
  type BillingCycle,
  CHECKOUT_MAX_QUANTITY,
  type CheckoutRequest,
  type CyclePrice,
  type PricedPlan,
} from '@facturo/sdk/schemas';

/** Most units of a plan the bag offers (the API's limit per line). */
export const MAX_BAG_QUANTITY = CHECKOUT_MAX_QUANTITY;

/** One bag line with the API's prices for its cycle. */
export interface BagLine {
  readonly item: CartItem;
  readonly plan: PricedPlan;
  /** The cycle charged: the cart's, or annual when the plan is not sold monthly. */
  readonly cycle: BillingCycle;
  /** One cycle of one unit, as the API priced it (`cycles[cycle]`). */
  readonly unit: CyclePrice;
  readonly quantity: number;
  readonly subtotal: number;
  readonly iva: number;
  readonly total: number;
}

/** The bag: its priced lines, lines whose plan is no longer sold, and the sums. */
export interface BagSummary {
  readonly lines: readonly BagLine[];
  /** Cart lines whose plan the catalogue no longer has (retired, or a stale link). */
  readonly unavailable: readonly CartItem[];
  readonly subtotal: number;
  readonly iva: number;
  readonly total: number;
}

/**
 * The bag priced with what `GET /plans` sent: each unit's price, IVA and total come from the API
 * (its `pricePlan`), multiplied by the quantity and added up — the API invoices one line per unit
 * with exactly those amounts, so the total shown is the total charged.
 */
export function summarizeBag(items: readonly CartItem[], plans: readonly PricedPlan[]): BagSummary {
  const byId = new Map(plans.map((plan) => [plan.id, plan]));
  const lines: BagLine[] = [];
  const unavailable: CartItem[] = [];
  for (const item of items) {
    const plan = byId.get(item.planId);
    if (!plan) {
      unavailable.push(item);
      continue;
    }
    const monthly = item.cycle === 'monthly' ? plan.cycles.monthly : null;
    const cycle: BillingCycle = monthly ? 'monthly' : 'annual';
    const unit = monthly ?? plan.cycles.annual;
    const quantity = isSoldByUnit(plan.serviceId) ? Math.min(item.quantity, MAX_BAG_QUANTITY) : 1;
    lines.push({
      item,
      plan,
      cycle,
      unit,
      quantity,
      subtotal: unit.price * quantity,
      iva: unit.iva * quantity,
      total: unit.total * quantity,
    });
  }
  const sum = (pick: (line: BagLine) => number) => lines.reduce((total, line) => total + pick(line), 0);
  return {
    lines,
    unavailable,
    subtotal: sum((line) => line.subtotal),
    iva: sum((line) => line.iva),
    total: sum((line) => line.total),
  };
}

/** The purchase's `items` for `POST /checkout`. */
export function checkoutItems(summary: BagSummary): CheckoutRequest['items'] {
  return summary.lines.map((line) => ({
    planId: line.plan.id,
    billingCycle: line.cycle,
    quantity: line.quantity,
  }));
}
