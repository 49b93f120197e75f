// The script-tag build (docs/embedding.md): `facturo.js`, a classic-script loader that defines the
// elements at once, plus ES modules with content-hashed names that it imports from next to itself on
// first use: React, each widget, the texts and the session code. Fonts are copied and hashed too.
import { createHash } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import { type BuildOptions, build, type Metafile } from 'esbuild';
import { PUBLIC_SANS_WEIGHTS } from '../src/runtime/core/styles/font-faces';
import { SHARED_MODULE_IDS } from '../src/script-tag/shared-module-ids';
import { barrelSlices } from './barrel-slices';
import { downloadGroups } from './download-groups';
import { entryId, loaderEntries } from './loader-entries';
import { loaderModules } from './loader-modules';
import { cssRegistryPath, veCssAsText } from './ve-css-as-text';
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

const shared: BuildOptions = {
  bundle: true,
  minify: true,
  platform: 'browser',
  target: ['es2022', 'chrome111', 'firefox113', 'safari16.4'],
  legalComments: 'external',
  // Workspace packages from source: the sdk is tree-shaken module by module (see barrel-slices.ts).
  conditions: ['@facturo/source'],
  define: { 'process.env.NODE_ENV': '"production"' },
  logLevel: 'warning',
};

const loaderOptions = (entries: Map<string, string>): BuildOptions => ({
  ...shared,
  entryPoints: [path.join(srcDir, 'script-tag/facturo-loader.ts')],
  format: 'iife',
  plugins: [barrelSlices(sdkBarrels), loaderEntries(srcDir, entries)],
});
const sdkBarrels = [
  { barrel: path.join(packageDir, '../sdk/src/index.ts'), specifier: '@facturo/sdk' },
  { barrel: path.join(srcDir, 'ui/icons.ts') },
];

// 2. Which modules the loader imports on demand: those are the ES-module build's entry points.
const entries = new Map<string, string>();
await build({ ...loaderOptions(entries), write: false, legalComments: 'none' });

// Lazy modules that a widget always needs at the same moment, downloaded as one file (see the plugin).
const DOWNLOAD_GROUPS = [['checkout/checkout-later', 'checkout/api/checkout-responses']] as const;

// 3. The ES modules: one entry per module the loader imports; esbuild splits what they share into chunks.
const modules = await build({
  ...shared,
  entryPoints: Object.fromEntries([...entries].map(([id, file]) => [path.basename(id), file])),
  format: 'esm',
  splitting: true,
  outdir: outDir,
  entryNames: 'chunks/[name]-[hash]',
  chunkNames: 'chunks/[name]-[hash]',
  metafile: true,
  plugins: [
    downloadGroups(srcDir, DOWNLOAD_GROUPS),
    loaderModules(srcDir, SHARED_MODULE_IDS),
    barrelSlices(sdkBarrels),
    zodLocalConfig(),
    veCssAsText(cssRegistryPath(packageDir)),
    vanillaExtractPlugin({ identifiers: 'short' }),
  ],
});
const metafile = modules.metafile as Metafile;
const relative = (file: string) =>
  path.relative(outDir, path.resolve(packageDir, file)).split(path.sep).join('/');
// Every dynamic import is an entry to esbuild; the loader needs only its own.
const entryFiles = Object.fromEntries(
  Object.entries(metafile.outputs)
    .map(([file, output]) => [
      output.entryPoint && entryId(srcDir, path.resolve(packageDir, output.entryPoint)),
      file,
    ])
    .filter((pair): pair is [string, string] => Boolean(pair[0]) && entries.has(pair[0] as string))
    .map(([id, file]) => [id, relative(file)]),
);

// 4. The loader, a classic script that knows the modules' hashed names.
const loader = await build({
  ...loaderOptions(new Map()),
  outfile: path.join(outDir, 'facturo.js'),
  metafile: true,
  define: {
    ...shared.define,
    __FACTURO_ENTRIES__: JSON.stringify(entryFiles),
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

// 5. A manifest for benchmarks and servers: what each module statically imports.
const graph = (meta: Metafile) =>
  Object.fromEntries(
    Object.entries(meta.outputs)
      .filter(([file]) => file.endsWith('.js'))
      .map(([file, output]) => [
        relative(file),
        {
          bytes: output.bytes,
          imports: output.imports
            .filter((entry) => entry.kind === 'import-statement')
            .map((entry) => relative(entry.path)),
          dynamicImports: output.imports
            .filter((entry) => entry.kind === 'dynamic-import')
            .map((entry) => relative(entry.path)),
        },
      ]),
  );
await writeFile(path.join(packageDir, 'dist', 'script-tag.metafile.json'), JSON.stringify(metafile));
await writeFile(
  path.join(outDir, 'manifest.json'),
  `${JSON.stringify({ version, loader: 'facturo.js', entries: entryFiles, fonts, modules: graph(metafile) }, null, 2)}\n`,
);
console.info(
  `Script-tag build: dist/script-tag/facturo.js → ${Object.keys(entryFiles).length} modules (+ ${Object.keys(metafile.outputs).length} files)`,
);
