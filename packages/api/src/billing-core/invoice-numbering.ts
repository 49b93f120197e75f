import { dateInBogota, type IsoDate } from '@facturo/sdk/co';
import { sql, type Transaction } from 'kysely';
import type { Database } from '../db/database.types';
import type { NumberingAuthorization } from '../e-invoicing/e-invoicing-settings.types';
import { prefixStatus } from '../e-invoicing/prefix-alerts';
import type { AppDeps } from '../kernel/app-deps';

/** Why Facturo cannot issue an invoice right now: its numbering authorization is used up or not valid. */
export type InvoicingBlock = 'range_exhausted' | 'authorization_expired' | 'authorization_not_yet_valid';

/**
 * Issuing was refused because of the numbering authorization. The operator alert has been logged
 * (`alert: 'e_invoicing_blocked'`); callers answer 503 `invoicing_unavailable` and never charge.
 */
export class InvoicingUnavailableError extends Error {
  override readonly name = 'InvoicingUnavailableError';
  constructor(
    readonly block: InvoicingBlock,
    message: string,
  ) {
    super(message);
  }
}

const OPERATOR_ACTION =
  'Request a new numbering authorization in DIAN’s portal and set the DIAN_* variables (docs/invoicing.md).';

/** Refuses (and alerts) when `today` is outside the authorization's validity. */
export function checkAuthorizationValidity(
  deps: Pick<AppDeps, 'logger'>,
  authorization: NumberingAuthorization,
  today: IsoDate,
): void {
  let block: InvoicingBlock | null = null;
  if (today > authorization.validTo) block = 'authorization_expired';
  else if (today < authorization.validFrom) block = 'authorization_not_yet_valid';
  if (!block) return;
  const message = `The numbering authorization ${authorization.resolutionNumber} (${authorization.prefix}) is valid from ${authorization.validFrom} to ${authorization.validTo}; today is ${today}. ${OPERATOR_ACTION}`;
  deps.logger.error(
    { alert: 'e_invoicing_blocked', block, resolution: authorization.resolutionNumber },
    message,
  );
  throw new InvoicingUnavailableError(block, message);
}

/** How many consecutives of the authorization are left (read without locking: for checks and alerts). */
export async function remainingConsecutives(
  db: Pick<AppDeps, 'db'>['db'] | Transaction<Database>,
  authorization: NumberingAuthorization,
): Promise<number> {
  const row = await db
    .selectFrom('dianNumbering')
    .select('lastConsecutive')
    .where('prefix', '=', authorization.prefix)
    .where('resolutionNumber', '=', authorization.resolutionNumber)
    .executeTakeFirst();
  const last = row ? Number(row.lastConsecutive) : authorization.rangeFrom - 1;
  return Math.max(0, authorization.rangeTo - last);
}

/**
 * Checks, before anything is charged, that an invoice could be issued today: the authorization is
 * valid and its range not used up. Throws {@link InvoicingUnavailableError} (alert logged) otherwise.
 */
export async function assertCanIssue(
  deps: Pick<AppDeps, 'db' | 'logger' | 'clock' | 'eInvoicing'>,
): Promise<void> {
  const { authorization } = deps.eInvoicing.settings;
  checkAuthorizationValidity(deps, authorization, dateInBogota(deps.clock.now()));
  if ((await remainingConsecutives(deps.db, authorization)) === 0) throw exhausted(deps, authorization);
}

function exhausted(deps: Pick<AppDeps, 'logger'>, authorization: NumberingAuthorization) {
  const message = `The numbering authorization ${authorization.resolutionNumber} (${authorization.prefix}${authorization.rangeFrom}–${authorization.prefix}${authorization.rangeTo}) is used up. ${OPERATOR_ACTION}`;
  deps.logger.error(
    { alert: 'e_invoicing_blocked', block: 'range_exhausted', resolution: authorization.resolutionNumber },
    message,
  );
  return new InvoicingUnavailableError('range_exhausted', message);
}

/**
 * The next consecutive of a numbering series, inside the caller's transaction (the counter row stays
 * locked until it ends, and a rolled-back issue gives its number back). `null` once `rangeTo` is used.
 */
export async function nextConsecutive(
  trx: Transaction<Database>,
  series: { prefix: string; resolutionNumber: string; rangeFrom: number; rangeTo: number },
): Promise<number | null> {
  await trx
    .insertInto('dianNumbering')
    .values({
      prefix: series.prefix,
      resolutionNumber: series.resolutionNumber,
      lastConsecutive: series.rangeFrom - 1,
    })
    .onConflict((oc) => oc.columns(['prefix', 'resolutionNumber']).doNothing())
    .execute();
  const row = await trx
    .updateTable('dianNumbering')
    .set({ lastConsecutive: sql`last_consecutive + 1` })
    .where('prefix', '=', series.prefix)
    .where('resolutionNumber', '=', series.resolutionNumber)
    .where('lastConsecutive', '<', series.rangeTo)
    .returning('lastConsecutive')
    .executeTakeFirst();
  return row ? Number(row.lastConsecutive) : null;
}

/** The next invoice consecutive of the authorization; refuses (alert logged) when it cannot be used today. */
export async function nextInvoiceConsecutive(
  trx: Transaction<Database>,
  deps: Pick<AppDeps, 'logger' | 'eInvoicing'>,
  today: IsoDate,
): Promise<number> {
  const { authorization } = deps.eInvoicing.settings;
  checkAuthorizationValidity(deps, authorization, today);
  const consecutive = await nextConsecutive(trx, authorization);
  if (consecutive === null) throw exhausted(deps, authorization);
  return consecutive;
}

/**
 * The early alerts of Facturo's own numbering authorization, by the customers' prefix-alert rules
 * (30 and 10 days before the end of validity; 80 % and 95 % of the range used; expired, used up).
 * Each alert is logged for the operators (`alert: 'e_invoicing_authorization'`: warning, or error when
 * critical) and returned; the billing job runs it on every run.
 */
export async function checkAuthorizationAlerts(
  deps: Pick<AppDeps, 'db' | 'logger' | 'clock' | 'eInvoicing'>,
): Promise<string[]> {
  const { authorization } = deps.eInvoicing.settings;
  const remaining = await remainingConsecutives(deps.db, authorization);
  const status = prefixStatus(
    {
      validTo: authorization.validTo,
      rangeFrom: authorization.rangeFrom,
      rangeTo: authorization.rangeTo,
      nextNumber: authorization.rangeTo + 1 - remaining,
    },
    dateInBogota(deps.clock.now()),
  );
  for (const alert of status.alerts) {
    const log = alert.severity === 'critical' ? deps.logger.error : deps.logger.warn;
    log.call(
      deps.logger,
      {
        alert: 'e_invoicing_authorization',
        code: alert.code,
        severity: alert.severity,
        resolution: authorization.resolutionNumber,
        prefix: authorization.prefix,
        remainingNumbers: status.remainingNumbers,
        daysToExpiry: status.daysToExpiry,
      },
      `Facturo's numbering authorization needs attention (${alert.code}). ${OPERATOR_ACTION}`,
    );
  }
  return status.alerts.map((alert) => alert.code);
}
