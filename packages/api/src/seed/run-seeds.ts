import type { ApiModule, SeedContext } from '../kernel/api-module';

/** Runs every module's seeds in module order (each seed is idempotent). */
export async function runSeeds(modules: readonly ApiModule[], context: SeedContext): Promise<string[]> {
  const ran: string[] = [];
  for (const module of modules) {
    for (const seed of module.seeds ?? []) {
      await seed.run(context);
      ran.push(`${module.name}/${seed.name}`);
    }
  }
  return ran;
}
