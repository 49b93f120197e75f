import { readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** The file in `DATA_DIR` that says which process has the embedded database open. */
export const EMBEDDED_LOCK_FILE = 'pglite.lock';

/** What the lock file holds. */
interface LockOwner {
  pid: number;
  /** What opened it: `API server`, `billing-job command`… */
  purpose: string;
  since: string;
}

/** The embedded database is open in another running process. */
export class EmbeddedDatabaseBusyError extends Error {
  override readonly name = 'EmbeddedDatabaseBusyError';
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readOwner(file: string): LockOwner | null {
  try {
    const owner = JSON.parse(readFileSync(file, 'utf8')) as Partial<LockOwner>;
    return typeof owner.pid === 'number' ? (owner as LockOwner) : null;
  } catch {
    return null;
  }
}

/**
 * Takes the embedded database of `dataDir` for this process, or throws
 * {@link EmbeddedDatabaseBusyError} when a live process holds it. PGlite is a single-process
 * database: a second process opening the same folder (a `billing-job` run next to the server)
 * would corrupt it. A lock left by a process that died is taken over. Returns the release function
 * (also run when the process exits).
 */
export function lockEmbeddedDatabase(dataDir: string, purpose: string): () => void {
  const file = join(dataDir, EMBEDDED_LOCK_FILE);
  const mine: LockOwner = { pid: process.pid, purpose, since: new Date().toISOString() };
  for (let attempt = 0; ; attempt++) {
    try {
      writeFileSync(file, JSON.stringify(mine), { flag: 'wx' });
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST' || attempt > 2) throw error;
      const owner = readOwner(file);
      if (owner && owner.pid !== process.pid && isRunning(owner.pid)) {
        throw new EmbeddedDatabaseBusyError(
          `The embedded database in ${dataDir} is in use by the ${owner.purpose} (process ${owner.pid}, since ${owner.since}). ` +
            'PGlite can only be opened by one process at a time: stop that process first, let the running server do the work ' +
            '(its billing job runs every BILLING_JOB_INTERVAL_SECONDS), or use PostgreSQL with DATABASE_URL.',
        );
      }
      // Left behind by a process that is gone: take it over.
      unlinkSync(file);
    }
  }
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    process.off('exit', release);
    if (readOwner(file)?.pid === process.pid) unlinkSync(file);
  };
  process.on('exit', release);
  return release;
}
