import { issueCreditNote } from '../src/billing-core/credit-notes';
import { call } from './support/api-client';
import { buy } from './support/billing';
import type { CrossOrgFixture } from './support/cross-org';

/** A numbering resolution valid for a year from the DIAN test fixture. */
export const prefixBody = (overrides: Record<string, unknown> = {}) => ({
  prefix: 'SETP',
  document_type: 'invoice',
  resolution_number: '18760000001',
  resolution_date: '2026-01-15',
  valid_from: '2026-01-15',
  valid_to: '2027-01-15',
  range_from: 990000000,
  range_to: 995000000,
  technical_key: 'fc8eac422eba16e22ffd8c6f94b3f40a6e38162c',
  ...overrides,
});

/**
 * Billing resources for the route-walking suites (cross-organization access, fuzz): a paid
 * purchase (its subscription, its invoice, a credit note on it and its payment), a prefix and an API key. `provider` is the one the test
 * app does not use, so the public webhook route answers 404 for it whoever calls.
 */
export const crossOrgFixture: CrossOrgFixture = {
  async createResources(t, owner, organizationId) {
    const purchase = await buy(t, owner, { organizationId });
    // A credit note on the purchase's invoice (a partial return: the invoice stays paid).
    const creditNote = await t.deps.db.transaction().execute((trx) =>
      issueCreditNote(trx, t.deps, {
        invoiceId: purchase.body.invoice_id,
        cause: 'refund',
        conceptCode: '1',
        reason: 'Devolución parcial del servicio',
        now: t.deps.clock.now(),
      }),
    );
    const prefix = await call(t.app, 'POST', `/organizations/${organizationId}/prefixes`, {
      token: owner.accessToken,
      body: prefixBody(),
    });
    const key = await call(t.app, 'POST', `/organizations/${organizationId}/api-keys`, {
      token: owner.accessToken,
      body: { name: 'ERP' },
    });
    const endpoint = await call(t.app, 'POST', `/organizations/${organizationId}/webhook-endpoints`, {
      token: owner.accessToken,
      // Nothing listens there: the test event's delivery is logged with the refused connection.
      body: { url: 'http://127.0.0.1:9/hooks', event_types: ['invoice.paid'] },
    });
    const delivery = await call(
      t.app,
      'POST',
      `/organizations/${organizationId}/webhook-endpoints/${endpoint.body.endpoint.id}/test`,
      { token: owner.accessToken },
    );
    const subscription = await t.deps.db
      .selectFrom('subscriptions')
      .select('id')
      .where('organizationId', '=', organizationId)
      .executeTakeFirstOrThrow();
    return {
      endpointId: endpoint.body.endpoint.id,
      deliveryId: delivery.body.id,
      subscriptionId: subscription.id,
      invoiceId: purchase.body.invoice_id,
      creditNoteId: creditNote?.id as string,
      paymentId: purchase.body.payment.id,
      prefixId: prefix.body.id,
      apiKeyId: key.body.id,
      provider: 'mercadopago',
    };
  },
  validBodies: {
    'post /organizations/{organizationId}/prefixes': prefixBody({ prefix: 'FE2' }),
    'patch /organizations/{organizationId}/prefixes/{prefixId}': { next_number: 990000010 },
    'post /organizations/{organizationId}/api-keys': { name: 'Otro ERP' },
    'post /organizations/{organizationId}/webhook-endpoints': {
      url: 'http://127.0.0.1:9/otro',
      event_types: ['invoice.issued'],
    },
    'patch /organizations/{organizationId}/webhook-endpoints/{endpointId}': { enabled: false },
    'post /organizations/{organizationId}/webhook-endpoints/{endpointId}/rotate-secret': { overlap_hours: 1 },
    'post /invoices/{invoiceId}/pay': {
      payment: { token: 'a'.repeat(32), payment_method_id: 'visa', installments: 1 },
    },
    'post /webhooks/payments/{provider}': { type: 'payment', data: { id: '1' } },
    'post /subscriptions/{subscriptionId}/plan-change/preview': {
      plan_id: 'payroll-50',
      billing_cycle: 'monthly',
    },
    'post /subscriptions/{subscriptionId}/plan-change': {
      plan_id: 'payroll-50',
      billing_cycle: 'monthly',
      payment: { token: 'a'.repeat(32), payment_method_id: 'visa', installments: 1 },
    },
    'put /subscriptions/{subscriptionId}/scheduled-change': {
      plan_id: 'payroll-10',
      billing_cycle: 'monthly',
    },
  },
};
