import { listPlans } from '@facturo/sdk/endpoints';
import { demoRoute } from '@facturo/sdk/http';
import { demoCatalogue } from './demo-catalogue.fixtures';

/**
 * `GET /plans` of `demo` widgets: the built-in catalogue, of one service when the query names it
 * (the pricing table), or every plan on sale (the checkout's bag).
 */
export const demoPlansRoute = demoRoute(listPlans, ({ query }) => ({
  items: demoCatalogue().filter((plan) => !query?.service || plan.serviceId === query.service),
}));
