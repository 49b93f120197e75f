import { Writable } from 'node:stream';
import type { Hono } from 'hono';
import { afterAll, beforeAll } from 'vitest';
import { type BuildDepsOptions, buildDeps } from '../../src/app/build-deps';
import { createApp } from '../../src/app/create-app';
import { type AppConfig, defineConfig } from '../../src/config/app-config';
import type { AppEnv } from '../../src/http/app-env';
import type { AppDeps } from '../../src/kernel/app-deps';
import { createDeferredTasks } from '../../src/kernel/deferred-tasks';
import { createLogger } from '../../src/logging/logger';
import { apiModules } from '../../src/modules/index';
import type { Clock } from '../../src/time/clock';
import { checkDeclaredErrors } from './declared-errors';
import { createTestDatabase, type TestDatabase } from './test-database';

/** A clock the test moves by hand. */
export interface TestClock extends Clock {
  advance(seconds: number): void;
  set(date: Date): void;
}

/** A clock that starts at `start` (the real now by default) and only moves when told. */
export function createTestClock(start = new Date()): TestClock {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advance: (seconds) => {
      current += seconds * 1000;
    },
    set: (date) => {
      current = date.getTime();
    },
  };
}

/** The configuration every test app starts from: cheap argon2, proxy headers trusted, responses checked. */
export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return defineConfig({
    environment: 'test',
    jwtSecret: 'test-secret-that-is-long-enough-for-hs256-signing',
    trustProxy: true,
    passwordHashing: { memoryCost: 1024, timeCost: 1, parallelism: 1 },
    publicAppUrl: 'https://portal.facturo.test',
    corsOrigins: ['https://partner.example'],
    ...overrides,
  });
}

/** One test file's app over its own database schema. */
export interface TestApp {
  readonly app: Hono<AppEnv>;
  readonly deps: AppDeps;
  readonly database: TestDatabase;
  readonly clock: TestClock;
  /** Every log line written so far (JSON strings). */
  readonly logs: string[];
  /** Another app over the same database with different settings (captcha, production…). */
  variant(
    overrides: { config?: Partial<AppConfig> } & Partial<Omit<BuildDepsOptions, 'config' | 'database'>>,
  ): {
    app: Hono<AppEnv>;
    deps: AppDeps;
  };
}

/**
 * Registers `beforeAll`/`afterAll` hooks that create the file's database schema and app, and drop
 * them afterwards. Call it at the top of a test file; read its properties inside tests.
 */
export function setupTestApp(options: { config?: Partial<AppConfig> } = {}): TestApp {
  const state: {
    app?: Hono<AppEnv>;
    deps?: AppDeps;
    database?: TestDatabase;
  } = {};
  const logs: string[] = [];
  const clock = createTestClock();
  const destination = new Writable({
    write(chunk, _encoding, done) {
      logs.push(...String(chunk).split('\n').filter(Boolean));
      done();
    },
  });
  const logger = createLogger({ level: 'debug', destination });
  // One set for every variant, so a test can wait for what any of its apps deferred.
  const deferred = createDeferredTasks(logger);
  const modules = checkDeclaredErrors(apiModules);
  const make: TestApp['variant'] = (overrides) => {
    if (!state.database) throw new Error('The test database is not ready yet: use the app inside tests.');
    const { config, ...rest } = overrides;
    const deps = buildDeps({
      config: testConfig({ ...options.config, ...config }),
      database: state.database,
      clock,
      logger,
      deferred,
      ...rest,
    });
    return { app: createApp(deps, { modules }), deps };
  };

  beforeAll(async () => {
    state.database = await createTestDatabase();
    const { app, deps } = make({});
    state.app = app;
    state.deps = deps;
  });
  afterAll(async () => {
    await deferred.settled();
    await state.database?.close();
  });

  const required = <T>(value: T | undefined, name: string): T => {
    if (value === undefined) throw new Error(`${name} is not ready: use it inside a test or hook.`);
    return value;
  };
  return {
    get app() {
      return required(state.app, 'app');
    },
    get deps() {
      return required(state.deps, 'deps');
    },
    get database() {
      return required(state.database, 'database');
    },
    clock,
    logs,
    variant: make,
  };
}
