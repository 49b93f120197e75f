// What a visitor downloads before a widget or the portal's landing can show anything, read from the
// build's own manifests (no browser): the gzip size (level 9) of every file in the static closure of
// the modules a first view needs, each file once. Deterministic for a given build, so the budgets in
// size-budgets.json are exact (the timing side lives in `pnpm bench`).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const gzipSize = (file) => gzipSync(readFileSync(file), { level: 9 }).length;

/**
 * The script tag: `facturo.js`, plus, for a widget, the modules it needs before it can render (the
 * loader's eager modules, React and the widget, with their static imports) and its texts in Spanish.
 * @param {string} dir the script-tag build (`packages/widgets/dist/script-tag`)
 * @param {{ eager: string[], entry?: string, namespaces?: string[] }} view
 * @returns {{ bytes: number, files: string[] }}
 */
export function scriptTagDownload(dir, view) {
  const manifest = JSON.parse(readFileSync(join(dir, 'manifest.json'), 'utf8'));
  const files = new Set([manifest.loader]);
  const visit = (file) => {
    if (files.has(file)) return;
    files.add(file);
    for (const imported of manifest.modules[file]?.imports ?? []) visit(imported);
  };
  for (const id of [...view.eager, ...(view.entry ? [view.entry] : [])]) {
    const file = manifest.entries[id];
    if (!file)
      throw new Error(
        `size budgets: the script-tag manifest has no entry "${id}"; update size-budgets.json.`,
      );
    visit(file);
  }
  for (const namespace of view.namespaces ?? []) {
    const source = `catalogues/es/${namespace.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}.ts`;
    const file = Object.keys(manifest.modules).find((name) =>
      manifest.modules[name].facade?.endsWith(source),
    );
    if (!file)
      throw new Error(`size budgets: no Spanish catalogue chunk for "${namespace}" in the script-tag build.`);
    visit(file);
  }
  const list = [...files];
  return { bytes: list.reduce((sum, file) => sum + gzipSize(join(dir, file)), 0), files: list };
}

/**
 * A Vite build's first view: the static closure (JavaScript and CSS) of the given manifest keys
 * (`index.html` and the lazy route modules the view opens), with the Spanish catalogues it loads.
 * @param {string} dist the Vite build (`packages/portal/dist`)
 * @param {{ modules: string[], namespaces?: string[] }} view
 * @returns {{ bytes: number, files: string[] }}
 */
export function viteDownload(dist, view) {
  const manifestFile = join(dist, '.vite', 'manifest.json');
  if (!existsSync(manifestFile))
    throw new Error(`size budgets: ${manifestFile} is missing; build the portal first.`);
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
  const files = new Set();
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk)
      throw new Error(`size budgets: the portal manifest has no "${key}"; update size-budgets.json.`);
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of view.modules) visit(key);
  for (const namespace of view.namespaces ?? []) {
    const file = namespace.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
    // The portal names catalogue chunks `i18n-<locale>-<namespace>-<hash>.js` (vite.config.ts).
    const key = Object.keys(manifest).find((candidate) =>
      new RegExp(`^assets/i18n-es-${file}-[\\w-]+\\.js$`).test(manifest[candidate].file),
    );
    if (!key)
      throw new Error(`size budgets: no Spanish catalogue chunk for "${namespace}" in the portal build.`);
    visit(key);
  }
  const list = [...files];
  return { bytes: list.reduce((sum, file) => sum + gzipSize(join(dist, file)), 0), files: list };
}

/**
 * The source modules bundled into a download's JavaScript files, read from their source maps (each
 * path as the map names it: `../../node_modules/.pnpm/…/@casl/ability/…`, `../src/pages/…`).
 * @param {string} dist the build the files are in
 * @param {string[]} files the download's files (`viteDownload(…).files`)
 * @returns {string[]}
 */
export function bundledSources(dist, files) {
  const sources = new Set();
  // The bundler's own runtime chunk has no map (no source of ours); a build without maps at all fails.
  const maps = files.map((name) => join(dist, `${name}.map`)).filter((map) => map.endsWith('.js.map'));
  const present = maps.filter((map) => existsSync(map));
  if (maps.length > 0 && present.length === 0)
    throw new Error(`size budgets: ${dist} has no source maps; the build must emit them (sourcemap: true).`);
  for (const map of present) {
    for (const source of JSON.parse(readFileSync(map, 'utf8')).sources ?? []) sources.add(source);
  }
  return [...sources];
}
