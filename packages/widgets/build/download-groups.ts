import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'esbuild';

const EXTENSIONS = ['.ts', '.tsx'];

/**
 * For the widget modules' build: lazily imported modules that download together, as one file.
 * esbuild makes every `import()` target an entry point and cuts chunks by the set of entry points
 * that reach each module, so two modules a widget always needs at the same moment (the checkout's
 * later screens and the checks of the answers those screens cause) would become two entries, and
 * every module they share with other widgets (the sdk's schemas) would be cut into smaller chunks,
 * growing the first download of the login and the invoice list. Source code keeps each import where
 * it belongs; this build resolves an `import()` of any member of a group (ids under `src/`, without
 * extension) to one module that re-exports every member, so the group is one entry.
 */
export function downloadGroups(srcDir: string, groups: readonly (readonly string[])[]): Plugin {
  const fileOf = (id: string) =>
    EXTENSIONS.map((extension) => path.join(srcDir, `${id}${extension}`)).find((file) => existsSync(file));
  const groupByFile = new Map<string, string>();
  const members = new Map<string, string[]>();
  for (const group of groups) {
    // Named after its first member: the file is `<first member>-<hash>.js`.
    const name = group[0] ?? '';
    const files = group.map((id) => {
      const file = fileOf(id);
      if (!file) throw new Error(`download-groups: ${id} is not a module under src/.`);
      groupByFile.set(file, name);
      return file;
    });
    members.set(name, files);
  }
  return {
    name: 'download-groups',
    setup(build) {
      build.onResolve({ filter: /^\./ }, (args) => {
        if (args.kind !== 'dynamic-import') return undefined;
        const base = path.resolve(args.resolveDir, args.path);
        const file = [base, ...EXTENSIONS.map((extension) => base + extension)].find((candidate) =>
          groupByFile.has(candidate),
        );
        return file ? { path: groupByFile.get(file), namespace: 'download-group' } : undefined;
      });
      build.onLoad({ filter: /.*/, namespace: 'download-group' }, ({ path: name }) => ({
        contents: (members.get(name) ?? [])
          .map((file) => `export * from ${JSON.stringify(file)};`)
          .join('\n'),
        loader: 'ts',
        resolveDir: srcDir,
      }));
    },
  };
}
