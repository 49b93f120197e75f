import { compile, cssFileFilter, processVanillaFile } from '@vanilla-extract/integration';
import { transform } from 'esbuild';
import type { Plugin } from 'rolldown';

const VIRTUAL = '\0facturo-css:';

/**
 * vanilla-extract for the script-tag build: each `.css.ts` file is evaluated at build time and its
 * CSS, minified, becomes a call that registers the text with the widgets' constructable stylesheet
 * (`registry`), instead of a `.css` file: a CSS file cannot reach a shadow root, and a `<style>`
 * element would need CSP `'unsafe-inline'`. The registration keeps module order, so the cascade is
 * the source order.
 */
export function vanillaExtractAsText(registry: string): Plugin {
  const cssById = new Map<string, string>();
  return {
    name: 'vanilla-extract-as-text',
    resolveId: (source) => (source.startsWith(VIRTUAL) ? source : undefined),
    load(id) {
      if (id.startsWith(VIRTUAL)) {
        const css = cssById.get(id) ?? '';
        return {
          code: `import { addCss } from ${JSON.stringify(registry)};\naddCss(${JSON.stringify(css)});`,
          moduleType: 'js',
        };
      }
      if (!cssFileFilter.test(id)) return undefined;
      return (async () => {
        const { source, watchFiles } = await compile({
          filePath: id,
          cwd: process.cwd(),
          identOption: 'short',
          esbuildOptions: { conditions: ['@facturo/source'] },
        });
        for (const file of watchFiles) this.addWatchFile(file);
        const code = await processVanillaFile({
          source,
          filePath: id,
          identOption: 'short',
          serializeVirtualCssPath: async ({ fileName, source: css }) => {
            const { code } = await transform(css, { loader: 'css', minify: true });
            // Not ending in `.css`: rolldown would try to bundle it as a stylesheet.
            const virtualId = `${VIRTUAL}${fileName}.js`;
            cssById.set(virtualId, code.trim());
            return `import ${JSON.stringify(virtualId)};`;
          },
        });
        return { code, moduleType: 'js' };
      })();
    },
  };
}
