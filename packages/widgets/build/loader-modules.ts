import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'rolldown';

const EXPORTED = /^export (?:async )?(?:const|function|class) (\w+)/gm;

/**
 * For the widget modules' build: the modules `facturo.js` shares with them (their ids under `src/`,
 * see src/script-tag/loader-modules.ts) are not bundled again but read from the loader, through
 * `window.Facturo`, so there is one page configuration and one stylesheet on the page. Only `const`,
 * `function` and `class` exports are supported (no live `let` bindings), which the build checks.
 */
export function loaderModules(srcDir: string, ids: readonly string[]): Plugin {
  const byFile = new Map(ids.map((id) => [path.join(srcDir, `${id}.ts`), id]));
  return {
    name: 'loader-modules',
    load(file) {
      const id = byFile.get(file);
      if (!id) return undefined;
      const source = readFileSync(file, 'utf8');
      if (/^export (?:let|var|default)\b|^export \{/m.test(source)) {
        throw new Error(
          `loader-modules: ${id} exports something this shim cannot forward; use const, function or class.`,
        );
      }
      const names = [...source.matchAll(EXPORTED)].map((match) => match[1] as string);
      return [
        `const shared = globalThis.Facturo?.[Symbol.for('facturo.loader-modules')]?.[${JSON.stringify(id)}];`,
        `if (!shared) throw new Error('Facturo: widget modules are loaded by facturo.js; include it instead of importing them.');`,
        ...names.map((name) => `export const ${name} = shared.${name};`),
      ].join('\n');
    },
  };
}
