import { execFileSync, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './free-port';

/** A running throwaway PostgreSQL cluster. */
export interface PostgresCluster {
  url: string;
  stop(): void;
}

/** The newest Debian PostgreSQL `bin` folder with `initdb` (`/usr/lib/postgresql/<version>/bin`), or `PG_BIN`. */
export function findPostgresBin(): string | undefined {
  if (process.env.PG_BIN && existsSync(join(process.env.PG_BIN, 'initdb'))) return process.env.PG_BIN;
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root)
    .filter((version) => existsSync(join(root, version, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? join(root, versions[0], 'bin') : undefined;
}

/**
 * Starts PostgreSQL in a temporary folder on 127.0.0.1 and a free port (trust auth, fsync off: it
 * only lives for a test run or a benchmark). PostgreSQL refuses to run as root, so under root it runs
 * as the `postgres` user Debian's package creates.
 */
export async function startPostgresCluster(): Promise<PostgresCluster> {
  const bin = findPostgresBin();
  if (!bin) {
    throw new Error(
      'PostgreSQL is not installed: run `npm test` (it installs Debian "postgresql"), `apt-get install postgresql`, or set FACTURO_TEST_DATABASE_URL.',
    );
  }
  const dir = mkdtempSync(join(tmpdir(), 'facturo-pg-'));
  const asRoot = process.getuid?.() === 0;
  const prefix: string[] = [];
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
    chownSync(dir, uid, gid);
    prefix.push('runuser', '-u', 'postgres', '--');
  }
  const run = (command: string, args: string[]) => {
    const [program, ...rest] = [...prefix, join(bin, command), ...args];
    const result = spawnSync(program as string, rest, { encoding: 'utf8' });
    if (result.status !== 0) throw new Error(`${command} failed: ${result.stderr || result.stdout}`);
  };
  const data = join(dir, 'data');
  const port = await freePort();
  run('initdb', ['-D', data, '-U', 'facturo', '--auth=trust', '-E', 'UTF8', '--no-locale', '--no-sync']);
  run('pg_ctl', [
    '-D',
    data,
    '-l',
    join(dir, 'server.log'),
    '-w',
    '-t',
    '60',
    '-o',
    `-p ${port} -h 127.0.0.1 -k ${dir} -F -c max_connections=200`,
    'start',
  ]);
  let stopped = false;
  return {
    url: `postgres://facturo@127.0.0.1:${port}/postgres`,
    stop: () => {
      if (stopped) return;
      stopped = true;
      try {
        run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
