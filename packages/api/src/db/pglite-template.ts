import {
  constants,
  cpSync,
  existsSync,
  mkdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { packageRoot } from '../config/env-config';
import { collectMigrations, type MigrationSource, migrateToLatest } from './migrate';
import { createPglite, openPglite } from './open-database';

// A fresh embedded database costs PGlite an `initdb` (a second WebAssembly PostgreSQL: ~10 s and
// ~800 MB on a busy 2-core machine) and then every migration. The template is that database once,
// migrated and closed: a new data folder is a plain file copy of it (no WebAssembly, no tarball in
// memory), opened like an existing one, and only the migrations added since the build still run.

/** What a template was built from, written beside it (`template.json`). */
interface TemplateManifest {
  /** The PGlite version that wrote it: another version may not read its files. */
  pglite: string;
  /** The migrations it ran. */
  migrations: string[];
}

const DATA = 'data';
const MANIFEST = 'template.json';

/** Where `pnpm run build` keeps the template: `packages/api/.cache/pglite-template/`. */
export function defaultTemplateDir(): string {
  return join(packageRoot(), '.cache', 'pglite-template');
}

/** The installed PGlite's version, from its package.json. */
function pgliteVersion(): string {
  let dir = dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
  for (let depth = 0; depth < 4; depth++, dir = dirname(dir)) {
    const manifest = join(dir, 'package.json');
    if (!existsSync(manifest)) continue;
    const { name, version } = JSON.parse(readFileSync(manifest, 'utf8')) as {
      name?: string;
      version?: string;
    };
    if (name === '@electric-sql/pglite' && version) return version;
  }
  throw new Error('Cannot find the version of @electric-sql/pglite: reinstall with "pnpm install".');
}

function readManifest(dir: string): TemplateManifest | undefined {
  try {
    return JSON.parse(readFileSync(join(dir, MANIFEST), 'utf8')) as TemplateManifest;
  } catch {
    return undefined;
  }
}

/**
 * The template in `dir` when a new data folder may start from it: written by this PGlite version,
 * and every migration it ran is one of `modules`' (it may lack the newest ones: they run after).
 * Undefined otherwise (no template, another PGlite, or another branch's migrations).
 */
export function findPgliteTemplate(
  modules: readonly MigrationSource[],
  dir = defaultTemplateDir(),
): string | undefined {
  const manifest = readManifest(dir);
  if (!manifest || manifest.pglite !== pgliteVersion() || !existsSync(join(dir, DATA, 'PG_VERSION')))
    return undefined;
  const known = new Set(Object.keys(collectMigrations(modules)));
  if (!manifest.migrations.every((name) => known.has(name))) return undefined;
  return join(dir, DATA);
}

/** Whether the template in `dir` ran exactly `modules`' migrations on the installed PGlite. */
export function pgliteTemplateIsCurrent(
  modules: readonly MigrationSource[],
  dir = defaultTemplateDir(),
): boolean {
  const manifest = readManifest(dir);
  const names = Object.keys(collectMigrations(modules)).sort();
  return (
    manifest?.pglite === pgliteVersion() &&
    existsSync(join(dir, DATA, 'PG_VERSION')) &&
    JSON.stringify([...manifest.migrations].sort()) === JSON.stringify(names)
  );
}

/**
 * Builds the template in `dir` (a PGlite data folder, migrated and closed) unless it is current.
 * Returns whether it was built. The folder is built aside and renamed, and the manifest written
 * last, so a reader never takes half of one.
 */
export async function buildPgliteTemplate(
  modules: readonly MigrationSource[],
  dir = defaultTemplateDir(),
): Promise<boolean> {
  if (pgliteTemplateIsCurrent(modules, dir)) return false;
  mkdirSync(dir, { recursive: true });
  rmSync(join(dir, MANIFEST), { force: true });
  const building = join(dir, `${DATA}.building`);
  rmSync(building, { recursive: true, force: true });
  const pglite = await createPglite({ dataDir: building });
  let applied: string[];
  try {
    ({ applied } = await migrateToLatest(openPglite(pglite, { closePglite: false }).db, modules));
  } finally {
    await pglite.close();
  }
  rmSync(join(dir, DATA), { recursive: true, force: true });
  renameSync(building, join(dir, DATA));
  const manifest: TemplateManifest = { pglite: pgliteVersion(), migrations: applied };
  writeFileSync(join(dir, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
  return true;
}

/**
 * Fills the empty data folder `dataDir` with a copy of the template folder `templateData`: copied
 * beside it, then renamed into place, so an interrupted copy never looks like a database.
 */
export function copyPgliteTemplate(templateData: string, dataDir: string): void {
  const copying = `${dataDir}.copying`;
  rmSync(copying, { recursive: true, force: true });
  // A copy-on-write clone where the file system offers one (btrfs, XFS, APFS), a plain copy otherwise.
  cpSync(templateData, copying, { recursive: true, mode: constants.COPYFILE_FICLONE });
  rmSync(dataDir, { recursive: true, force: true });
  renameSync(copying, dataDir);
}
