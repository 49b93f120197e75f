// The script-tag build (docs/embedding.md): `facturo.js`, a small classic-script loader, plus ES modules
// with content-hashed names that it imports from next to itself: the core (element definitions, page
// configuration, session) and, on first use, React and each widget. Fonts are copied and hashed too.
import { createHash } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import { type BuildOptions, build, type Metafile } from 'esbuild';
import { PUBLIC_SANS_WEIGHTS } from '../src/runtime/styles/font-faces';
import { sdkBarrelSlices } from './sdk-barrel-slices';
import { cssRegistryPath, veCssAsText } from './ve-css-as-text';

const packageDir = path.resolve(import.meta.dirname, '..');
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
  // Workspace packages from source: the sdk is tree-shaken module by module, so the loader's core pulls
  // in its session code without i18next, zod or ky (those come with the widgets).
  conditions: ['@facturo/source'],
  define: { 'process.env.NODE_ENV': '"production"' },
  logLevel: 'warning',
};

// 2. The modules: one entry (the core); every widget is a dynamic import, so it becomes its own chunk.
const modules = await build({
  ...shared,
  entryPoints: { 'facturo-core': path.join(packageDir, 'src/script-tag/facturo-core.ts') },
  format: 'esm',
  splitting: true,
  outdir: outDir,
  entryNames: '[name]-[hash]',
  chunkNames: 'chunks/[name]-[hash]',
  metafile: true,
  define: { ...shared.define, __FACTURO_FONTS__: JSON.stringify(fonts) },
  plugins: [
    sdkBarrelSlices('@facturo/sdk', path.join(packageDir, '../sdk/src/index.ts')),
    veCssAsText(cssRegistryPath(packageDir)),
    vanillaExtractPlugin({ identifiers: 'short' }),
  ],
});
const metafile = modules.metafile as Metafile;
const outputs = metafile.outputs;
const corePath = Object.keys(outputs).find((file) => outputs[file]?.entryPoint?.endsWith('facturo-core.ts'));
if (!corePath) throw new Error('The core module is missing from the build output.');
const coreFile = path.relative(outDir, path.resolve(packageDir, corePath)).split(path.sep).join('/');

// 3. The loader, a classic script that knows the core's hashed name.
await build({
  ...shared,
  entryPoints: [path.join(packageDir, 'src/script-tag/facturo-loader.ts')],
  format: 'iife',
  outfile: path.join(outDir, 'facturo.js'),
  define: {
    ...shared.define,
    __FACTURO_CORE__: JSON.stringify(coreFile),
    __FACTURO_VERSION__: JSON.stringify(version),
  },
});

// 4. A manifest for benchmarks and servers: what each file statically imports.
const relative = (file: string) =>
  path.relative(outDir, path.resolve(packageDir, file)).split(path.sep).join('/');
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
  `${JSON.stringify({ version, loader: 'facturo.js', core: coreFile, fonts, modules: graph(metafile) }, null, 2)}\n`,
);
console.info(
  `Script-tag build: dist/script-tag/facturo.js → ${coreFile} (+ ${Object.keys(outputs).length - 1} files)`,
);
