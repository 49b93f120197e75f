import * as contracts from '@facturo/sdk/endpoints';
import { implementEndpoint } from '../../kernel/implement-endpoint';
import { checkout } from './checkout.service';
import { idempotencyKey } from './idempotency';
import { payInvoice } from './invoice-payment.service';
import { payPlanChange } from './plan-change-payment.service';
import { purchaserAuth } from './purchaser-auth';

const SAVE_CARD =
  "`save_card: true` is the buyer's consent to keep the card: once the payment is approved it is saved for the organization (see `GET /organizations/{id}/payment-methods`; the first card is the default automatic renewals charge). A card the provider will not keep leaves the payment as it is.";

const TAG = 'Checkout';

const PSE =
  "PSE (bank transfer): send `payment: { method: \"pse\", bank_code, person_type, identification: { type, number }, email, return_url }` instead of a card (`bank_code` from `GET /payments/pse/banks`; a company (`juridica`) pays with its NIT; `return_url` on the portal's origin or a configured CORS origin). The answer's `payment` is `pending` with `redirect_url`, the bank's page (absolute, or for the sandbox a path on the API's origin): send the browser there. The bank sends the buyer back to `return_url` with `facturo_payment_id=<payment id>`; follow `GET /payments/{id}` until it settles (webhook). The payment records the bank and the transfer id (`bank`, `bank_transfer_id`). Unknown bank or return address: 422 `validation_failed`; a transfer the provider refuses: 422 `pse_transfer_refused`.";

const IDEMPOTENCY =
  'Header `Idempotency-Key` (required, 1–255 visible characters; one per purchase attempt): the same key with the same body answers the first result, even to concurrent retries; with another body, 409 `idempotency_key_reused`.';

/** Buying plans and paying open invoices. */
export const checkoutRoutes = [
  implementEndpoint(contracts.purchase, {
    tag: TAG,
    summary: 'Buy plans',
    description: `Signed in (otherwise 401 \`login_required\`). Creates the order, one subscription per unit, the invoice (lines, IVA and total priced by the sdk's \`pricePlan\`) and charges the card token from the provider's card component (raw card data never comes here). Answers 201 whatever the payment's outcome: read \`payment.status\` (\`approved\`, \`in_process\` — it settles by webhook, poll \`GET /payments/{id}\` — or \`rejected\` with its \`status_detail\`). Without \`organization_id\`, the purchase goes to the caller's organization with the billing document, created on the first purchase (concurrent first purchases create one). A plan of a service not sold by the unit (every service but \`digital_certificate\` and \`point_of_sale\`) covers the whole organization: one unit, one plan per service per purchase (422), and none while the organization holds that service — 409 \`plan_already_owned\` (active or suspended: renew it or pay its invoice) or \`plan_purchase_in_progress\` (another purchase's payment is being settled), before anything is charged, also under concurrent requests. ${SAVE_CARD} ${PSE} ${IDEMPOTENCY}`,
    auth: purchaserAuth,
    responses: {
      201: {
        description:
          'The order, the payment outcome and, once the payment is approved, its electronic invoice.',
      },
    },
    errors: {
      401: ['login_required'],
      403: ['forbidden'],
      404: ['not_found'],
      409: [
        'plan_already_owned',
        'plan_purchase_in_progress',
        'idempotency_key_reused',
        'idempotency_in_progress',
      ],
      422: ['card_token_invalid', 'pse_transfer_refused'],
      502: ['payment_provider_unavailable'],
      503: ['invoicing_unavailable'],
    },
    handler: ({ deps, principal, body, c, clientIp, t }) =>
      checkout(deps, principal, body, {
        idempotencyKey: idempotencyKey(c),
        clientIp,
        t,
      }),
  }),
  implementEndpoint(contracts.payInvoice, {
    tag: TAG,
    summary: 'Pay an open invoice',
    description: `Pays a renewal invoice (\`unpaid\`) with a card token; a suspended subscription's reconnection fee (15.000 COP) is added first (an electronic invoice is never changed: a credit note voids it and the payment goes to the replacement invoice the answer's \`invoice_id\` names). An approved payment renews (or reconnects) its subscriptions. ${SAVE_CARD} ${PSE} ${IDEMPOTENCY}`,
    auth: purchaserAuth,
    responses: { 201: { description: 'The payment outcome.' } },
    errors: {
      401: ['login_required'],
      403: ['forbidden'],
      404: ['not_found'],
      409: ['invoice_not_payable', 'idempotency_key_reused', 'idempotency_in_progress'],
      422: ['card_token_invalid', 'pse_transfer_refused'],
      502: ['payment_provider_unavailable'],
      503: ['invoicing_unavailable'],
    },
    handler: ({ deps, principal, params, body, c, clientIp, t }) =>
      payInvoice(deps, principal, params.invoiceId, body, {
        idempotencyKey: () => idempotencyKey(c),
        clientIp,
        t,
      }),
  }),
  implementEndpoint(contracts.changePlan, {
    tag: 'Subscriptions',
    summary: 'Change to a bigger plan or to the annual cycle, paid now',
    description: `Owner, admin or billing role. A step up (see the preview): the card pays \`amount_due\` of the quote. On approval, in one transaction: the new plan's electronic invoice for the rest of the period (monthly → annual: a full year from today), a credit note (DIAN type 91, concept 1) returning the current plan's unused days on the invoice that paid them, its total applied to the new invoice, and the subscription on the new plan; written to the audit trail. A rejected card changes nothing and uses no invoice number. A change that waits for the renewal answers 409 \`plan_change_not_immediate\`; an open renewal invoice, 409 \`plan_change_renewal_open\` (pay it first); another plan change being paid, 409 \`plan_change_in_progress\`. ${IDEMPOTENCY}`,
    auth: purchaserAuth,
    responses: { 201: { description: 'The payment outcome and, once approved, the new invoice.' } },
    errors: {
      401: ['login_required'],
      403: ['forbidden'],
      404: ['not_found'],
      409: [
        'plan_change_not_immediate',
        'plan_change_renewal_open',
        'plan_change_in_progress',
        'subscription_not_active',
        'subscription_cancel_scheduled',
        'plan_change_unsupported',
        'idempotency_key_reused',
        'idempotency_in_progress',
      ],
      422: [
        'card_token_invalid',
        'plan_change_same_plan',
        'plan_change_other_service',
        'plan_cycle_unavailable',
      ],
      502: ['payment_provider_unavailable'],
      503: ['invoicing_unavailable'],
    },
    handler: ({ deps, principal, params, body, c, clientIp }) =>
      payPlanChange(deps, principal, params.subscriptionId, body, {
        idempotencyKey: () => idempotencyKey(c),
        clientIp,
      }),
  }),
];
