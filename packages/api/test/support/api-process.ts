import { type ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';
import type { Hono } from 'hono';
import type { AppEnv } from '../../src/http/app-env';

const packageRoot = join(import.meta.dirname, '..', '..');

/** Polls `check` every 200 ms until it answers true (or throws `message` after `timeoutMs`). */
export async function waitFor(check: () => Promise<boolean> | boolean, message: string, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await check()) return;
    if (Date.now() > deadline) throw new Error(`Timed out waiting: ${message}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** An API process started from the sources (`src/main.ts` or `src/worker.ts`) with tsx. */
export interface ApiProcess {
  readonly name: string;
  readonly child: ChildProcess;
  /** Everything it printed (pino JSON lines and errors). */
  readonly output: string[];
  /** Sends SIGTERM and waits for the exit (SIGKILL after 10 s). */
  stop(): Promise<void>;
}

/**
 * Starts `node --import tsx src/<entry>.ts` in packages/api with `env` on top of a test environment,
 * as a deployment would start one instance.
 */
export function startApiProcess(
  name: string,
  entry: 'main' | 'worker',
  env: Record<string, string>,
): ApiProcess {
  const output: string[] = [];
  const child = spawn(
    process.execPath,
    ['--conditions=@facturo/source', '--import', 'tsx', `src/${entry}.ts`],
    {
      cwd: packageRoot,
      env: { PATH: process.env.PATH ?? '', NODE_ENV: 'test', LOG_LEVEL: 'info', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    name,
    child,
    output,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      const killer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(killer);
    },
  };
}

/** `call`'s app over HTTP: requests to `http://localhost/…` go to `baseUrl` instead. */
export function remoteApp(baseUrl: string): Hono<AppEnv> {
  const request = (url: string, init?: RequestInit) => {
    const { pathname, search } = new URL(url);
    return fetch(`${baseUrl}${pathname}${search}`, init);
  };
  return { request } as unknown as Hono<AppEnv>;
}
