/**
 * The zod-free checks of the bag's two answers, one download beside the requests (`checkout-api.ts`).
 * @module
 */
export { planListCheck } from '../../runtime/core/data/plan-list-check';
export { checkoutConfigCheck } from './checkout-config-check';
