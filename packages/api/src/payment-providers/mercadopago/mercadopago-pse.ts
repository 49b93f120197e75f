import type { PseBank } from '@facturo/sdk/schemas';
import { type MercadoPagoConfig, Payment, PaymentMethod } from 'mercadopago';
import type { Tax } from 'mercadopago/dist/clients/commonTypes';
import type { PaymentResponse } from 'mercadopago/dist/clients/payment/commonTypes';
import type { PaymentCreateRequest } from 'mercadopago/dist/clients/payment/create/types';
import type { PaymentProvider, ProviderPayment } from '../payment-provider';
import { ProviderUnavailableError } from '../payment-provider';
import { at, translateError } from './mercadopago-http';

type PseMethods = Pick<PaymentProvider, 'listBanks' | 'startBankTransfer'>;

// Mercado Pago's names for who pays: a person or a company.
const ENTITY_TYPES = { natural: 'individual', juridica: 'association' } as const;

// The bank list changes rarely; asking for it once an hour spares a call per checkout.
const BANKS_TTL_MS = 60 * 60 * 1000;

/**
 * PSE through Mercado Pago's Checkout API: the banks are `financial_institutions` of the `pse`
 * payment method (`GET /v1/payment_methods`), and a transfer is a payment with
 * `payment_method_id: "pse"`, the bank in `transaction_details.financial_institution`,
 * `payer.entity_type`, the buyer's IP and `callback_url`; its answer's
 * `transaction_details.external_resource_url` is the bank's page.
 */
export function mercadoPagoPseMethods(
  client: MercadoPagoConfig,
  apiUrl: string,
  fromMercadoPago: (payment: PaymentResponse) => ProviderPayment,
): PseMethods {
  const methods = new PaymentMethod(client);
  const payments = new Payment(client);
  let cached: { banks: PseBank[]; until: number } | null = null;

  return {
    async listBanks() {
      if (cached && cached.until > Date.now()) return cached.banks;
      try {
        const all = await at(apiUrl, () => methods.get());
        const pse = all.find((method) => method.id === 'pse');
        const banks = (pse?.financial_institutions ?? [])
          .filter((bank) => bank.id !== undefined && bank.description)
          .map((bank) => ({ code: String(bank.id), name: String(bank.description) }))
          .sort((a, b) => a.name.localeCompare(b.name, 'es'));
        cached = { banks, until: Date.now() + BANKS_TTL_MS };
        return banks;
      } catch (error) {
        return translateError(error);
      }
    },
    async startBankTransfer(request) {
      const body: PaymentCreateRequest & { net_amount: number; taxes: Tax[] } = {
        transaction_amount: request.amount,
        net_amount: request.amount - request.iva,
        taxes: [{ type: 'IVA', value: request.iva }],
        description: request.description,
        payment_method_id: 'pse',
        installments: 1,
        external_reference: request.paymentId,
        statement_descriptor: 'FACTURO',
        callback_url: request.callbackUrl,
        transaction_details: { financial_institution: request.bankCode },
        payer: {
          email: request.payer.email,
          first_name: request.payer.firstName,
          last_name: request.payer.lastName,
          entity_type: ENTITY_TYPES[request.personType],
          identification: request.payer.identification,
        },
        additional_info: { ip_address: request.ipAddress },
      };
      let created: PaymentResponse;
      try {
        created = await at(apiUrl, () =>
          payments.create({ body, requestOptions: { idempotencyKey: request.paymentId, maxRetries: 2 } }),
        );
      } catch (error) {
        return translateError(error);
      }
      const payment = fromMercadoPago(created);
      // Refused at once (rejected): there is no bank page, and the rejection is recorded as such.
      if (payment.status !== 'pending' && payment.status !== 'in_process')
        return { payment, redirectUrl: null };
      const redirectUrl = created.transaction_details?.external_resource_url;
      if (!redirectUrl) {
        throw new ProviderUnavailableError(
          'Mercado Pago answered a pending PSE payment without the bank URL',
        );
      }
      return { payment, redirectUrl };
    },
  };
}
