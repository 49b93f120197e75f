/** The widget modules of this build by id (their path under `src/`), content-hashed (written by the build). */
declare const __FACTURO_ENTRIES__: Record<string, string>;

let base = '';

/** Where the widget modules are: next to `facturo.js`. */
export function setEntryBase(url: string): void {
  base = url;
}

/**
 * Imports one of the widget modules that sit next to `facturo.js`. The script-tag build turns each
 * `import('./…')` in the loader's code into a call to this (`build/loader-entries.ts`): a classic
 * script's `import()` resolves against the page, not the script.
 * @public (called from code the build rewrites, which the unused-export check cannot see)
 */
export function importEntry(id: string): Promise<unknown> {
  const file = __FACTURO_ENTRIES__[id];
  if (!file) return Promise.reject(new Error(`Facturo: this build has no module ${id}.`));
  return import(new URL(file, base).href);
}
