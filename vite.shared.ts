// Resolution shared by every Vite and Vitest config in the workspace: workspace packages are read
// from their TypeScript source through the "@facturo/source" export condition, so nothing needs a
// build before it is tested or served (the pattern TanStack Query uses).
import { defaultClientConditions, defaultServerConditions } from 'vite';

/** The custom export condition that points workspace packages at `src/`. */
export const SOURCE_CONDITION = '@facturo/source';

/** `resolve` + `ssr.resolve` options that make Vite and Vitest read workspace sources. */
export const sourceResolution = {
  resolve: { conditions: [SOURCE_CONDITION, ...defaultClientConditions] },
  ssr: { resolve: { conditions: [SOURCE_CONDITION, ...defaultServerConditions] } },
};
