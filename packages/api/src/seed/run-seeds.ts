import type { ApiModule, SeedContext } from '../kernel/api-module';
import { createDemoPasswords } from '../security/demo-passwords';

/**
 * Runs every module's seeds in module order (each seed is idempotent). The accounts that need a new
 * password in this run share one, hashed once (see `DemoPasswords`).
 */
export async function runSeeds(
  modules: readonly ApiModule[],
  options: Omit<SeedContext, 'demoPasswords'>,
): Promise<string[]> {
  const context: SeedContext = { ...options, demoPasswords: createDemoPasswords(options.deps.passwords) };
  const ran: string[] = [];
  for (const module of modules) {
    for (const seed of module.seeds ?? []) {
      await seed.run(context);
      ran.push(`${module.name}/${seed.name}`);
    }
  }
  return ran;
}
