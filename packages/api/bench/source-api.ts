// The API server as the load benchmarks start it: from its sources, as `pnpm start` runs it (its
// Node flags included), quiet (logs cost throughput) and on loopback.
import { type ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';
import { SERVER_NODE_FLAGS } from '../src/config/server-node-flags';

const packageDir = join(import.meta.dirname, '..');

/** Starts `src/main.ts` in a child process with `env` over the benchmark's defaults. */
export function spawnSourceApi(env: Record<string, string>): ChildProcess {
  return spawn(
    process.execPath,
    [...SERVER_NODE_FLAGS, '--conditions=@facturo/source', '--import', 'tsx', 'src/main.ts'],
    {
      cwd: packageDir,
      env: { ...process.env, HOST: '127.0.0.1', SEED_DEMO: 'false', LOG_LEVEL: 'warn', ...env },
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
}
