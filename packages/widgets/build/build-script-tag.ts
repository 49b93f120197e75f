// The script-tag build (docs/embedding.md): `facturo.js`, a classic-script loader that defines the
// elements at once, plus ES modules with content-hashed names that it imports from next to itself on
// first use: React, each widget, the texts and the session code. Fonts are copied and hashed too.
// The finished build is also copied to `v<version>/`, the immutable path partners pin with the
// loader's Subresource Integrity hash (printed, and kept in the manifest).
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { type BuildOptions, build } from 'esbuild';
import { type OutputChunk, rolldown } from 'rolldown';
import { BASE_NAMESPACES, LATER_NAMESPACES } from '../src/runtime/core/i18n/text-namespaces';
import { PUBLIC_SANS_WEIGHTS } from '../src/runtime/core/styles/font-faces';
import { SHARED_MODULE_IDS } from '../src/script-tag/shared-module-ids';
import { chunkGroups } from './chunk-groups';
import { entryPreloads } from './entry-preloads';
import { entryId, loaderEntries } from './loader-entries';
import { loaderModules } from './loader-modules';
import { vanillaExtractAsText } from './vanilla-extract-text';
import { cssRegistryPath } from './ve-css-as-text';
import { copyAsVersion, subresourceIntegrity, versionFolder } from './versioned-release';
import { zodLocalConfig } from './zod-local-config';

const packageDir = path.resolve(import.meta.dirname, '..');
const srcDir = path.join(packageDir, 'src');
const outDir = path.join(packageDir, 'dist', 'script-tag');
const { version } = JSON.parse(await readFile(path.join(packageDir, 'package.json'), 'utf8')) as {
  version: string;
};
const require = createRequire(import.meta.url);
const hash = (content: Buffer | string) => createHash('sha256').update(content).digest('hex').slice(0, 10);

await rm(outDir, { recursive: true, force: true });
await mkdir(path.join(outDir, 'fonts'), { recursive: true });

// 1. Public Sans, Latin subset (covers Spanish), woff2 only: every browser that runs the widgets reads it.
const fonts: Record<number, string> = {};
for (const weight of PUBLIC_SANS_WEIGHTS) {
  const source = require.resolve(`@fontsource/public-sans/files/public-sans-latin-${weight}-normal.woff2`);
  const content = await readFile(source);
  fonts[weight] = `public-sans-latin-${weight}-${hash(content)}.woff2`;
  await writeFile(path.join(outDir, 'fonts', fonts[weight]), content);
}

// The browsers that run constructable stylesheets in shadow roots (adoptedStyleSheets).
const TARGETS = ['es2022', 'chrome111', 'firefox113', 'safari16.4'];

const shared: BuildOptions = {
  bundle: true,
  minify: true,
  platform: 'browser',
  target: TARGETS,
  legalComments: 'external',
  // Workspace packages from source. The sdk's layer entries and one-icon imports keep each chunk to
  // what its widgets use (esbuild assigns whole files to chunks by reachability).
  conditions: ['@facturo/source'],
  define: { 'process.env.NODE_ENV': '"production"' },
  logLevel: 'warning',
};

const loaderOptions = (entries: Map<string, string>): BuildOptions => ({
  ...shared,
  entryPoints: [path.join(srcDir, 'script-tag/facturo-loader.ts')],
  format: 'iife',
  plugins: [loaderEntries(srcDir, entries)],
});

// 2. Which modules the loader imports on demand: those are the ES-module build's entry points.
const entries = new Map<string, string>();
await build({ ...loaderOptions(entries), write: false, legalComments: 'none' });

