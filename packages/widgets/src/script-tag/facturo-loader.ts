/**
 * `facturo.js`, the only file a partner page references. A classic script (works with `async` and
 * without `type="module"`), no inline code, no eval: it creates `window.Facturo` and imports the core
 * module from next to itself; the core defines the elements.
 * @module
 */
import type { FacturoConfigInput } from '../runtime/config/config.types';
import type { FacturoGlobal, LoaderHandoff } from './facturo-global.types';

/** The core module's file name in this build, content-hashed (written by the build). */
declare const __FACTURO_CORE__: string;
/** The package version (written by the build). */
declare const __FACTURO_VERSION__: string;

const script = document.currentScript as HTMLScriptElement | null;

if (window.Facturo) {
  console.warn('Facturo: facturo.js is included more than once on this page; only the first copy runs.');
} else {
  const base = script?.src || document.baseURI;
  const pending: FacturoConfigInput[] = [];
  let settle: { resolve: (value: FacturoGlobal) => void; reject: (error: unknown) => void } | undefined;
  const ready = new Promise<FacturoGlobal>((resolve, reject) => {
    settle = { resolve, reject };
  });
  // Nobody has to await `ready`; a failure is reported below either way.
  ready.catch(() => {});
  const facturo: LoaderHandoff['facturo'] = {
    version: __FACTURO_VERSION__,
    ready,
    configure: (changes: FacturoConfigInput) => {
      pending.push(changes);
    },
  };
  window.Facturo = facturo as FacturoGlobal;
  import(new URL(__FACTURO_CORE__, base).href)
    .then((core: { start: (handoff: LoaderHandoff) => Promise<FacturoGlobal> }) =>
      core.start({ facturo, pending, dataset: { ...(script?.dataset ?? {}) } }),
    )
    .then(
      (global) => settle?.resolve(global),
      (error: unknown) => {
        console.error(
          `Facturo: could not load ${__FACTURO_CORE__} next to facturo.js. Check that the file is served and that your Content-Security-Policy allows it in script-src.`,
          error,
        );
        settle?.reject(error);
      },
    );
}
