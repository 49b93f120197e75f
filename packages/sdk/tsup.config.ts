import { readFileSync } from 'node:fs';
import { defineConfig } from 'tsup';

// One entry per layer, read from package.json `exports` so the build and the public map never drift.
const { exports } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as {
  exports: Record<string, string | { '@facturo/source'?: string }>;
};
const entry = Object.fromEntries(
  Object.values(exports)
    .map((target) => (typeof target === 'string' ? undefined : target['@facturo/source']))
    .filter((source): source is string => Boolean(source))
    .map((source) => [source.replace(/^\.\/src\//, '').replace(/\.ts$/, ''), source]),
);

export default defineConfig([
  {
    // npm build: bare imports, for bundlers; one file per layer entry, shared code in chunks.
    entry,
    format: ['esm'],
    dts: true,
    clean: true,
    sourcemap: true,
    // Lazily imported data (DIVIPOLA, catalogues) stays in its own chunks.
    splitting: true,
    platform: 'neutral',
    target: 'es2022',
  },
  {
    // Browser build with every dependency inlined, for pages without a bundler (docs/sdk.md): the
    // same layer entries, sharing chunks, under dist/browser/.
    entry,
    outDir: 'dist/browser',
    format: ['esm'],
    splitting: true,
    platform: 'browser',
    target: 'es2022',
    minify: true,
    noExternal: [/.*/],
    sourcemap: true,
  },
]);
