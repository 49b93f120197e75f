import type PgBoss from 'pg-boss';
import { describe, expect, test } from 'vitest';
import { queueChanges, queueOptionsOf } from '../../src/jobs/job-queue-setup';
import type { JobDefinition } from '../../src/kernel/job-definition';

const definition = (name: string, extra: Partial<JobDefinition> = {}): JobDefinition => ({
  name,
  policy: 'standard',
  retryLimit: 3,
  retryDelaySeconds: 30,
  expireInSeconds: 600,
  run: async () => undefined,
  ...extra,
});

/** The row pg-boss keeps for a queue created from `of`, with `changes` applied. */
const stored = (of: JobDefinition, changes: Partial<PgBoss.Queue> = {}): PgBoss.Queue => ({
  ...queueOptionsOf(of),
  ...changes,
});

const mail = definition('mail-delivery');

describe('queueChanges', () => {
  test.each<[string, PgBoss.Queue[], JobDefinition[], { create: string[]; update: string[] }]>([
    [
      'a new database: every queue is created',
      [],
      [mail, definition('billing-run')],
      { create: ['mail-delivery', 'billing-run'], update: [] },
    ],
    [
      'a restart with the same definitions: nothing to send',
      [stored(mail)],
      [mail],
      { create: [], update: [] },
    ],
    [
      'a release raised the retry limit',
      [stored(mail, { retryLimit: 2 })],
      [mail],
      { create: [], update: ['mail-delivery'] },
    ],
    [
      'a release changed the expiry',
      [stored(mail, { expireInSeconds: 60 })],
      [mail],
      { create: [], update: ['mail-delivery'] },
    ],
    [
      'a queue made without backoff',
      [stored(mail, { retryBackoff: false })],
      [mail],
      { create: [], update: ['mail-delivery'] },
    ],
    [
      'a queue made with another policy',
      [stored(mail, { policy: 'singleton' })],
      [mail],
      { create: [], update: ['mail-delivery'] },
    ],
    [
      'a queue made with another retry delay',
      [stored(mail, { retryDelay: 0 })],
      [mail],
      { create: [], update: ['mail-delivery'] },
    ],
    [
      'queues of other workers are left alone',
      [stored(definition('reports'))],
      [mail],
      { create: ['mail-delivery'], update: [] },
    ],
  ])('%s', (_case, rows, definitions, expected) => {
    const { create, update } = queueChanges(rows, definitions);
    expect({ create: create.map((each) => each.name), update: update.map((each) => each.name) }).toEqual(
      expected,
    );
  });
});
