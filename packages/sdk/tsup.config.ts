import { defineConfig } from 'tsup';

export default defineConfig([
  {
    // npm build: bare imports, for bundlers.
    entry: { index: 'src/index.ts' },
    format: ['esm'],
    dts: true,
    clean: true,
    sourcemap: true,
    // Lazily imported data (DIVIPOLA) stays in its own chunk.
    splitting: true,
    platform: 'neutral',
    target: 'es2022',
  },
  {
    // Browser build with every dependency inlined, for pages without a bundler (docs/sdk.md).
    entry: { 'facturo-sdk.browser': 'src/index.ts' },
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
