import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin } from 'esbuild';

const DYNAMIC_IMPORT = /\bimport\(\s*'(\.{1,2}\/[^']+)'\s*\)/g;
const EXTENSIONS = ['.ts', '.tsx', '/index.ts'];

function resolveRelative(importer: string, specifier: string): string | undefined {
  const base = path.resolve(path.dirname(importer), specifier);
  return EXTENSIONS.map((extension) => base + extension).find((candidate) => existsSync(candidate));
}

/** An entry's id: its path under `src/` without extension (`pricing-table/pricing-table`). */
export const entryId = (srcDir: string, file: string) =>
  path
    .relative(srcDir, file)
    .replace(/\.tsx?$/, '')
    .split(path.sep)
    .join('/');

/**
 * For the loader's build (a classic script, which cannot split): every `import('./…')` in the source
 * files it bundles becomes `importEntry('<id>')` (src/script-tag/entry-import.ts), which imports that
 * module from the ES-module build next to `facturo.js`. The modules met this way are added to
 * `entries`: they are the ES-module build's entry points. (Comments that merely mention an import are
 * rewritten too, harmlessly.)
 */
export function loaderEntries(srcDir: string, entries: Map<string, string>): Plugin {
  const entryImport = path.join(srcDir, 'script-tag/entry-import.ts');
  return {
    name: 'loader-entries',
    setup(build) {
      build.onLoad({ filter: /\.tsx?$/ }, async (args) => {
        if (!args.path.startsWith(srcDir)) return undefined;
        const source = await readFile(args.path, 'utf8');
        let rewritten = false;
        const contents = source.replace(DYNAMIC_IMPORT, (call, specifier: string) => {
          const target = resolveRelative(args.path, specifier);
          if (!target) return call;
          const id = entryId(srcDir, target);
          entries.set(id, target);
          rewritten = true;
          return `importEntry(${JSON.stringify(id)})`;
        });
        if (!rewritten) return undefined;
        return {
          contents: `import { importEntry } from ${JSON.stringify(entryImport)};\n${contents}`,
          loader: args.path.endsWith('.tsx') ? 'tsx' : 'ts',
          resolveDir: path.dirname(args.path),
        };
      });
    },
  };
}
