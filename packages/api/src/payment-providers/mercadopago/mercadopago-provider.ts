import type { PaymentStatus } from '@facturo/sdk/schemas';
import { MercadoPagoConfig, MercadoPagoError, Payment } from 'mercadopago';
import type { Tax } from 'mercadopago/dist/clients/commonTypes';
import type { PaymentResponse } from 'mercadopago/dist/clients/payment/commonTypes';
import type { PaymentCreateRequest } from 'mercadopago/dist/clients/payment/create/types';
import type { MercadoPagoConfig as Settings } from '../../config/billing-config';
import type { ChargeRequest, PaymentProvider, ProviderPayment } from '../payment-provider';
import { verifyWebhookSignature } from '../webhook-signature';
import { mercadoPagoCardMethods } from './mercadopago-cards';
import { at, translateError } from './mercadopago-http';
import { mercadoPagoPseMethods } from './mercadopago-pse';

const STATUSES: Record<string, PaymentStatus> = {
  pending: 'pending',
  authorized: 'in_process',
  in_process: 'in_process',
  in_mediation: 'in_process',
  approved: 'approved',
  rejected: 'rejected',
  cancelled: 'cancelled',
  refunded: 'refunded',
  charged_back: 'refunded',
};

const date = (value: string | undefined): Date | null => (value ? new Date(value) : null);

/** A Mercado Pago payment as the provider-neutral snapshot. */
export function fromMercadoPago(payment: PaymentResponse): ProviderPayment {
  const details = payment.transaction_details;
  return {
    providerPaymentId: String(payment.id),
    status: STATUSES[payment.status ?? ''] ?? 'pending',
    statusDetail: payment.status_detail ?? payment.status ?? 'unknown',
    externalReference: payment.external_reference ?? null,
    amount: Math.round(payment.transaction_amount ?? 0),
    installments: payment.installments ?? 1,
    paymentMethodId: payment.payment_method_id ?? null,
    issuer: payment.issuer_id ? String(payment.issuer_id) : null,
    cardLastFour: payment.card?.last_four_digits ?? null,
    bank: details?.financial_institution ?? null,
    bankTransferId: details?.bank_transfer_id ?? null,
    transactionDate: date(payment.date_approved) ?? date(payment.date_created),
    updatedAt: date(payment.date_last_updated) ?? date(payment.date_created) ?? new Date(0),
  };
}

/**
 * Mercado Pago through its official Node SDK: creates card payments (and PSE transfers) with the access token from
 * configuration (idempotent on our payment id, IVA sent explicitly as `taxes` and `net_amount`),
 * reads payments back, and verifies webhook signatures with the configured secret.
 */
export function createMercadoPagoProvider(
  settings: Settings,
  webhookToleranceSeconds: number,
): PaymentProvider {
  const client = new MercadoPagoConfig({ accessToken: settings.accessToken, options: { timeout: 20_000 } });
  const payments = new Payment(client);
  return {
    id: 'mercadopago',
    async charge(request: ChargeRequest) {
      const body: PaymentCreateRequest & { net_amount: number; taxes: Tax[] } = {
        transaction_amount: request.amount,
        net_amount: request.amount - request.iva,
        // Without it Mercado Pago assumes 19 % IVA; an excluded plan must say 0.
        taxes: [{ type: 'IVA', value: request.iva }],
        token: request.token,
        description: request.description,
        installments: request.installments,
        payment_method_id: request.paymentMethodId,
        ...(request.issuerId && /^\d+$/.test(request.issuerId)
          ? { issuer_id: Number(request.issuerId) }
          : {}),
        external_reference: request.paymentId,
        statement_descriptor: 'FACTURO',
        payer: {
          email: request.payer.email,
          first_name: request.payer.firstName,
          last_name: request.payer.lastName,
          identification: request.payer.identification,
        },
        additional_info: { ip_address: request.ipAddress },
      };
      try {
        const created = await at(settings.apiUrl, () =>
          payments.create({ body, requestOptions: { idempotencyKey: request.paymentId, maxRetries: 2 } }),
        );
        return fromMercadoPago(created);
      } catch (error) {
        return translateError(error);
      }
    },
    async fetch(providerPaymentId) {
      try {
        return fromMercadoPago(await at(settings.apiUrl, () => payments.get({ id: providerPaymentId })));
      } catch (error) {
        if (error instanceof MercadoPagoError && error.status === 404) return null;
        return translateError(error);
      }
    },
    async findByReference(paymentId) {
      try {
        const found = await at(settings.apiUrl, () =>
          payments.search({
            options: { external_reference: paymentId, sort: 'date_created', criteria: 'desc' },
          }),
        );
        const first = found.results?.[0];
        return first ? fromMercadoPago(first as PaymentResponse) : null;
      } catch (error) {
        return translateError(error);
      }
    },
    ...mercadoPagoCardMethods(client, settings.apiUrl, fromMercadoPago),
    ...mercadoPagoPseMethods(client, settings.apiUrl, fromMercadoPago),
    verifyWebhook: (request, now) =>
      verifyWebhookSignature(request, settings.webhookSecret, now, webhookToleranceSeconds),
    publicConfig: () => ({ publicKey: settings.publicKey, cardFormPath: null }),
  };
}
