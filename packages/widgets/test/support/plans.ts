import { decamelizeKeys } from '@facturo/sdk/http';
import type { PricedPlan } from '@facturo/sdk/schemas';
import { demoCatalogue } from '../../src/demo/demo-catalogue.fixtures';

/** The demo electronic-invoicing plans, priced by the sdk (what the API would send). */
export function invoicingPlans(): PricedPlan[] {
  return demoCatalogue().filter((plan) => plan.serviceId === 'electronic_invoicing');
}

/** A `GET /plans` answer as it travels on the wire (snake_case). */
export function planListBody(plans: PricedPlan[] = invoicingPlans()) {
  return decamelizeKeys({ items: plans });
}
