import { buildPgliteTemplate, defaultTemplateDir } from './db/pglite-template';
import { apiModules } from './modules/index';

// Run by `pnpm run build` after tsup: leaves the migrated embedded database a new data folder starts
// from (`.cache/pglite-template/`), rebuilt only when the migrations or the PGlite version changed.
const started = Date.now();
const built = await buildPgliteTemplate(apiModules);
console.info(
  built
    ? `Embedded database template built in ${((Date.now() - started) / 1000).toFixed(1)} s: ${defaultTemplateDir()}`
    : 'Embedded database template is up to date.',
);
