/** What the build knows of one output chunk: its file and the chunks it imports statically. */
export interface ChunkImports {
  readonly fileName: string;
  readonly imports: readonly string[];
}

/**
 * Every chunk the loader may preload once (its name without `chunks/` and `.js`, which every chunk
 * has), and per entry the indexes of its static closure.
 */
export interface EntryPreloads {
  readonly chunks: string[];
  readonly byEntry: Record<string, number[]>;
}

/**
 * For each loader entry (id → its file), the chunks it imports statically, transitively, without the
 * entry's own file (the `import()` asks for it at once). As indexes into one list of files, so
 * `facturo.js` carries each file name once however many entries share it.
 */
export function entryPreloads(
  entryFiles: Record<string, string>,
  chunks: readonly ChunkImports[],
): EntryPreloads {
  const importsOf = new Map(chunks.map((chunk) => [chunk.fileName, chunk.imports]));
  const list: string[] = [];
  const index = new Map<string, number>();
  const indexOf = (file: string) => {
    let at = index.get(file);
    if (at === undefined) {
      at = list.push(file.replace(/^chunks\//, '').replace(/\.js$/, '')) - 1;
      index.set(file, at);
    }
    return at;
  };
  const byEntry: Record<string, number[]> = {};
  for (const [id, entryFile] of Object.entries(entryFiles).sort(([a], [b]) => (a < b ? -1 : 1))) {
    const seen = new Set<string>([entryFile]);
    const visit = (file: string) => {
      for (const imported of importsOf.get(file) ?? []) {
        if (seen.has(imported)) continue;
        seen.add(imported);
        visit(imported);
      }
    };
    visit(entryFile);
    seen.delete(entryFile);
    byEntry[id] = [...seen].sort().map(indexOf);
  }
  return { chunks: list, byEntry };
}