// 3. The ES modules: one entry per module the loader imports, split into shared chunks by rolldown.
// Rolldown (not esbuild) because it assigns a module to a chunk by which entries *use* it after
// tree-shaking: a widget importing one name from an sdk layer entry gets that module, not every
// module the layer's barrel re-exports (esbuild follows barrels file by file).
// Sorted: esbuild meets the entries in whatever order its parallel resolution finishes, and rolldown
// groups shared modules by entry order, so an unsorted input gives a different split (and first
// download) from one build to the next.
const sortedEntries = [...entries].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
const bundle = await rolldown({
  input: Object.fromEntries(sortedEntries.map(([id, file]) => [path.basename(id), file])),
  platform: 'browser',
  // What the chunk groups (includeDependenciesRecursively: false) need; said here so the build does not
  // warn that rolldown sets it: an entry's chunk may export more than the entry does.
  preserveEntrySignatures: 'allow-extension',
  resolve: { conditionNames: ['@facturo/source', 'browser', 'import', 'default'] },
  transform: { target: TARGETS, define: { 'process.env.NODE_ENV': '"production"' } },
  logLevel: 'warn',
  plugins: [
    loaderModules(srcDir, SHARED_MODULE_IDS),
    zodLocalConfig(),
    vanillaExtractAsText(cssRegistryPath(packageDir)),
  ],
});
const outputOptions = {
  dir: outDir,
  format: 'esm',
  minify: true,
  entryFileNames: 'chunks/[name]-[hash].js',
  // Shared chunks by hash alone: `facturo.js` lists every one of them for its preloads, and their
  // names would be a tenth of its size (the manifest says which module each entry stands for); 7
  // characters (42 bits, rolldown's minimum for this many chunks) tell them apart.
  chunkFileNames: 'chunks/[hash:7].js',
} as const;
// A first generation, in memory, tells which modules each entry really uses after tree-shaking; the
// files written group them in fewer chunks (chunk-groups.ts).
const split = (await bundle.generate(outputOptions)).output.filter(
  (item): item is OutputChunk => item.type === 'chunk',
);
const fileOf = (id: string) =>
  split.find((chunk) => chunk.facadeModuleId === entries.get(id))?.fileName as string;
const widgetIds = [...entries.keys()].filter(
  (id) => !id.startsWith('runtime/') && id !== 'pricing-table/early-plans-paint',
);
const { output } = await bundle.write({
  ...outputOptions,
  codeSplitting: {
    groups: chunkGroups(
      split.map((chunk) => ({
        ...chunk,
        loadsAlone: chunk.isEntry || chunk.isDynamicEntry,
        lazy: chunk.isDynamicEntry && !chunk.isEntry,
      })),
      {
        earlyPaint: fileOf('pricing-table/early-plans-paint'),
        pricingTable: fileOf('pricing-table/pricing-table'),
        widgets: widgetIds.map(fileOf),
        withEveryWidget: ['runtime/react/elements/react-mount'].map(fileOf),
      },
    ),
  },
});
await bundle.close();
const chunks = output.filter((item): item is OutputChunk => item.type === 'chunk');
const fromPackage = (file: string) => path.relative(packageDir, file).split(path.sep).join('/');
// The loader imports only the modules it met; any other dynamic import is the chunks' own business.
const entryFiles = Object.fromEntries(
  chunks
    .filter((chunk) => chunk.facadeModuleId && entries.has(entryId(srcDir, chunk.facadeModuleId)))
    .map((chunk) => [entryId(srcDir, chunk.facadeModuleId as string), chunk.fileName]),
);
const missing = [...entries.keys()].filter((id) => !(id in entryFiles));
if (missing.length) throw new Error(`The script-tag build has no module for ${missing.join(', ')}.`);

