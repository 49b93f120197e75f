import type { CodeSplittingGroup } from 'rolldown';

/** What the grouping reads of one chunk of a first, ungrouped generation. */
export interface ChunkModules {
  readonly fileName: string;
  readonly imports: readonly string[];
  readonly moduleIds: readonly string[];
  /** An entry or a lazily imported chunk: it can load on its own. */
  readonly loadsAlone: boolean;
  /** A lazily imported chunk only (a widget's later step, its demo data, a catalogue). */
  readonly lazy: boolean;
}

/** The script-tag build's modules the grouping tells apart, by their chunk in the first generation. */
export interface GroupedEntries {
  /** The pricing table's early paint (src/pricing-table/early-plans-paint.ts). */
  readonly earlyPaint: string;
  /** The pricing table's React module, which may share the early paint's chunks. */
  readonly pricingTable: string;
  /** Every widget's React module, the pricing table's included. */
  readonly widgets: readonly string[];
  /** What every widget loads with its own module (React's mount, the session module). */
  readonly withEveryWidget: readonly string[];
}

/** The static closure of `file` (itself included) among `chunks`. */
function closureOf(file: string, importsOf: ReadonlyMap<string, readonly string[]>): Set<string> {
  const seen = new Set<string>();
  const visit = (next: string) => {
    if (seen.has(next)) return;
    seen.add(next);
    for (const imported of importsOf.get(next) ?? []) visit(imported);
  };
  visit(file);
  return seen;
}

/**
 * The chunk groups (`output.codeSplitting.groups`) of the script-tag build, read from a first
 * generation without groups (`chunks`, after tree-shaking, so a module counts where it is really
 * used). Rolldown's own rule gives each set of modules the same entries use a chunk of its own: dozens
 * of files of a few hundred bytes, each a request (HTTP/1.1 serves six at a time) and a gzip stream.
 * - `early-plans` and `widget-base`: the early paint's modules in two files beside its own (instead
 *   of ~10), so it downloads in the first wave beside `GET /plans` and the texts: those only the
 *   pricing table uses, and those another module uses too.
 * - `widget-common`: the other modules every widget uses and nothing else but what every widget loads
 *   anyway (React's mount, the session module): one file where there were several, which no
 *   widget's first download holds more of than before.
 */
export function chunkGroups(chunks: readonly ChunkModules[], entries: GroupedEntries): CodeSplittingGroup[] {
  const importsOf = new Map(chunks.map((chunk) => [chunk.fileName, chunk.imports]));
  // Which chunks that load on their own hold each module in their static closure.
  const users = new Map<string, Set<string>>();
  for (const root of chunks.filter((chunk) => chunk.loadsAlone)) {
    for (const file of closureOf(root.fileName, importsOf)) {
      for (const id of chunks.find((chunk) => chunk.fileName === file)?.moduleIds ?? []) {
        const set = users.get(id) ?? new Set<string>();
        set.add(root.fileName);
        users.set(id, set);
      }
    }
  }
  const everyWidgetLoads = new Set([...entries.widgets, ...entries.withEveryWidget]);
  const lazy = new Set(chunks.filter((chunk) => chunk.lazy).map((chunk) => chunk.fileName));
  const early = new Set<string>();
  const base = new Set<string>();
  const common = new Set<string>();
  for (const [id, set] of users) {
    if (set.has(entries.earlyPaint)) {
      if ([...set].every((user) => user === entries.earlyPaint || user === entries.pricingTable))
        early.add(id);
      else base.add(id);
    } else if (
      entries.widgets.every((widget) => set.has(widget)) &&
      [...set].every((user) => everyWidgetLoads.has(user) || lazy.has(user))
    ) {
      common.add(id);
    }
  }
  // An entry's own module stays in its own file (its name is the loader's to import).
  for (const file of [entries.earlyPaint, ...entries.widgets, ...entries.withEveryWidget]) {
    for (const id of chunks.find((chunk) => chunk.fileName === file)?.moduleIds ?? []) {
      early.delete(id);
      base.delete(id);
      common.delete(id);
    }
  }
  const group = (name: string, members: Set<string>, priority: number): CodeSplittingGroup => ({
    name,
    test: (id) => members.has(id),
    priority,
    // Their dependencies are in the sets already, or belong elsewhere.
    includeDependenciesRecursively: false,
  });
  // The rest as rolldown shares it by default, one chunk per set of users, but said explicitly: with
  // groups alone, rolldown folds a module that one entry and another's lazy chunk share into that
  // entry, and the lazy chunk then loads the whole entry (the session's HTTP code, the login widget).
  const shared = new Set([...users].filter(([, set]) => set.size > 1).map(([id]) => id));
  return [
    group('early-plans', early, 3),
    group('widget-base', base, 2),
    group('widget-common', common, 1),
    { ...group('shared', shared, 0), entriesAware: true },
  ];
}
