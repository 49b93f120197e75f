import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import type { PaymentStatus, SandboxBankDecision } from '@facturo/sdk/schemas';
import type { Selectable } from 'kysely';
import { PaymentInputError, type PaymentProvider } from '../payment-provider';
import type { SandboxPaymentsTable } from './sandbox.tables';
import { SANDBOX_BANKS, sandboxBank } from './sandbox-banks';
import { sandboxPaymentByKey, sandboxSnapshot } from './sandbox-ledger';
import type { SandboxDeps } from './sandbox-provider';

/** Where the sandbox's bank page is served (under `/api/v1`): a path on the API's origin. */
export const SANDBOX_BANK_PAGE_PATH = '/api/v1/sandbox/pse/bank';

/** A sandbox PSE transfer, as its bank page shows it. */
export type SandboxTransfer = Selectable<SandboxPaymentsTable>;

/** What the buyer's decision on the bank page does to the transfer. */
const DECISIONS: Record<SandboxBankDecision, { status: PaymentStatus; statusDetail: string }> = {
  approve: { status: 'approved', statusDetail: 'accredited' },
  reject: { status: 'rejected', statusDetail: 'rejected_by_bank' },
  // The bank has not confirmed yet: it settles (approved) after the sandbox's settle delay.
  pending: { status: 'in_process', statusDetail: 'pending_contingency' },
  // The buyer left the bank without paying: the transfer expires.
  abandon: { status: 'cancelled', statusDetail: 'expired' },
};

/** The sandbox's PSE side: its banks, transfers, and the bank page's sessions and decisions. */
export interface SandboxPse extends Pick<PaymentProvider, 'listBanks' | 'startBankTransfer'> {
  /** The transfer a bank page session (`<id>.<signature>`) names, when the signature verifies. */
  transferOf(session: string): Promise<SandboxTransfer | null>;
  /**
   * Applies the buyer's decision to a transfer still waiting for it (a decided one stays as it is),
   * sends the signed notification, and returns the transfer as it now is.
   */
  decide(transfer: SandboxTransfer, decision: SandboxBankDecision): Promise<SandboxTransfer>;
  /** Expires transfers nobody decided within {@link TRANSFER_EXPIRY_MS}, as PSE does; returns how many. */
  expireUndecided(): Promise<number>;
}

/** How long a PSE transfer waits for the buyer at the bank before it expires. */
export const TRANSFER_EXPIRY_MS = 30 * 60 * 1000;

/**
 * PSE in the sandbox, modelled on Mercado Pago's: a transfer starts pending
 * (`pending_waiting_transfer`) with a transfer id, and its redirect URL is the sandbox's own bank
 * page (a path on the API's origin, signed so that only the buyer sent there can decide it). The
 * decision moves it and notifies like any other sandbox payment.
 */
export function sandboxPseMethods(
  deps: SandboxDeps,
  secret: string,
  notify: (sandboxPaymentId: number) => Promise<void>,
  scheduleSettlement: (sandboxPaymentId: number) => void,
): SandboxPse {
  const sign = (id: number) => createHmac('sha256', secret).update(`pse-bank:${id}`).digest('hex');
  const bankPageUrl = (id: number) => `${SANDBOX_BANK_PAGE_PATH}?session=${id}.${sign(id)}`;

  async function decide(transfer: SandboxTransfer, decision: SandboxBankDecision): Promise<SandboxTransfer> {
    const now = deps.clock.now();
    const outcome = DECISIONS[decision];
    const decided = await deps.db
      .updateTable('sandboxPayments')
      .set({
        status: outcome.status,
        statusDetail: outcome.statusDetail,
        dateApproved: outcome.status === 'approved' ? now : null,
        dateLastUpdated: now,
        settleAt:
          outcome.status === 'in_process'
            ? new Date(now.getTime() + deps.config.billing.sandboxSettleDelayMs)
            : null,
      })
      .where('id', '=', transfer.id)
      .where('status', '=', 'pending')
      .returningAll()
      .executeTakeFirst();
    if (!decided) return transfer;
    if (decided.status === 'in_process') scheduleSettlement(decided.id);
    // A notification that fails (invoicing down) is not the buyer's problem: reconciliation
    // reads the transfer back later, as it would after a lost webhook.
    await notify(decided.id).catch((error: unknown) =>
      deps.logger.warn({ err: error, sandboxPaymentId: decided.id }, 'sandbox PSE notification failed'),
    );
    return decided;
  }

  return {
    listBanks: async () => [...SANDBOX_BANKS],
    async startBankTransfer(request) {
      const bank = sandboxBank(request.bankCode);
      if (!bank) throw new PaymentInputError(`financial_institution ${request.bankCode} is not a PSE bank`);
      const now = deps.clock.now();
      const existing = await sandboxPaymentByKey(deps.db, request.paymentId);
      const row =
        existing ??
        (await deps.db
          .insertInto('sandboxPayments')
          .values({
            idempotencyKey: request.paymentId,
            externalReference: request.paymentId,
            status: 'pending',
            statusDetail: 'pending_waiting_transfer',
            amount: request.amount,
            iva: request.iva,
            installments: 1,
            paymentMethodId: 'pse',
            lastFourDigits: null,
            description: request.description,
            payerEmail: request.payer.email,
            dateCreated: now,
            dateApproved: null,
            dateLastUpdated: now,
            settleAt: null,
            financialInstitution: bank.code,
            bankTransferId: String(randomInt(100_000_000, 999_999_999)),
            callbackUrl: request.callbackUrl,
          })
          // Two concurrent starts of the same payment: the second reads the first's transfer.
          .onConflict((conflict) => conflict.column('idempotencyKey').doNothing())
          .returningAll()
          .executeTakeFirst()) ??
        (await sandboxPaymentByKey(deps.db, request.paymentId));
      if (!row) throw new Error('the sandbox transfer vanished while it was being started');
      return { payment: sandboxSnapshot(row), redirectUrl: bankPageUrl(row.id) };
    },
    async transferOf(session) {
      const [id = '', signature = ''] = session.split('.');
      const expected = Buffer.from(sign(Number(id)));
      const given = Buffer.from(signature);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      const row = await deps.db
        .selectFrom('sandboxPayments')
        .selectAll()
        .where('id', '=', Number(id))
        .where('paymentMethodId', '=', 'pse')
        .executeTakeFirst();
      return row ?? null;
    },
    decide,
    async expireUndecided() {
      const stale = await deps.db
        .selectFrom('sandboxPayments')
        .selectAll()
        .where('paymentMethodId', '=', 'pse')
        .where('status', '=', 'pending')
        .where('dateCreated', '<=', new Date(deps.clock.now().getTime() - TRANSFER_EXPIRY_MS))
        .execute();
      let count = 0;
      for (const transfer of stale) {
        if ((await decide(transfer, 'abandon')).status === 'cancelled') count += 1;
      }
      return count;
    },
  };
}
