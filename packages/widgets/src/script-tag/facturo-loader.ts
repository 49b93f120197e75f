/**
 * `facturo.js`, the only file a partner page references. A classic script (works with `async` and
 * without `type="module"`), no inline code, no eval. It defines every `<facturo-…>` element at once,
 * creates `window.Facturo` with the page configuration, and declares the fonts; React, each widget's
 * code and the session code are ES modules next to it, downloaded when first needed.
 * @module
 */
import { FACTURO_ELEMENTS } from '../element-classes';
import { pageConfig } from '../runtime/core/config/config-store';
import {
  BILLING_QUERY_PREFIXES,
  REFRESH_EVENT,
  type RefreshEventDetail,
} from '../runtime/core/data/billing-query-prefixes';
import { defineElement } from '../runtime/core/elements/define-element';
import { earlyPaintsSettled } from '../runtime/core/elements/early-paints';
import { setTextFilePreloader } from '../runtime/core/i18n/text-file-preloads';
import { installFontFaces, type PublicSansWeight } from '../runtime/core/styles/font-faces';
import { configFromDataset } from './dataset-config';
import { preloadTexts, setEntryBase } from './entry-import';
import type { FacturoGlobal } from './facturo-global.types';
import { shareLoaderModules } from './loader-modules';

/** The package version (written by the build). */
declare const __FACTURO_VERSION__: string;
/** Font files of this build by weight, content-hashed names (written by the build). */
declare const __FACTURO_FONTS__: Record<PublicSansWeight, string>;

const script = document.currentScript as HTMLScriptElement | null;

/** Loads the session code and completes `facturo` with `session` and `sessionFor`. */
async function addSession(facturo: Partial<FacturoGlobal>): Promise<void> {
  const { getSession } = await import('../runtime/core/connection/connections');
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
}

if (window.Facturo) {
  console.warn('Facturo: facturo.js is included more than once on this page; only the first copy runs.');
} else {
  const base = script?.src || document.baseURI;
  setEntryBase(base);
  setTextFilePreloader(preloadTexts);
  pageConfig.configure(configFromDataset({ ...(script?.dataset ?? {}) }));
  const facturo: Partial<FacturoGlobal> = {
    version: __FACTURO_VERSION__,
    configure: pageConfig.configure.bind(pageConfig),
    // Through a page event the widgets' shared query cache listens for: nothing to load here, and
    // nothing to refresh when no widget has loaded it yet.
    refresh: async () => {
      const detail: RefreshEventDetail = { prefixes: BILLING_QUERY_PREFIXES };
      window.dispatchEvent(new CustomEvent(REFRESH_EVENT, { detail }));
    },
  };
  shareLoaderModules(facturo);
  window.Facturo = facturo as FacturoGlobal;
  // Elements first: those already on the page connect now and ask for their data and code. The
  // session module waits for their early paints (the plan cards): no first paint needs it, and it
  // would take one of the browser's six connections to this host from them. React's code, asked
  // for once they are painted, imports it anyway.
  for (const [tag, element] of Object.entries(FACTURO_ELEMENTS)) defineElement(tag, element);
  // The fonts sit next to this script, declared on the page (fonts inside a shadow root never load).
  // After the elements: nothing is drawn with them before the widgets' data and code arrive, and
  // adopting a sheet into the document restyles the partner's page, which would delay those requests.
  installFontFaces((weight) => new URL(`fonts/${__FACTURO_FONTS__[weight]}`, base).href);
  const ready = earlyPaintsSettled()
    .then(() => addSession(facturo))
    .then(
      () => facturo as FacturoGlobal,
      (error: unknown) => {
        console.error(
          'Facturo: could not load the widget modules next to facturo.js. Check that they are served and that your Content-Security-Policy allows them in script-src.',
          error,
        );
        throw error;
      },
    );
  // Nobody has to await `ready`; a failure is reported above either way.
  ready.catch(() => {});
  Object.defineProperty(facturo, 'ready', { value: ready, enumerable: true });
}
