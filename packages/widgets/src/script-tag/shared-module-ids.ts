/**
 * The modules `facturo.js` shares with the widget modules (paths under `src/`, without extension); see
 * `loader-modules.ts`. Apart, with no imports, so the build reads the list without loading them.
 */
export const SHARED_MODULE_IDS = [
  'runtime/core/config/config-store',
  'runtime/core/styles/css-registry',
  'runtime/core/data/early-requests',
] as const;
