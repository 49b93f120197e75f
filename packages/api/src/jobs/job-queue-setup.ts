import type PgBoss from 'pg-boss';
import type { JobDefinition } from '../kernel/job-definition';

/** The pg-boss queue options of a job definition (retries back off exponentially). */
export function queueOptionsOf(definition: JobDefinition): PgBoss.Queue {
  return {
    name: definition.name,
    policy: definition.policy,
    retryLimit: definition.retryLimit,
    retryDelay: definition.retryDelaySeconds,
    retryBackoff: true,
    expireInSeconds: definition.expireInSeconds,
  };
}

/**
 * What each definition's queue needs: `create` when the database has none of that name, `update` when
 * the stored settings differ from the definition (a release changed a retry limit or an expiry), and
 * nothing when they match. pg-boss's `createQueue` keeps an existing queue's old settings as they
 * are (`on conflict do nothing`), so a changed definition would otherwise never reach the database.
 */
export function queueChanges(
  stored: readonly PgBoss.Queue[],
  definitions: readonly JobDefinition[],
): { create: JobDefinition[]; update: JobDefinition[] } {
  const byName = new Map(stored.map((queue) => [queue.name, queue]));
  const create: JobDefinition[] = [];
  const update: JobDefinition[] = [];
  for (const definition of definitions) {
    const queue = byName.get(definition.name);
    if (!queue) {
      create.push(definition);
      continue;
    }
    const wanted = queueOptionsOf(definition);
    const same =
      queue.policy === wanted.policy &&
      queue.retryLimit === wanted.retryLimit &&
      queue.retryDelay === wanted.retryDelay &&
      queue.retryBackoff === wanted.retryBackoff &&
      queue.expireInSeconds === wanted.expireInSeconds;
    if (!same) update.push(definition);
  }
  return { create, update };
}

/**
 * Brings the definitions' queues to their settings with one read of the queue table, then only the
 * creations and updates needed: a restart with unchanged queues sends no `create_queue` call (each
 * one a PL/pgSQL call that, on the embedded PGlite's single connection, held the first requests back).
 */
export async function ensureQueues(boss: PgBoss, definitions: readonly JobDefinition[]): Promise<void> {
  const { create, update } = queueChanges(await boss.getQueues(), definitions);
  for (const definition of create) await boss.createQueue(definition.name, queueOptionsOf(definition));
  for (const definition of update) await boss.updateQueue(definition.name, queueOptionsOf(definition));
}
