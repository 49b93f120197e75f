/** The widget modules of this build by id (their path under `src/`), content-hashed (written by the build). */
declare const __FACTURO_ENTRIES__: Record<string, string>;
/** Every chunk some module statically imports, `chunks/<name>.js` by name (written by the build). */
declare const __FACTURO_CHUNKS__: string[];
/** Per module id, the indexes in `__FACTURO_CHUNKS__` of what it imports statically, transitively. */
declare const __FACTURO_PRELOADS__: Record<string, number[]>;
/** The chunk (`chunks/<name>.js`) of each `<locale>/<namespace>` of the es and en catalogues (written by the build). */
declare const __FACTURO_TEXTS__: Record<string, string>;

let base = '';
const preloaded = new Set<string>();

/** Where the widget modules are: next to `facturo.js`. */
export function setEntryBase(url: string): void {
  base = url;
}

/**
 * Asks for every chunk module `id` imports (transitively) at once, with `<link rel="modulepreload">`:
 * otherwise the browser finds them one level of imports at a time, a round trip per level.
 */
function preloadChunks(id: string): void {
  preload((__FACTURO_PRELOADS__[id] ?? []).map((index) => __FACTURO_CHUNKS__[index]));
}

let links: DocumentFragment | null = null;

// The links of one task (a table's code, its texts, another table's) go into the page in one
// insertion, at the end of the task: each insertion costs the page's main thread, which is the
// first paint's bottleneck on a slow phone. The requests still leave in the task that asked.
function preload(names: readonly (string | undefined)[]): void {
  for (const name of names) {
    if (name === undefined || preloaded.has(name)) continue;
    preloaded.add(name);
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = new URL(`chunks/${name}.js`, base).href;
    if (!links) {
      links = document.createDocumentFragment();
      queueMicrotask(flushPreloads);
    }
    links.append(link);
  }
}

function flushPreloads(): void {
  if (links) document.head.append(links);
  links = null;
}

/**
 * Asks for the catalogue files of `namespaces` in `locale` at once, beside the widget's code, rather
 * than once the module that loads them has arrived (`setTextFilePreloader`).
 */
export function preloadTexts(locale: string, namespaces: readonly string[]): void {
  preload(namespaces.map((namespace) => __FACTURO_TEXTS__[`${locale}/${namespace}`]));
}

/**
 * Imports one of the widget modules that sit next to `facturo.js`, its chunks preloaded in one wave.
 * The script-tag build turns each `import('./…')` in the loader's code into a call to this
 * (`build/loader-entries.ts`): a classic script's `import()` resolves against the page, not the script.
 * @public (called from code the build rewrites, which the unused-export check cannot see)
 */
export function importEntry(id: string): Promise<unknown> {
  const file = __FACTURO_ENTRIES__[id];
  if (!file) return Promise.reject(new Error(`Facturo: this build has no module ${id}.`));
  preloadChunks(id);
  return import(new URL(file, base).href);
}
