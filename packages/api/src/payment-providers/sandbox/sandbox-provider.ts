import { createHmac, randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import type { AppConfig } from '../../config/app-config';
import type { Database } from '../../db/database.types';
import { hashSecret } from '../../security/secret-token';
import type { Clock } from '../../time/clock';
import {
  type ChargeRequest,
  PaymentInputError,
  type PaymentProvider,
  type WebhookRequest,
} from '../payment-provider';
import { signWebhook, verifyWebhookSignature } from '../webhook-signature';
import { insertSandboxPayment, sandboxPaymentByKey, sandboxSnapshot } from './sandbox-ledger';
import { type SandboxPse, sandboxPseMethods } from './sandbox-pse';
import { sandboxCardMethods } from './sandbox-saved-cards';

/** Where the sandbox card form is served (under `/api/v1`). */
export const SANDBOX_CARD_FORM_PATH = '/api/v1/sandbox/card-form';

/** The sandbox as a provider, plus what only it has: settling CONT payments and its PSE bank page. */
export interface SandboxProvider extends PaymentProvider {
  /**
   * Settles every CONT payment (and PSE transfer left pending) whose delay has passed, and expires PSE
   * transfers nobody decided (the billing job's safety net after a restart).
   */
  settleDue(): Promise<number>;
  /** The bank page's side of PSE: its sessions and the buyer's decisions. */
  readonly bankPage: Pick<SandboxPse, 'transferOf' | 'decide'>;
}

/** What the sandbox needs from the app: it keeps its payments and card tokens in the database. */
export interface SandboxDeps {
  config: AppConfig;
  db: Kysely<Database>;
  clock: Clock;
  logger: Pick<Logger, 'warn'>;
}

/** `provider` as the sandbox, or `null` when another provider is configured. */
export function sandboxOf(provider: PaymentProvider): SandboxProvider | null {
  return provider.id === 'sandbox' ? (provider as SandboxProvider) : null;
}

/** The secret sandbox webhooks are signed with: configured, or derived from the JWT secret. */
export function sandboxWebhookSecret(deps: { config: Pick<AppConfig, 'billing' | 'jwtSecret'> }): string {
  return (
    deps.config.billing.sandboxWebhookSecret ||
    createHmac('sha256', deps.config.jwtSecret).update('facturo sandbox webhooks v1').digest('hex')
  );
}

/**
 * The offline provider, modelled on Mercado Pago Colombia: card tokens from the sandbox card form,
 * the outcome chosen by the test cardholder name (APRO, CONT, OTHE…), PSE transfers decided on its
 * own bank page (approve, reject, leave pending, abandon), CONT and pending transfers settling to approved
 * after `sandboxSettleDelayMs` with a signed webhook, and Mercado Pago's `x-signature` scheme.
 * `deliver` hands a signed notification to the API's webhook handling, as an HTTP call would.
 */
export function createSandboxProvider(
  deps: SandboxDeps,
  deliver: (request: WebhookRequest) => Promise<void>,
): SandboxProvider {
  const secret = sandboxWebhookSecret(deps);

  async function notify(id: number): Promise<void> {
    const dataId = String(id);
    const headers = signWebhook(secret, dataId, deps.clock.now());
    await deliver({
      headers,
      query: { 'data.id': dataId, type: 'payment' },
      body: {
        action: 'payment.updated',
        api_version: 'v1',
        data: { id: dataId },
        id: randomUUID(),
        live_mode: false,
        type: 'payment',
      },
    });
  }

  async function settle(id: number): Promise<boolean> {
    const now = deps.clock.now();
    const settled = await deps.db
      .updateTable('sandboxPayments')
      .set({
        status: 'approved',
        statusDetail: 'accredited',
        dateApproved: now,
        dateLastUpdated: now,
        settleAt: null,
      })
      .where('id', '=', id)
      .where('status', '=', 'in_process')
      .returning('id')
      .executeTakeFirst();
    if (settled) await notify(id);
    return Boolean(settled);
  }

  function scheduleSettlement(id: number): void {
    const timer = setTimeout(() => {
      settle(id).catch((error: unknown) =>
        deps.logger.warn({ err: error, sandboxPaymentId: id }, 'sandbox settlement failed'),
      );
    }, deps.config.billing.sandboxSettleDelayMs);
    timer.unref();
  }

  const pse = sandboxPseMethods(deps, secret, notify, scheduleSettlement);

  return {
    id: 'sandbox',
    async charge(request: ChargeRequest) {
      const now = deps.clock.now();
      const { row, created } = await deps.db.transaction().execute(async (trx) => {
        const existing = await sandboxPaymentByKey(trx, request.paymentId);
        if (existing) return { row: existing, created: false };
        const token = await trx
          .selectFrom('sandboxCardTokens')
          .selectAll()
          .where('tokenHash', '=', hashSecret(request.token))
          .forUpdate()
          .executeTakeFirst();
        if (!token || token.usedAt || token.expiresAt <= now)
          throw new PaymentInputError('card token unknown, used or expired');
        if (token.paymentMethodId !== request.paymentMethodId)
          throw new PaymentInputError('payment_method_id does not match the card');
        await trx
          .updateTable('sandboxCardTokens')
          .set({ usedAt: now })
          .where('tokenHash', '=', token.tokenHash)
          .execute();
        const inserted = await insertSandboxPayment(
          trx,
          { ...request, payerEmail: request.payer.email },
          token,
          now,
          deps.config.billing.sandboxSettleDelayMs,
        );
        return { row: inserted, created: true };
      });
      if (created && row.status === 'in_process') scheduleSettlement(row.id);
      return sandboxSnapshot(row);
    },
    async fetch(providerPaymentId) {
      if (!/^\d{1,15}$/.test(providerPaymentId)) return null;
      const row = await deps.db
        .selectFrom('sandboxPayments')
        .selectAll()
        .where('id', '=', Number(providerPaymentId))
        .executeTakeFirst();
      return row ? sandboxSnapshot(row) : null;
    },
    async findByReference(paymentId) {
      const row = await deps.db
        .selectFrom('sandboxPayments')
        .selectAll()
        .where('externalReference', '=', paymentId)
        .orderBy('id', 'desc')
        .executeTakeFirst();
      return row ? sandboxSnapshot(row) : null;
    },
    ...sandboxCardMethods(deps, scheduleSettlement),
    listBanks: pse.listBanks,
    startBankTransfer: pse.startBankTransfer,
    bankPage: { transferOf: pse.transferOf, decide: pse.decide },
    verifyWebhook: (request, now) =>
      verifyWebhookSignature(request, secret, now, deps.config.billing.webhookToleranceSeconds),
    publicConfig: () => ({ publicKey: null, cardFormPath: SANDBOX_CARD_FORM_PATH }),
    async settleDue() {
      const due = await deps.db
        .selectFrom('sandboxPayments')
        .select('id')
        .where('status', '=', 'in_process')
        .where('settleAt', '<=', deps.clock.now())
        .execute();
      let count = 0;
      for (const { id } of due) if (await settle(id)) count += 1;
      // A buyer who closed the bank's page never decides: the transfer expires, the plans are freed.
      return count + (await pse.expireUndecided());
    },
  };
}
