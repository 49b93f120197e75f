import type { Logger } from 'pino';

/**
 * Work a request starts but does not wait for: its answer must not depend on how (or how fast)
 * the work goes. The password-reset e-mail is the case in point, since a slow or failing mail
 * server would otherwise tell a caller which addresses have accounts.
 */
export interface DeferredTasks {
  /** Starts `task` without waiting for it. A failure is logged under `label`, never thrown. */
  defer(label: string, task: () => Promise<void>): void;
  /** Resolves once every task started so far (and any they started) has finished. */
  settled(): Promise<void>;
}

/**
 * An in-process {@link DeferredTasks}. `main` waits for `settled()` before closing the database on
 * shutdown; tests wait for it before reading what a deferred task wrote.
 */
export function createDeferredTasks(logger: Pick<Logger, 'error'>): DeferredTasks {
  const running = new Set<Promise<void>>();
  return {
    defer(label, task) {
      const run: Promise<void> = Promise.resolve()
        .then(task)
        .catch((error: unknown) => logger.error({ err: error, task: label }, 'deferred task failed'))
        .finally(() => running.delete(run));
      running.add(run);
    },
    async settled() {
      while (running.size > 0) await Promise.allSettled([...running]);
    },
  };
}
