import * as contracts from '@facturo/sdk/endpoints';
import { MAX_INSTALLMENTS } from '@facturo/sdk/schemas';
import { receivePaymentWebhook } from '../../billing-core/payment-webhooks';
import { ApiProblem, notFound } from '../../http/api-problem';
import { userAuth } from '../../identity/user-authenticator';
import { implementEndpoint } from '../../kernel/implement-endpoint';
import { ProviderUnavailableError } from '../../payment-providers/payment-provider';
import { authorize } from '../../permissions/authorize';
import { toPayment } from './payment-presenter';

const TAG = 'Payments';

/** Payment status, provider webhooks and the checkout's provider settings. */
export const paymentRoutes = [
  implementEndpoint(contracts.getCheckoutConfig, {
    tag: TAG,
    summary: 'Payment provider settings for the checkout widget',
    description:
      "Which card component to mount: the sandbox card form (an iframe at `card_form_path`) or Mercado Pago's Card Payment Brick with `public_key`.",
    publicCors: true,
    responses: { 200: { description: 'The configured provider.' } },
    handler: ({ deps }) => ({
      status: 200,
      body: {
        provider: deps.paymentProvider.id,
        ...deps.paymentProvider.publicConfig(),
        currency: 'COP',
        maxInstallments: MAX_INSTALLMENTS,
      },
    }),
  }),
  implementEndpoint(contracts.listPseBanks, {
    tag: TAG,
    summary: 'Banks for PSE',
    description:
      "The banks (financial institutions) a buyer can pay from by PSE, from the configured provider (Mercado Pago's `financial_institutions` of `pse`, or the sandbox's short list of Colombian banks), by name. Send the chosen `code` as the PSE payment's `bank_code`.",
    publicCors: true,
    responses: { 200: { description: 'The banks.' } },
    errors: { 502: ['payment_provider_unavailable'] },
    handler: async ({ deps, c }) => {
      try {
        const items = await deps.paymentProvider.listBanks();
        c.header('Cache-Control', 'public, max-age=300');
        return { status: 200, body: { items } };
      } catch (error) {
        if (error instanceof ProviderUnavailableError)
          throw new ApiProblem(502, 'payment_provider_unavailable', { detail: error.message });
        throw error;
      }
    },
  }),
  implementEndpoint(contracts.getPayment, {
    tag: TAG,
    summary: 'A payment',
    description:
      "Its status (`pending`, `in_process`, `approved`, `rejected`…) and details; poll it while `in_process`. A purchase's invoice is issued when its payment is approved: `invoice_id` and `invoice_number` are `null` until then.",
    auth: userAuth,
    responses: { 200: { description: 'The payment.' } },
    errors: { 404: ['not_found'] },
    handler: async ({ deps, principal, params }) => {
      const row = await deps.db
        .selectFrom('payments')
        .selectAll()
        .where('id', '=', params.paymentId)
        .executeTakeFirst();
      if (!row) throw notFound();
      authorize(principal, 'read', 'Payment', row.organizationId);
      const invoice = row.invoiceId
        ? await deps.db
            .selectFrom('invoices')
            .select('number')
            .where('id', '=', row.invoiceId)
            .executeTakeFirst()
        : undefined;
      const order = row.orderId
        ? await deps.db
            .selectFrom('orders')
            .select('purchase')
            .where('id', '=', row.orderId)
            .executeTakeFirst()
        : undefined;
      return {
        status: 200,
        body: toPayment(row, { invoiceNumber: invoice?.number ?? null, items: order?.purchase?.items ?? [] }),
      };
    },
  }),
  implementEndpoint(contracts.receivePaymentWebhook, {
    tag: TAG,
    summary: 'Payment notifications from the provider',
    description:
      "Mercado Pago's webhook format (`type: payment`, `data.id`), signed with `x-signature` (`ts=…,v1=HMAC-SHA256(id:<data.id>;request-id:<x-request-id>;ts:<ts>;)`) and the configured secret. The payment's state is read back from the provider; replays and out-of-order deliveries are harmless.",
    responses: { 200: { description: 'Received.' } },
    errors: {
      401: ['webhook_signature_invalid'],
      404: ['not_found'],
      502: ['payment_provider_unavailable'],
      503: ['invoicing_unavailable'],
    },
    handler: async ({ deps, params, body, c }) => {
      const provider = deps.paymentProvider;
      if (provider.id !== params.provider) throw notFound(`provider ${params.provider} is not configured`);
      const outcome = await receivePaymentWebhook(deps, provider, {
        headers: { 'x-signature': c.req.header('x-signature'), 'x-request-id': c.req.header('x-request-id') },
        query: c.req.query(),
        body,
      });
      return { status: 200, body: { received: true, outcome } };
    },
  }),
];
