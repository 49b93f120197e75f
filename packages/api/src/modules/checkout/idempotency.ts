import { createHash } from 'node:crypto';
import type { Context } from 'hono';
import type { Selectable } from 'kysely';
import { jsonb } from '../../db/jsonb';
import { ApiProblem, type ErrorCode } from '../../http/api-problem';
import type { AppEnv } from '../../http/app-env';
import type { AppDeps } from '../../kernel/app-deps';
import type { JsonResult } from '../../kernel/route-definition';
import { addSeconds } from '../../time/clock';
import type { OrderKind, OrdersTable, StoredAnswer } from './checkout.tables';

type OrderRow = Selectable<OrdersTable>;

/** How long an order's owner may work before a retry may take it over (a crashed request). */
const LOCK_SECONDS = 120;
/** How long a retry waits for the first request's answer before answering 409 (on the app's clock). */
const WAIT_MS = 15_000;

/** The `Idempotency-Key` header: 1–255 visible ASCII characters (a UUID per purchase attempt is ideal). */
export function idempotencyKey(c: Context<AppEnv>): string {
  const key = c.req.header('Idempotency-Key')?.trim();
  if (!key || !/^[\x21-\x7e]{1,255}$/.test(key)) throw new ApiProblem(400, 'idempotency_key_required');
  return key;
}

const canonical = (value: unknown): unknown =>
  Array.isArray(value)
    ? value.map(canonical)
    : value && typeof value === 'object'
      ? Object.fromEntries(
          Object.keys(value)
            .sort()
            .map((key) => [key, canonical((value as Record<string, unknown>)[key])]),
        )
      : value;

/** A fingerprint of what was asked (the parsed request), to tell a retry from a different request. */
export const requestHash = (request: unknown): string =>
  createHash('sha256')
    .update(JSON.stringify(canonical(request)))
    .digest('hex');

/** Either this request owns the order (it does the work), or the work is done and here is its answer. */
export type Claim = { owner: true; order: OrderRow } | { owner: false; answer: StoredAnswer };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Claims an idempotency key for this user. The database decides, not memory: the unique
 * (user, key) row is inserted by exactly one request, however many arrive at once. The others
 * wait for its answer (and get the same one), get 409 `idempotency_key_reused` when their request
 * differs, or take the order over when its owner crashed or left it retryable.
 */
export async function claimOrder(
  deps: AppDeps,
  claim: { userId: string; key: string; hash: string; kind: OrderKind },
): Promise<Claim> {
  const deadline = deps.clock.now().getTime() + WAIT_MS;
  for (let attempt = 0; ; attempt++) {
    const now = deps.clock.now();
    const inserted = await deps.db
      .insertInto('orders')
      .values({
        userId: claim.userId,
        idempotencyKey: claim.key,
        requestHash: claim.hash,
        kind: claim.kind,
        state: 'processing',
        lockedUntil: addSeconds(now, LOCK_SECONDS),
        createdAt: now,
        updatedAt: now,
      })
      .onConflict((oc) => oc.columns(['userId', 'idempotencyKey']).doNothing())
      .returningAll()
      .executeTakeFirst();
    if (inserted) return { owner: true, order: inserted };
    const existing = await deps.db
      .selectFrom('orders')
      .selectAll()
      .where('userId', '=', claim.userId)
      .where('idempotencyKey', '=', claim.key)
      .executeTakeFirst();
    if (existing) {
      if (existing.requestHash !== claim.hash) throw new ApiProblem(409, 'idempotency_key_reused');
      if (existing.state === 'completed' && existing.answer) return { owner: false, answer: existing.answer };
      if (existing.state === 'retryable' || existing.lockedUntil <= now) {
        const taken = await deps.db
          .updateTable('orders')
          .set({ state: 'processing', lockedUntil: addSeconds(now, LOCK_SECONDS), updatedAt: now })
          .where('id', '=', existing.id)
          .where('state', '!=', 'completed')
          .where((eb) => eb.or([eb('state', '=', 'retryable'), eb('lockedUntil', '<=', now)]))
          .returningAll()
          .executeTakeFirst();
        if (taken) return { owner: true, order: taken };
      }
    }
    if (now.getTime() > deadline) throw new ApiProblem(409, 'idempotency_in_progress');
    await sleep(Math.min(250, 25 * 2 ** Math.min(attempt, 4)));
  }
}

/** Stores the order's answer; every later retry with the same key gets it. */
export async function completeOrder(deps: AppDeps, orderId: string, answer: StoredAnswer): Promise<void> {
  await deps.db
    .updateTable('orders')
    .set({ state: 'completed', answer: jsonb(answer), updatedAt: deps.clock.now() })
    .where('id', '=', orderId)
    .execute();
}

/** Leaves the order for a retry with the same key to resume (the provider's answer was lost). */
export async function markRetryable(deps: AppDeps, orderId: string): Promise<void> {
  await deps.db
    .updateTable('orders')
    .set({ state: 'retryable', updatedAt: deps.clock.now() })
    .where('id', '=', orderId)
    .execute();
}

/** Forgets a claim whose request failed before anything was written, so the key can be used again. */
export async function releaseOrder(deps: AppDeps, orderId: string): Promise<void> {
  await deps.db.deleteFrom('orders').where('id', '=', orderId).where('paymentId', 'is', null).execute();
}

/** A stored answer as the route's result (an error answer is thrown again, in the caller's language). */
export function replay(answer: StoredAnswer): JsonResult {
  if ('code' in answer) throw new ApiProblem(answer.status as 422, answer.code as ErrorCode);
  return { status: answer.status as 201, body: answer.body };
}
