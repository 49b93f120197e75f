import {
  checkoutResponseSchema,
  invoiceSchema,
  meResponseSchema,
  organizationListSchema,
  paymentSchema,
} from '@facturo/sdk/schemas';
import { parseResponse } from '../../runtime/core/data/parse-response';

/**
 * The checks of what the API answers after the bag (profile, organizations, purchase, payment,
 * invoice), with the sdk's schemas. The HTTP adapter downloads them on the first of those requests.
 */
export const checkoutResponses = {
  me: (body: unknown) => parseResponse(meResponseSchema, body, 'GET /me'),
  organizations: (body: unknown) => parseResponse(organizationListSchema, body, 'GET /organizations').items,
  purchase: (body: unknown) => parseResponse(checkoutResponseSchema, body, 'POST /checkout'),
  payInvoice: (body: unknown) => parseResponse(checkoutResponseSchema, body, 'POST /invoices/{id}/pay'),
  payment: (body: unknown) => parseResponse(paymentSchema, body, 'GET /payments/{id}'),
  invoice: (body: unknown) => parseResponse(invoiceSchema, body, 'GET /invoices/{id}'),
};
