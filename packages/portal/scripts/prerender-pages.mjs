// The last step of `build`: renders the pages an anonymous visitor opens first (PRERENDERED_PAGES) to
// HTML with the shipped configuration (public/config.json, in its language), so they paint before any
// script runs; the app hydrates them. Builds src/prerender/prerender-page.tsx for Node (a throwaway
// bundle), then writes dist/<page>.html (the name `vite preview` serves for /<page>) and
// dist/prerendered.json, which tells the portal server the configuration the pages were made with.
import { readFileSync } from 'node:fs';
import { readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';
import {
  PRERENDERED_PAGES,
  pageAssets,
  prerenderedDocument,
  prerenderedFileName,
  renderingOf,
} from './prerender-html.mjs';

const portal = join(import.meta.dirname, '..');
const dist = join(portal, 'dist');
const bundle = join(portal, 'node_modules', '.cache', 'prerender');

await build({
  root: portal,
  configFile: join(portal, 'vite.config.ts'),
  logLevel: 'warn',
  build: {
    ssr: 'src/prerender/prerender-page.tsx',
    outDir: bundle,
    emptyOutDir: true,
    sourcemap: false,
    manifest: false,
    copyPublicDir: false,
  },
});

const { prerenderPages } = await import(pathToFileURL(join(bundle, 'prerender-page.js')).href);
const config = JSON.parse(await readFile(join(dist, 'config.json'), 'utf8'));
const template = await readFile(join(dist, 'index.html'), 'utf8');
const manifest = JSON.parse(await readFile(join(dist, '.vite', 'manifest.json'), 'utf8'));
const rendered = await prerenderPages(PRERENDERED_PAGES, config);
const pages = {};
for (const { pathname, modules, widgets } of PRERENDERED_PAGES) {
  const page = { ...rendered.get(pathname), widgets, rendering: renderingOf(config) };
  const file = prerenderedFileName(pathname);
  const document = prerenderedDocument(
    template,
    { pathname, ...page },
    pageAssets(manifest, modules),
    (css) => readFileSync(join(dist, css), 'utf8'),
  );
  await writeFile(join(dist, file), document);
  pages[pathname] = file;
  console.info(
    `prerendered ${pathname} → dist/${file} (${page.locale}, ${(page.html.length / 1000).toFixed(1)} kB)`,
  );
}
await writeFile(join(dist, 'prerendered.json'), `${JSON.stringify({ config, pages }, null, 2)}\n`);
await rm(bundle, { recursive: true, force: true });
// The widgets' runtime keeps timers alive (token refresh, cart sync); the work is done.
process.exit(0);