// 4. The loader, a classic script that knows the modules' hashed names and, for each, the chunks it
// imports statically (all of them, transitively), to ask for in one wave (`<link rel="modulepreload">`)
// rather than one wave per level of imports.
const preloads = entryPreloads(entryFiles, chunks);
// The es and en catalogue chunks by `<locale>/<namespace>` (the sdk imports each lazily), so the loader
// can ask for a widget's texts with its code (`preloadTexts`): those a widget paints with (its frame's
// namespaces and the base ones but `errors`, which no first paint waits for).
const WIDGET_NAMESPACES = new Set(
  [...(await readdir(srcDir, { withFileTypes: true }))]
    .filter((entry) => entry.isDirectory())
    .map((entry) => path.join(srcDir, entry.name, `${entry.name}.widget.ts`))
    .filter((file) => existsSync(file))
    .flatMap((file) => /namespaces: \[([^\]]*)\]/.exec(readFileSync(file, 'utf8'))?.[1]?.match(/\w+/g) ?? [])
    .concat(
      BASE_NAMESPACES.filter((namespace) => !(LATER_NAMESPACES as readonly string[]).includes(namespace)),
    ),
);
const catalogues = path.join(packageDir, '..', 'sdk', 'src', 'i18n', 'catalogues');
const texts: Record<string, string> = {};
for (const chunk of chunks) {
  const source = chunk.facadeModuleId && path.relative(catalogues, chunk.facadeModuleId).split(path.sep);
  if (source?.length !== 2 || !['es', 'en'].includes(source[0] as string)) continue;
  const namespace = (source[1] as string)
    .replace(/\.ts$/, '')
    .replace(/-(\w)/g, (_match, letter: string) => letter.toUpperCase());
  if (!WIDGET_NAMESPACES.has(namespace)) continue;
  texts[`${source[0]}/${namespace}`] = chunk.fileName.replace(/^chunks\/(.*)\.js$/, '$1');
}
const loader = await build({
  ...loaderOptions(new Map()),
  outfile: path.join(outDir, 'facturo.js'),
  metafile: true,
  define: {
    ...shared.define,
    __FACTURO_ENTRIES__: JSON.stringify(entryFiles),
    __FACTURO_CHUNKS__: JSON.stringify(preloads.chunks),
    __FACTURO_PRELOADS__: JSON.stringify(preloads.byEntry),
    __FACTURO_TEXTS__: JSON.stringify(texts),
    __FACTURO_FONTS__: JSON.stringify(fonts),
    __FACTURO_VERSION__: JSON.stringify(version),
  },
});
// A dynamic import the rewrite missed would have been inlined, bringing React into the loader.
const inlined = Object.keys(loader.metafile?.inputs ?? {}).filter((input) =>
  /react-dom|\.css\.ts/.test(input),
);
if (inlined.length)
  throw new Error(`facturo.js must not bundle widget code, but it holds ${inlined.join(', ')}.`);

// 5. A manifest for benchmarks, servers and the size budgets: what each module imports, and the
// source module it stands for (`facade`, for lazily imported modules such as a catalogue); and the
// loader's integrity hash for the script tag.
const modules = Object.fromEntries(
  chunks.map((chunk) => [
    chunk.fileName,
    {
      bytes: Buffer.byteLength(chunk.code),
      imports: chunk.imports,
      dynamicImports: chunk.dynamicImports,
      ...(chunk.facadeModuleId ? { facade: fromPackage(chunk.facadeModuleId) } : {}),
    },
  ]),
);
const integrity = await subresourceIntegrity(path.join(outDir, 'facturo.js'));
await writeFile(
  path.join(outDir, 'manifest.json'),
  `${JSON.stringify({ version, loader: 'facturo.js', integrity, entries: entryFiles, fonts, modules }, null, 2)}\n`,
);

// 6. The same files under `v<version>/`: the loader finds its modules next to itself, so they resolve there.
await copyAsVersion(outDir, version);
console.info(
  [
    `Script-tag build: dist/script-tag/facturo.js → ${Object.keys(entryFiles).length} modules (+ ${chunks.length} files)`,
    `  Version ${version}, immutable: dist/script-tag/${versionFolder(version)}/ (serve it with Cache-Control: public, max-age=31536000, immutable)`,
    `  <script src="https://<your static host>/${versionFolder(version)}/facturo.js" integrity="${integrity}" crossorigin="anonymous" async></script>`,
  ].join('\n'),
);
