import {
  createPaymentMethod,
  deletePaymentMethod,
  getCheckoutConfig,
  listPaymentMethods,
  updatePaymentMethod,
} from '@facturo/sdk/endpoints';
import type { ApiClient, CallOptions } from '@facturo/sdk/http';
import type { CheckoutConfig, PaymentMethod } from '@facturo/sdk/schemas';

/** The payment-method endpoints the subscription manager calls for one organization, camelCase. */
export interface PaymentMethodsApi {
  /** `GET /organizations/{id}/payment-methods`: the default first. */
  list(): Promise<PaymentMethod[]>;
  /** `GET /checkout/config`: which provider's card form tokenizes a new card. */
  cardConfig(): Promise<CheckoutConfig>;
  /** `POST /organizations/{id}/payment-methods`: saves the card behind a card form's token. */
  add(token: string): Promise<PaymentMethod>;
  /** `PATCH …/payment-methods/{methodId}`: automatic renewals charge this card from now on. */
  makeDefault(methodId: string): Promise<PaymentMethod>;
  /** `DELETE …/payment-methods/{methodId}` (409 `payment_method_default_in_use` for a default with others). */
  remove(methodId: string): Promise<void>;
}

/** The payment-method API over the page's client (the API, or the demo routes), for `organizationId`. */
export function paymentMethodsApi(
  client: ApiClient,
  access: Pick<CallOptions, 'headers'>,
  organizationId: string,
): PaymentMethodsApi {
  const params = (methodId: string) => ({ params: { organizationId, methodId } });
  return {
    list: async () => (await client.call(listPaymentMethods, { params: { organizationId } }, access)).items,
    cardConfig: () => client.call(getCheckoutConfig),
    add: (token) => client.call(createPaymentMethod, { params: { organizationId }, body: { token } }, access),
    makeDefault: (id) =>
      client.call(updatePaymentMethod, { ...params(id), body: { isDefault: true } }, access),
    remove: async (id) => {
      await client.call(deletePaymentMethod, params(id), access);
    },
  };
}
