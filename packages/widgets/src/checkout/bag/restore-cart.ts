import type { Cart } from '@facturo/sdk/cart';
import type { CheckoutRequest, Invoice } from '@facturo/sdk/schemas';

/** The plans of a purchase, as `POST /checkout` takes them. */
export type PurchaseItems = CheckoutRequest['items'];

/**
 * Puts a purchase's plans back in the shared cart. An approved or in-process purchase empties the
 * cart; when that payment is then rejected, "try another card" buys the same plans again.
 */
export function restoreCart(cart: Cart, items: PurchaseItems): void {
  for (const item of items) {
    cart.add({ planId: item.planId, cycle: item.billingCycle, quantity: item.quantity ?? 1 });
  }
}

/**
 * The plans a purchase invoice bought (its `plan` lines, one per unit), one item per plan. Empty for an
 * invoice that is not a purchase (a renewal).
 */
export function purchasedItems(invoice: Invoice): PurchaseItems {
  const items = new Map<string, PurchaseItems[number] & { quantity: number }>();
  for (const line of invoice.lines) {
    if (line.kind !== 'plan' || !line.planId || !line.billingCycle) continue;
    const item = items.get(line.planId);
    if (item) item.quantity += line.quantity;
    else
      items.set(line.planId, {
        planId: line.planId,
        billingCycle: line.billingCycle,
        quantity: line.quantity,
      });
  }
  return [...items.values()];
}
