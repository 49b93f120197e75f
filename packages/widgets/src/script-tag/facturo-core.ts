/**
 * The script tag's core module, downloaded by `facturo.js`. Evaluating it defines every `<facturo-…>`
 * element (the same element code as `@facturo/widgets/elements`); React and each widget's code download
 * later, when such an element connects.
 * @module
 */
import '../elements';
import { pageConfig } from '../runtime/config/config-store';
import { installFontFaces, type PublicSansWeight } from '../runtime/styles/font-faces';
import { configFromDataset } from './dataset-config';
import type { FacturoGlobal, LoaderHandoff } from './facturo-global.types';

/** Font files of this build by weight, content-hashed names (written by the build). */
declare const __FACTURO_FONTS__: Record<PublicSansWeight, string>;

/**
 * Completes `window.Facturo` and applies the configuration gathered before the core arrived. The
 * session code (also the first thing every widget needs) is a separate small module, fetched here so
 * the core stays within its size budget.
 */
export async function start({ facturo, pending, dataset }: LoaderHandoff): Promise<FacturoGlobal> {
  pageConfig.configure(configFromDataset(dataset));
  for (const changes of pending) pageConfig.configure(changes);
  pending.length = 0;
  Object.defineProperty(facturo, 'configure', { value: pageConfig.configure.bind(pageConfig) });
  // The fonts sit next to this module. (The base is a variable so Vite does not treat it as an asset import.)
  const here = import.meta.url;
  installFontFaces((weight) => new URL(`fonts/${__FACTURO_FONTS__[weight]}`, here).href);

  const { getSession } = await import('../runtime/connection/session-registry');
  const sessionFor = (apiBaseUrl?: string) => {
    const config = pageConfig.getSnapshot();
    const api = apiBaseUrl ?? config.apiBaseUrl;
    if (!api) {
      throw new Error(
        'Facturo.session needs the API URL: add data-api-base to the facturo.js script tag or call Facturo.configure({ apiBaseUrl }) first.',
      );
    }
    return getSession(api, config.encryptionKey ? { encryptionKey: config.encryptionKey } : {});
  };
  Object.defineProperties(facturo, {
    session: { get: () => sessionFor(), enumerable: true },
    sessionFor: { value: (apiBaseUrl: string) => sessionFor(apiBaseUrl) },
  });
  return facturo as FacturoGlobal;
}
