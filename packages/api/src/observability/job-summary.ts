import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/database.types';

/** What one queue holds, for operators: waiting, running, and how recent work ended. */
export interface QueueSummary {
  name: string;
  /** Waiting to run (new, or waiting for a retry after a failure). */
  queued: number;
  /** Held by a worker now. */
  active: number;
  /** Failed for good (retries spent) in the last 24 hours. */
  failed: number;
  /** Finished in the last hour. */
  completed: number;
  /** When the oldest waiting job was queued; null when none waits. */
  oldestQueuedAt: Date | null;
  /** When a job of this queue last finished. */
  lastCompletedAt: Date | null;
}

// Counts come back as strings or numbers depending on the engine; aliases are camelCase because
// Kysely's CamelCasePlugin renames result columns anyway.
interface SummaryRow extends Omit<QueueSummary, 'queued' | 'active' | 'failed' | 'completed'> {
  queued: number | string;
  active: number | string;
  failed: number | string;
  completed: number | string;
}

/**
 * Reads every queue's counts straight from pg-boss's tables in `schema`, so any API instance can
 * show them (a web instance runs no pg-boss). An empty list while no worker has created the schema.
 */
export async function readJobSummary(db: Kysely<Database>, schema: string): Promise<QueueSummary[]> {
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(schema)) throw new Error(`Invalid job queue schema "${schema}".`);
  const installed = await sql<{
    table: string | null;
  }>`select to_regclass(${`${schema}.queue`})::text as "table"`
    .execute(db)
    .then((result) => result.rows[0]?.table);
  if (!installed) return [];
  const { rows } = await sql<SummaryRow>`
    select q.name,
      count(j.id) filter (where j.state in ('created', 'retry')) as queued,
      count(j.id) filter (where j.state = 'active') as active,
      count(j.id) filter (where j.state = 'failed' and j.completed_on > now() - interval '24 hours') as failed,
      count(j.id) filter (where j.state = 'completed' and j.completed_on > now() - interval '1 hour') as completed,
      min(j.created_on) filter (where j.state in ('created', 'retry')) as "oldestQueuedAt",
      max(j.completed_on) filter (where j.state = 'completed') as "lastCompletedAt"
    from ${sql.id(schema, 'queue')} q
    left join ${sql.id(schema, 'job')} j on j.name = q.name
    group by q.name
    order by q.name`.execute(db);
  return rows.map((row) => ({
    name: row.name,
    queued: Number(row.queued),
    active: Number(row.active),
    failed: Number(row.failed),
    completed: Number(row.completed),
    oldestQueuedAt: row.oldestQueuedAt,
    lastCompletedAt: row.lastCompletedAt,
  }));
}
