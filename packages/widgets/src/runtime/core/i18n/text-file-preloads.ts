import type { CatalogueNamespace } from '@facturo/sdk/i18n';

type TextFilePreloader = (locale: string, namespaces: readonly CatalogueNamespace[]) => void;

let preloader: TextFilePreloader | undefined;

/**
 * Set by `facturo.js`, which knows from its build which file holds each catalogue namespace: the
 * texts then download with the widget's code, instead of after the module that asks for them.
 */
export function setTextFilePreloader(next: TextFilePreloader): void {
  preloader = next;
}

/** Asks the browser for the files of these texts now, where the page knows them (the script tag). */
export function preloadTextFiles(locale: string, namespaces: readonly CatalogueNamespace[]): void {
  preloader?.(locale, namespaces);
}
