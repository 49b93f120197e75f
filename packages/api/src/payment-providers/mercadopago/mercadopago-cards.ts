import {
  CardToken,
  Customer,
  CustomerCard,
  type MercadoPagoConfig,
  MercadoPagoError,
  Payment,
} from 'mercadopago';
import type { Tax } from 'mercadopago/dist/clients/commonTypes';
import type { CustomerCardResponse } from 'mercadopago/dist/clients/customerCard/commonTypes';
import type { PaymentResponse } from 'mercadopago/dist/clients/payment/commonTypes';
import type { PaymentCreateRequest } from 'mercadopago/dist/clients/payment/create/types';
import type { PaymentProvider, ProviderCard, ProviderPayment } from '../payment-provider';
import { at, translateError } from './mercadopago-http';

type CardMethods = Pick<
  PaymentProvider,
  'findOrCreateCustomer' | 'saveCard' | 'listCards' | 'deleteCard' | 'chargeSavedCard'
>;

function toCard(card: CustomerCardResponse): ProviderCard {
  return {
    providerCardId: String(card.id),
    paymentMethodId: card.payment_method?.id ?? 'unknown',
    lastFour: card.last_four_digits ?? '',
    expirationMonth: card.expiration_month ?? 0,
    expirationYear: card.expiration_year ?? 0,
  };
}

/**
 * Mercado Pago's customers and cards: a customer per e-mail (`/v1/customers`, found before it is
 * created), cards saved from a card token (`/v1/customers/{id}/cards`), and a saved card charged
 * with a token Mercado Pago issues for the card id (`/v1/card_tokens`) and `payer.type=customer`.
 */
export function mercadoPagoCardMethods(
  client: MercadoPagoConfig,
  apiUrl: string,
  fromMercadoPago: (payment: PaymentResponse) => ProviderPayment,
): CardMethods {
  const customers = new Customer(client);
  const cards = new CustomerCard(client);
  const tokens = new CardToken(client);
  const payments = new Payment(client);
  return {
    async findOrCreateCustomer({ organizationId, email }) {
      try {
        const found = await at(apiUrl, () => customers.search({ options: { email } }));
        const existing = found.results?.[0]?.id;
        if (existing) return String(existing);
        const created = await at(apiUrl, () =>
          customers.create({
            body: { email, description: `Facturo: organización ${organizationId}` },
            requestOptions: { idempotencyKey: `customer-${organizationId}` },
          }),
        );
        return String(created.id);
      } catch (error) {
        return translateError(error);
      }
    },
    async saveCard(customerId, token) {
      try {
        return toCard(await at(apiUrl, () => cards.create({ customerId, body: { token } })));
      } catch (error) {
        return translateError(error);
      }
    },
    async listCards(customerId) {
      try {
        return (await at(apiUrl, () => cards.list({ customerId }))).map(toCard);
      } catch (error) {
        return translateError(error);
      }
    },
    async deleteCard(customerId, cardId) {
      try {
        await at(apiUrl, () => cards.remove({ customerId, cardId }));
      } catch (error) {
        if (error instanceof MercadoPagoError && error.status === 404) return;
        translateError(error);
      }
    },
    async chargeSavedCard(request) {
      try {
        const token = await at(apiUrl, () =>
          tokens.create({
            body: { card_id: request.providerCardId, customer_id: request.providerCustomerId },
          }),
        );
        const body: PaymentCreateRequest & { net_amount: number; taxes: Tax[] } = {
          transaction_amount: request.amount,
          net_amount: request.amount - request.iva,
          taxes: [{ type: 'IVA', value: request.iva }],
          token: token.id,
          description: request.description,
          installments: 1,
          external_reference: request.paymentId,
          statement_descriptor: 'FACTURO',
          payer: { type: 'customer', id: request.providerCustomerId, email: request.payer.email },
        };
        const created = await at(apiUrl, () =>
          payments.create({ body, requestOptions: { idempotencyKey: request.paymentId, maxRetries: 2 } }),
        );
        return fromMercadoPago(created);
      } catch (error) {
        return translateError(error);
      }
    },
  };
}
