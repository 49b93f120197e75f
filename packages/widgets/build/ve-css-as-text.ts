import path from 'node:path';
import { getSourceFromVirtualCssFile, virtualCssFileFilter } from '@vanilla-extract/integration';
import { type Plugin, transform } from 'esbuild';

/** The module every generated `addCss(...)` call imports (one instance per bundle), from the package root. */
export const cssRegistryPath = (packageDir: string) =>
  path.join(packageDir, 'src/runtime/core/styles/css-registry.ts');

/**
 * Turns the CSS vanilla-extract extracts from each `.css.ts` file into JS that registers the CSS text
 * (minified) with the widgets' constructable stylesheet, instead of emitting a `.css` file: a CSS file
 * cannot reach a shadow root, and a `<style>` element would need CSP `'unsafe-inline'`. Must be listed
 * before the vanilla-extract plugin.
 */
export function veCssAsText(registry: string): Plugin {
  return {
    name: 've-css-as-text',
    setup(build) {
      build.onResolve({ filter: virtualCssFileFilter }, (args) => ({
        path: args.path,
        namespace: 've-css-text',
      }));
      build.onLoad({ filter: /.*/, namespace: 've-css-text' }, async ({ path: file }) => {
        const { source } = await getSourceFromVirtualCssFile(file);
        const { code } = await transform(source, { loader: 'css', minify: true });
        return {
          contents: `import { addCss } from ${JSON.stringify(registry)};\naddCss(${JSON.stringify(code.trim())});`,
          loader: 'js',
          resolveDir: path.dirname(registry),
        };
      });
    },
  };
}
