/**
 * The endpoints the checkout calls only past the bag (paying, a plan change, PSE banks, a payment's
 * or an invoice's state), downloaded on the first such call: the bag's first paint needs none of them.
 * @module
 */
export {
  changePlan,
  getInvoice,
  getPayment,
  listPseBanks,
  payInvoice,
  previewPlanChange,
  purchase,
} from '@facturo/sdk/endpoints';
