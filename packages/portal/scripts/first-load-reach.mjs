// Which modules a page's first load reaches, for the build's chunk groups (vite.config.ts): a module is
// on the first load when a chain of static imports leads to it from the entry or from one of the page's
// lazily loaded roots. It splits a shared group (the icons) into what the landing page shows and what
// only the signed-in app does, without a hand-kept list that would drift from the code.

/**
 * A test for "reached by static imports from an entry or from a module `isRoot` accepts". Each
 * answer is remembered for the chunking pass, which asks about every module of a group.
 * @param {(id: string) => boolean} isRoot
 */
export function firstLoadReach(isRoot) {
  /** @type {Map<string, boolean>} */
  const known = new Map();
  /**
   * @param {string} id
   * @param {import('./first-load-reach.d.mts').ModuleGraph} graph
   */
  return (id, graph) => {
    const cached = known.get(id);
    if (cached !== undefined) return cached;
    // Up the static importers; a module met twice adds nothing (import cycles end here).
    const seen = new Set([id]);
    const queue = [id];
    let reached = false;
    while (queue.length > 0 && !reached) {
      const current = /** @type {string} */ (queue.pop());
      const info = graph.getModuleInfo(current);
      if (!info) continue;
      if (info.isEntry || isRoot(current) || known.get(current) === true) reached = true;
      for (const importer of info.importers) {
        if (!seen.has(importer)) {
          seen.add(importer);
          queue.push(importer);
        }
      }
    }
    known.set(id, reached);
    return reached;
  };
}
