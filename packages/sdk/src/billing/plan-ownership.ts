import type { OrganizationRole } from '../schemas/organization.schema';
import type { ServiceId } from '../schemas/plan.constants';
import type { SubscriptionState } from '../schemas/subscription.schema';

/**
 * Services bought by the unit: one digital certificate per signer, one point of sale per till. An
 * organization may hold several subscriptions of them; a plan of any other service covers the
 * whole organization, so it holds at most one at a time and buys it once.
 */
export const UNIT_SOLD_SERVICES: readonly ServiceId[] = ['digital_certificate', 'point_of_sale'];

/**
 * The states in which a subscription holds its service: its first payment is being settled, it is in
 * service (renewal and grace included), or it is suspended until paid. A cancelled one holds nothing.
 */
export const SERVICE_HOLDING_STATES: readonly SubscriptionState[] = ['pending', 'active', 'suspended'];

/**
 * `true` when the service is bought by the unit (several subscriptions per organization).
 * @example isSoldByUnit('point_of_sale') // true
 */
export function isSoldByUnit(serviceId: ServiceId): boolean {
  return UNIT_SOLD_SERVICES.includes(serviceId);
}

/**
 * The services an organization already holds and may not buy again, each with the plan that holds
 * it: its subscriptions in a {@link SERVICE_HOLDING_STATES | holding state}, except those of services
 * sold by the unit (the first listed wins, should there be two). The API refuses such a purchase
 * (409 `plan_already_owned`); the pricing table and the checkout say "Ya tienes este plan" instead.
 * @example heldServices([{ serviceId: 'electronic_invoicing', planId: 'invoicing-basic-100', state: 'active' }])
 * // Map { 'electronic_invoicing' => 'invoicing-basic-100' }
 */
export function heldServices(
  subscriptions: readonly { serviceId: ServiceId; planId: string; state: SubscriptionState }[],
): Map<ServiceId, string> {
  const held = new Map<ServiceId, string>();
  for (const item of subscriptions) {
    if (!SERVICE_HOLDING_STATES.includes(item.state) || isSoldByUnit(item.serviceId)) continue;
    if (!held.has(item.serviceId)) held.set(item.serviceId, item.planId);
  }
  return held;
}

/**
 * The role a buyer holds in the organization a purchase without `organization-id` goes to: the API
 * matches the billing document among the organizations the buyer owns, or creates one with the buyer
 * as its owner. An organization they only administer is never it, so the widgets must not guess it
 * (held plans, billing prefill) from one.
 */
export const PURCHASING_ROLE: OrganizationRole = 'owner';

/**
 * `true` when a purchase without `organization-id` may go to this organization of the buyer's (see
 * {@link PURCHASING_ROLE}).
 * @example buysFor({ role: 'admin' }) // false
 */
export function buysFor(organization: { readonly role: OrganizationRole }): boolean {
  return organization.role === PURCHASING_ROLE;
}
