import type { AuditAction } from '@facturo/sdk/schemas';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../../db/database.types';
import type { UserPrincipal } from '../../../identity/user-authenticator';
import type { AppDeps } from '../../../kernel/app-deps';

/** One thing to record: the action, the patient it concerns, and the record it touched. */
export interface AuditRecord {
  action: AuditAction;
  patientId?: string | null;
  resourceId?: string | null;
}

type Executor = Kysely<Database> | Transaction<Database>;

/**
 * Who is recorded as acting, in which organization, from where. Declared here, below the clinic's
 * request context (which extends it), so the trail does not depend on the services that write it.
 */
export interface AuditActor {
  deps: AppDeps;
  principal: UserPrincipal;
  organizationId: string;
  /** The actor's display name, kept as it was when they acted. */
  actorName: string;
  clientIp: string;
  requestId: string;
}

/**
 * Records who did what, when, from where, on which patient and record. Never the data itself: the
 * trail must be safe to show an auditor. Callers write it in the same transaction as the access, so
 * an access whose record cannot be written does not happen either.
 */
export async function recordAudit(
  db: Executor,
  ctx: AuditActor,
  records: readonly AuditRecord[],
): Promise<void> {
  if (records.length === 0) return;
  const at = ctx.deps.clock.now();
  await db
    .insertInto('clinicAuditEvents')
    .values(
      records.map((record) => ({
        organizationId: ctx.organizationId,
        actorId: ctx.principal.userId,
        actorName: ctx.actorName,
        action: record.action,
        patientId: record.patientId ?? null,
        resourceId: record.resourceId ?? null,
        clientIp: ctx.clientIp || null,
        requestId: ctx.requestId || null,
        at,
      })),
    )
    .execute();
}

/**
 * Runs a read of clinical data and records it in one transaction. `audit` receives the result, so a
 * list can record one event per patient it shows.
 */
export function auditedRead<T>(
  ctx: AuditActor,
  read: (trx: Transaction<Database>) => Promise<T>,
  audit: (result: T) => readonly AuditRecord[],
): Promise<T> {
  return ctx.deps.db.transaction().execute(async (trx) => {
    const result = await read(trx);
    await recordAudit(trx, ctx, audit(result));
    return result;
  });
}
