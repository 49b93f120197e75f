import type { Migration } from 'kysely/migration';
import type { DemoPasswords } from '../security/demo-passwords';
import type { AppDeps } from './app-deps';
import type { AppEventHandlers } from './app-events';
import type { JobDefinition } from './job-definition';
import type { RouteDefinition } from './route-definition';

/** What a seed may use: the app's dependencies and where to write demo credentials. */
export interface SeedContext {
  deps: AppDeps;
  /** `packages/api/demo-credentials.json` by default; seeds add their accounts to it. */
  credentialsFile: string;
  /** The demo accounts' passwords of this run, hashed once (`runSeeds` provides them). */
  demoPasswords: DemoPasswords;
}

/** Demo data for the embedded database; must be idempotent (it runs on every start). */
export interface Seed {
  name: string;
  run(context: SeedContext): Promise<void>;
}

/**
 * One area of the API: its routes, its migrations and its demo data. Adding an area means writing
 * one of these and listing it in `src/modules/index.ts`; nothing else changes. Its folder imports
 * the lower layers, never another module's (`test/architecture/layers.test.ts`).
 */
export interface ApiModule {
  name: string;
  routes: readonly RouteDefinition[];
  /**
   * Versioned migrations, keyed `NNNN-description` (4 digits, kebab-case). Ranges: 0001–0099
   * accounts and organizations, 0100–0199 billing, 0200–0299 clinic; from 0300 on, one sequence
   * shared by every module (each new migration numbered after the latest).
   * Never edit a migration that has shipped; add a new one.
   */
  migrations?: Readonly<Record<string, Migration>>;
  seeds?: readonly Seed[];
  /** Background work on the job queue, run by worker processes (not by tests, which run jobs by hand). */
  jobs?: readonly JobDefinition[];
  /** What the module does when another part of the API announces an event (see `AppEvents`). */
  on?: AppEventHandlers;
}
