// The PostgreSQL half of the API benchmarks. PGlite needs nothing installed; PostgreSQL needs
// Debian's `postgresql` (`pnpm bench` installs it when it can). When the server cannot start, the
// PGlite results are still printed and the PostgreSQL column says why it is empty.
import type { BenchResult } from '../../../scripts/lib/bench-format.mjs';
import { startPostgresCluster } from '../test/support/postgres-cluster';

/** A measurement on PostgreSQL, or the reason there is none. */
export type PostgresSide<M> = { measured: M } | { skipped: string };

const firstLine = (error: unknown) =>
  (error instanceof Error ? error.message : String(error)).split('\n')[0]?.slice(0, 100) ?? 'unknown error';

/**
 * Starts a throwaway PostgreSQL cluster, runs `measure` against its URL and stops it. A cluster
 * that cannot start is a skip (the machine lacks PostgreSQL); a failure while measuring is a bug,
 * so it is printed and the run's exit code fails, but the PGlite results are still reported.
 */
export async function measureOnPostgres<M>(measure: (url: string) => Promise<M>): Promise<PostgresSide<M>> {
  let cluster: Awaited<ReturnType<typeof startPostgresCluster>>;
  try {
    cluster = await startPostgresCluster();
  } catch (error) {
    console.log(`PostgreSQL skipped: ${firstLine(error)}`);
    return { skipped: firstLine(error) };
  }
  try {
    return { measured: await measure(cluster.url) };
  } catch (error) {
    console.error('The PostgreSQL measurement failed:', error);
    process.exitCode = 1;
    return { skipped: `failed: ${firstLine(error)}` };
  } finally {
    cluster.stop();
  }
}

/** One metric's result fields: PostgreSQL as the value (or why it is missing), PGlite as the baseline. */
export function sideBySide<M extends Record<string, number>>(
  postgres: PostgresSide<M>,
  pglite: M,
  key: keyof M,
): Pick<BenchResult, 'value' | 'skipped' | 'baseline' | 'baselineLabel'> {
  return {
    ...('measured' in postgres ? { value: postgres.measured[key] } : { skipped: postgres.skipped }),
    baseline: pglite[key],
    baselineLabel: 'PGlite',
  };
}
