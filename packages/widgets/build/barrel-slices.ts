import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'esbuild';

interface Origin {
  /** An absolute file, or a bare package specifier (`@tabler/icons-react/…`). */
  file: string;
  name: string;
}

const EXPORT_FROM = /export\s+(type\s+)?\{([^}]*)\}\s*from\s*'([^']+)'/g;
const IMPORT_FROM = /import\s+(type\s+)?\{([^}]*)\}\s*from\s*'([^']+)'/g;

function resolveSource(fromFile: string, specifier: string): string {
  if (!specifier.startsWith('.')) return specifier;
  const base = path.resolve(path.dirname(fromFile), specifier);
  return /\.tsx?$/.test(base) ? base : `${base}.ts`;
}

/** Where each name a barrel exports is defined, following nested `index.ts` barrels. */
function barrelOrigins(barrel: string, seen = new Set<string>()): Map<string, Origin> {
  const origins = new Map<string, Origin>();
  if (seen.has(barrel)) return origins;
  seen.add(barrel);
  for (const [, typeOnly, list, specifier] of readFileSync(barrel, 'utf8').matchAll(EXPORT_FROM)) {
    if (typeOnly || !list || !specifier) continue;
    const target = resolveSource(barrel, specifier);
    const nested = path.basename(target) === 'index.ts' ? barrelOrigins(target, seen) : null;
    for (const entry of list.split(',')) {
      const [local, exported = local] = entry
        .trim()
        .replace(/^type\s+/, '')
        .split(/\s+as\s+/);
      if (!local || entry.trim().startsWith('type ')) continue;
      origins.set(exported as string, nested?.get(local) ?? { file: target, name: local });
    }
  }
  return origins;
}

/** A barrel to slice: its file, and how importers name it. */
export interface SlicedBarrel {
  /** The barrel's absolute path (`…/sdk/src/index.ts`). */
  barrel: string;
  /** A bare specifier that means the barrel (`@facturo/sdk`); relative imports of the file always do. */
  specifier?: string;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/**
 * Build-time barrel splitting. With code splitting, esbuild assigns a module to a chunk by which entry
 * points reach the *file*, not by which of its exports they use: one `import { … }` of a barrel from a
 * widget makes every module behind the barrel reachable from that widget. An import of the sdk's
 * barrel from the loader's core would pull i18next, zod and ky into a chunk the core loads eagerly;
 * an import of `ui/icons` from the pricing table would put every icon of every widget in the chunk it
 * shares with them. This plugin resolves each file's `import { … }` of a listed barrel to a slice that
 * re-exports only those names from the modules that define them, so each chunk gets only what it
 * uses. Safe because the barrels are side-effect free (re-exports only; the sdk is `"sideEffects": false`).
 */
export function barrelSlices(barrels: readonly SlicedBarrel[]): Plugin {
  const origins = new Map(barrels.map(({ barrel }) => [barrel, barrelOrigins(barrel)]));
  const barrelFor = (specifier: string, importer: string): string | undefined => {
    const bare = barrels.find((candidate) => candidate.specifier === specifier);
    if (bare) return bare.barrel;
    if (!specifier.startsWith('.')) return undefined;
    const resolved = resolveSource(importer, specifier);
    return origins.has(resolved) ? resolved : undefined;
  };
  const names = barrels.flatMap(({ barrel, specifier }) => [
    ...(specifier ? [`^${escapeRegExp(specifier)}$`] : []),
    `/${escapeRegExp(path.basename(barrel, '.ts'))}$`,
  ]);
  return {
    name: 'barrel-slices',
    setup(build) {
      build.onResolve({ filter: new RegExp(names.join('|')) }, (args) => {
        if (args.kind !== 'import-statement') return undefined;
        const barrel = barrelFor(args.path, args.importer);
        // One slice per importer and barrel: the path carries both.
        return barrel ? { path: `${args.importer}?${barrel}`, namespace: 'barrel-slice' } : undefined;
      });
      build.onLoad({ filter: /.*/, namespace: 'barrel-slice' }, ({ path: slicePath }) => {
        const [importer, barrel] = slicePath.split('?') as [string, string];
        const known = origins.get(barrel) as Map<string, Origin>;
        const byFile = new Map<string, string[]>();
        for (const [, typeOnly, list, specifier] of readFileSync(importer, 'utf8').matchAll(IMPORT_FROM)) {
          if (typeOnly || !list || !specifier || barrelFor(specifier, importer) !== barrel) continue;
          for (const entry of list.split(',')) {
            const trimmed = entry.trim();
            if (!trimmed || trimmed.startsWith('type ')) continue;
            const name = trimmed.split(/\s+as\s+/)[0] as string;
            const origin = known.get(name);
            if (!origin) throw new Error(`${barrel} has no export named ${name} (imported by ${importer}).`);
            byFile.set(origin.file, [...(byFile.get(origin.file) ?? []), `${origin.name} as ${name}`]);
          }
        }
        const contents = [...byFile]
          .map(([file, list]) => `export { ${list.join(', ')} } from ${JSON.stringify(file)};`)
          .join('\n');
        return { contents, loader: 'ts', resolveDir: path.dirname(barrel) };
      });
    },
  };
}
