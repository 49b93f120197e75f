/** The part of Rolldown's chunking context the reach test reads. */
export interface ModuleGraph {
  getModuleInfo(id: string): { isEntry: boolean; importers: readonly string[] } | null;
}

/**
 * A test for "reached by static imports from an entry or from a module `isRoot` accepts" (see
 * first-load-reach.mjs); each answer is remembered for the chunking pass.
 */
export function firstLoadReach(isRoot: (id: string) => boolean): (id: string, graph: ModuleGraph) => boolean;
