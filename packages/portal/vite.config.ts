import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { sourceResolution } from '../../vite.shared.ts';
import { firstLoadReach } from './scripts/first-load-reach.mjs';
import { seoFilesPlugin } from './server/seo-files.mjs';

// The portal reads the sdk and the widgets from their TypeScript source (no prebuild needed).
// Every route's page is its own chunk (`lazy` in the route files), so the landing page's first
// load carries only the shell, the landing sections and the pricing table.

// Where the landing page's first load starts: the entry and the modules of its view in
// size-budgets.json (its lazily loaded layout and page), read from there so the two never disagree.
const portalDir = fileURLToPath(new URL('.', import.meta.url));
const landingView: { modules: string[] } = JSON.parse(
  readFileSync(join(portalDir, '..', '..', 'size-budgets.json'), 'utf8'),
).portal.views.landing;
const landingRoots = new Set(landingView.modules.map((module) => join(portalDir, module)));
const onLandingFirstLoad = firstLoadReach((id) => landingRoots.has(id));

// React Router publishes its production build beside the development one but resolves to the
// development one for every bundler condition; the production build leaves out the development
// checks and warnings (the app's own tests and `vite dev` keep them).
const reactRouterProduction = join(
  dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production/index.mjs',
);

export default defineConfig(({ command }) => ({
  ...sourceResolution,
  resolve: {
    ...sourceResolution.resolve,
    alias: command === 'build' ? [{ find: /^react-router$/, replacement: reactRouterProduction }] : [],
  },
  // `vite dev` and `vite preview` answer /robots.txt and /sitemap.xml as the portal server does.
  plugins: [react(), vanillaExtractPlugin(), seoFilesPlugin()],
  build: {
    target: 'es2022',
    sourcemap: true,
    // .vite/manifest.json: what each chunk imports, read by the size budgets (scripts/size-budgets.mjs).
    manifest: true,
    assetsInlineLimit: 0,
    // index.html preloads what the entry imports. A lazy chunk's imports are not listed in the code that
    // imports it (Vite's default puts every page's full list in the shell: 8 kB of the landing page's
    // first load); the browser fetches them once the chunk arrives, and the portal starts a page's
    // downloads when the visitor points at its link (src/router/warm-on-intent.ts). Stylesheets keep
    // loading with their chunk either way.
    modulePreload: { resolveDependencies: (_file, deps, { hostType }) => (hostType === 'html' ? deps : []) },
    rolldownOptions: {
      output: {
        // Catalogue chunks say their locale and namespace (`i18n-es-common-….js`): the size budgets
        // find a view's Spanish texts by name, and a network panel reads better.
        chunkFileNames: (chunk) => {
          const ids = chunk.facadeModuleId ? [chunk.facadeModuleId] : chunk.moduleIds;
          const names = new Set(
            ids.map((id) =>
              id
                .match(/i18n\/catalogues\/(\w+)\/([\w-]+)(?:\.ts$|\/)/)
                ?.slice(1, 3)
                .join('-'),
            ),
          );
          // A namespace's part (`portal-public.ts` with the `portal/` files it spreads) is named by the part.
          const [name] = [...names].sort((x, y) => (y?.length ?? 0) - (x?.length ?? 0));
          const onePart = name !== undefined && [...names].every((other) => other && name.startsWith(other));
          return onePart ? `assets/i18n-${name}-[hash].js` : 'assets/[name]-[hash].js';
        },
        // Fewer, larger chunks: a page waits on one round trip per chunk in its chain, so tiny shared
        // chunks (an icon, a helper) cost more in latency than they save in bytes. The framework, which
        // every page needs and which changes least, gets its own long-cached chunk.
        codeSplitting: {
          groups: [
            {
              name: 'framework',
              test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
              priority: 30,
            },
            // The icons in two chunks: each used to be a chunk of its own (18 on the landing page), each
            // costing a request and its own gzip overhead for a few hundred bytes. The ones the landing
            // page's first load can reach, and the rest (the clinic's, the signed-in menus'), which it
            // does not download.
            {
              name: (id, graph) => (onLandingFirstLoad(id, graph) ? 'icons' : 'app-icons'),
              test: /[\\/]node_modules[\\/]@tabler[\\/]icons-react[\\/]/,
              // An app icon would otherwise take the icon factory it imports into its own chunk.
              includeDependenciesRecursively: false,
              priority: 25,
            },
            // The kit's fields and form state, with the sdk's form model they bring: every page with a
            // form reads them, the landing page's first load does not (its forms load as they near).
            {
              name: 'forms',
              test: /[\\/]packages[\\/]ui[\\/]src[\\/](fields|forms)[\\/]/,
              priority: 19,
            },
            // What every first load reads: the route tables and the router's machinery (with them here,
            // Vite's preload helper stays in this chunk instead of a tiny one of its own), the shared kit
            // (@facturo/ui) but its fields, the sdk pieces the kit and the widgets share with the fields
            // (else the fields' group would take them along), and the portal's few building blocks the
            // public website shows. The data layer and the app's heavier pieces (table, date field,
            // dialogs) go with the pages that use them, so the landing page does not download the
            // clinic's and the organizations' queries.
            {
              name: 'shell',
              test: /[\\/]portal[\\/]src[\\/](router|routes)[\\/]|[\\/]portal[\\/]src[\\/]ui[\\/](badge|button-link|card|form-messages|form-values|icons|widget-texts)\.|[\\/]packages[\\/]ui[\\/]src[\\/](?!fields|forms)|[\\/]sdk[\\/]src[\\/](core[\\/]subscribable|http[\\/]api-error)\./,
              priority: 20,
            },
          ],
        },
      },
    },
  },
  server: { port: Number(process.env.PORT ?? 5173), strictPort: true },
  preview: { port: Number(process.env.PORT ?? 4173), strictPort: true },
}));
