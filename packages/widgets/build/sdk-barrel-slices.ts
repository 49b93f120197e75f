import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'esbuild';

interface Origin {
  file: string;
  name: string;
}

const EXPORT_FROM = /export\s+(type\s+)?\{([^}]*)\}\s*from\s*'([^']+)'/g;

function resolveSource(fromFile: string, specifier: string): string {
  const base = path.resolve(path.dirname(fromFile), specifier);
  return base.endsWith('.ts') ? base : `${base}.ts`;
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

const IMPORT_FROM = (specifier: string) =>
  new RegExp(`import\\s+(type\\s+)?\\{([^}]*)\\}\\s*from\\s*'${specifier.replace('/', '\\/')}'`, 'g');

/**
 * Build-time barrel splitting for a workspace package imported from source. With code splitting,
 * esbuild assigns modules to chunks by reachability through the import graph, so one import of the
 * sdk's barrel from the loader's core would pull every sdk module (i18next, zod, ky) into a chunk the
 * core loads eagerly. This plugin resolves each file's `import { … } from '@facturo/sdk'` to a slice
 * that re-exports only those names from the modules that define them, so each chunk gets only what
 * it uses. Safe because the sdk is side-effect free (`"sideEffects": false`).
 */
export function sdkBarrelSlices(specifier: string, barrel: string): Plugin {
  const origins = barrelOrigins(barrel);
  return {
    name: 'sdk-barrel-slices',
    setup(build) {
      build.onResolve({ filter: new RegExp(`^${specifier.replace('/', '\\/')}$`) }, (args) =>
        args.kind === 'import-statement' ? { path: args.importer, namespace: 'sdk-slice' } : undefined,
      );
      build.onLoad({ filter: /.*/, namespace: 'sdk-slice' }, ({ path: importer }) => {
        const byFile = new Map<string, string[]>();
        for (const [, typeOnly, list] of readFileSync(importer, 'utf8').matchAll(IMPORT_FROM(specifier))) {
          if (typeOnly || !list) continue;
          for (const entry of list.split(',')) {
            const trimmed = entry.trim();
            if (!trimmed || trimmed.startsWith('type ')) continue;
            const name = trimmed.split(/\s+as\s+/)[0] as string;
            const origin = origins.get(name);
            if (!origin)
              throw new Error(`${specifier} has no export named ${name} (imported by ${importer}).`);
            byFile.set(origin.file, [...(byFile.get(origin.file) ?? []), `${origin.name} as ${name}`]);
          }
        }
        const contents = [...byFile]
          .map(([file, names]) => `export { ${names.join(', ')} } from ${JSON.stringify(file)};`)
          .join('\n');
        return { contents, loader: 'ts', resolveDir: path.dirname(barrel) };
      });
    },
  };
}
