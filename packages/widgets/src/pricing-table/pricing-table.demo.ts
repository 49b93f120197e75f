import type { DemoRoute } from '@facturo/sdk/http';
import { demoPlansRoute } from '../demo/demo-catalogue.routes';

/** The endpoints `demo` pricing tables call: the built-in plan catalogue. */
export function pricingTableDemoRoutes(): DemoRoute[] {
  return [demoPlansRoute];
}
