import { readFile } from 'node:fs/promises';
import type { Plugin } from 'rolldown';

// zod keeps its configuration on `globalThis.__zod_globalConfig` so that several copies of zod on one
// page share it. The script tag bundles exactly one copy and never configures it, and the widgets
// promise partners no global besides `window.Facturo` (issue 6), so the script-tag build gives zod a
// module-local object instead. Exact texts, so a zod upgrade that moves them fails the build here
// rather than quietly bringing the global back.
const REPLACEMENTS: readonly [string, string][] = [
  [
    '(_a = globalThis).__zod_globalConfig ?? (_a.__zod_globalConfig = {});\nexport const globalConfig = globalThis.__zod_globalConfig;',
    'export const globalConfig = {};',
  ],
  ['globalThis.__zod_globalConfig?.postProcessor', 'globalConfig.postProcessor'],
];

/** Keeps zod's configuration object inside the bundle instead of on `globalThis`. */
export function zodLocalConfig(): Plugin {
  return {
    name: 'zod-local-config',
    async load(file) {
      if (!/[\\/]zod[\\/]v4[\\/]core[\\/]core\.js$/.test(file)) return undefined;
      let contents = await readFile(file, 'utf8');
      for (const [from, to] of REPLACEMENTS) {
        if (!contents.includes(from)) {
          throw new Error(
            `zod-local-config: ${file} no longer contains ${JSON.stringify(from)}; update build/zod-local-config.ts for this zod version.`,
          );
        }
        contents = contents.replace(from, to);
      }
      if (contents.includes('__zod_globalConfig')) {
        throw new Error(`zod-local-config: ${file} still reads __zod_globalConfig; extend the replacements.`);
      }
      return contents;
    },
  };
}
