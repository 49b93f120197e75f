import { performance } from 'node:perf_hooks';
import type { Logger } from 'pino';

/** Records how long each start-up phase took. */
export interface StartupTimer {
  /** Logs (at debug level) the time since the previous mark as the duration of `phase`. */
  mark(phase: string): void;
}

/**
 * A {@link StartupTimer} whose first phase, `modules`, is the time from the process's start to the
 * call (loading the code). Each mark is one debug line `startup phase` with `phase`, `ms` and
 * `sinceStartMs` and the resident memory then, `rssMb`: `bench/cold-start.ts` reads them, and `LOG_LEVEL=debug` shows where a slow start
 * goes (PGlite initialisation, migrations, seeds, the job queue).
 */
export function createStartupTimer(logger: Logger): StartupTimer {
  let last = 0;
  const timer: StartupTimer = {
    mark(phase) {
      const now = performance.now();
      const rssMb = Math.round(process.memoryUsage.rss() / 1_048_576);
      logger.debug(
        { phase, ms: Math.round(now - last), sinceStartMs: Math.round(now), rssMb },
        'startup phase',
      );
      last = now;
    },
  };
  timer.mark('modules');
  return timer;
}
