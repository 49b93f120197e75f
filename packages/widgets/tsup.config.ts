import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import { defineConfig } from 'tsup';
import { cssRegistryPath, veCssAsText } from './build/ve-css-as-text';

// npm build: the React entry, the elements entry and the design tokens (plain values for a host's
// theme), ESM with bare imports for the consumer's bundler (dependencies and React stay external).
// `@facturo/ui` is bundled: it is private, never published, and read from its source. The script-tag
// build is build/build-script-tag.ts.
export default defineConfig({
  entry: { index: 'src/index.ts', elements: 'src/elements.ts', 'design-tokens': 'src/design-tokens.ts' },
  format: ['esm'],
  dts: true,
  clean: true,
  sourcemap: true,
  splitting: true,
  platform: 'browser',
  target: 'es2022',
  noExternal: ['@facturo/ui'],
  // tsup evaluates this file from the package root.
  esbuildPlugins: [
    veCssAsText(cssRegistryPath(process.cwd())),
    vanillaExtractPlugin({ identifiers: 'short' }),
  ],
});
