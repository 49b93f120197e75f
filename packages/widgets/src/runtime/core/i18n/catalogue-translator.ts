import { type Locale, SUPPORTED_LOCALES } from '@facturo/sdk/config';
import {
  type CatalogueNamespace,
  interpolate,
  type TextTree,
  type TranslationValues,
  textAt,
} from '@facturo/sdk/i18n';
import { loadedWidgetTexts, loadWidgetTexts, widgetTexts } from './widget-catalogues';

/** Options of {@link CatalogueTranslator}. */
export interface CatalogueTranslatorOptions {
  readonly namespaces: readonly CatalogueNamespace[];
  /** Namespaces among `namespaces` the first paint does not wait for (texts shown after a failure). */
  readonly later?: readonly CatalogueNamespace[];
  readonly locale?: Locale;
  readonly fallbackLocale?: Locale;
}

/** Locales whose catalogues hold every key; others also need the fallback locale's texts. */
const COMPLETE_LOCALES: readonly Locale[] = ['es', 'en'];

/**
 * The widgets' translator: the sdk `I18n`'s lookup rules (dotted keys, `{{value}}` placeholders,
 * plural forms by count, the fallback locale, the key itself when nothing matches) over the sdk's
 * catalogue chunks. Texts are read from the page's downloaded catalogues as they arrive (no copy per
 * widget), so namespaces shown only later (`later`, e.g. error messages) need not hold up the first
 * paint: {@link CatalogueTranslator.load} waits for the others only.
 */
export class CatalogueTranslator {
  readonly #all: readonly CatalogueNamespace[];
  readonly #namespaces: readonly CatalogueNamespace[];
  readonly #later: readonly CatalogueNamespace[];
  readonly #fallbackLocale: Locale;
  readonly #locale: Locale;

  constructor(options: CatalogueTranslatorOptions) {
    this.#all = options.namespaces;
    this.#later = (options.later ?? []).filter((namespace) => options.namespaces.includes(namespace));
    this.#namespaces = options.namespaces.filter((namespace) => !this.#later.includes(namespace));
    this.#locale = options.locale ?? 'es';
    this.#fallbackLocale = options.fallbackLocale ?? 'en';
  }

  /** A new translator with the same options (a new identity, for React to re-render with). */
  copy(): CatalogueTranslator {
    return new CatalogueTranslator({
      namespaces: this.#all,
      later: this.#later,
      locale: this.#locale,
      fallbackLocale: this.#fallbackLocale,
    });
  }

  /** The locale it translates into. */
  get locale(): Locale {
    return this.#locale;
  }

  /**
   * Downloads its namespaces (and the fallback's, for partial locales); resolves once all but the
   * `later` ones are in, which keep downloading (see {@link CatalogueTranslator.loadLater}).
   */
  async load(): Promise<void> {
    void this.loadLater().catch(() => {});
    await Promise.all(this.#locales().map((locale) => loadWidgetTexts(locale, this.#namespaces)));
  }

  /** Resolves once the `later` namespaces are in too. */
  async loadLater(): Promise<void> {
    await Promise.all(this.#locales().map((locale) => loadWidgetTexts(locale, this.#later)));
  }

  /** `true` when its namespaces but the `later` ones are in memory (another widget may have loaded them). */
  isLoaded(): boolean {
    return this.#locales().every((locale) => loadedWidgetTexts(locale, this.#namespaces) !== undefined);
  }

  /** `true` when the `later` namespaces are in memory too. */
  isComplete(): boolean {
    return this.#locales().every((locale) => loadedWidgetTexts(locale, this.#later) !== undefined);
  }

  /** Translates `key` in the current locale, falling back to the fallback locale, then to the key. */
  t = (key: string, values?: TranslationValues): string => {
    const text = this.text(key, values);
    return text === undefined ? key : interpolate(text, values);
  };

  /** `true` when `key` has a text in the current locale or its fallback. */
  exists(key: string): boolean {
    return this.text(key, undefined) !== undefined;
  }

  /** The raw text of `key` (plural form chosen, placeholders left), or `undefined`. */
  text(key: string, values: TranslationValues | undefined): string | undefined {
    // Only its own namespaces, as an instance holding only those answers.
    if (!this.#all.includes(key.slice(0, key.indexOf('.')) as CatalogueNamespace)) return undefined;
    for (const locale of [this.#locale, this.#fallbackLocale]) {
      const text = textAt(widgetTexts(locale) as TextTree, key, locale, values);
      if (text !== undefined) return text;
    }
    return undefined;
  }

  #locales(): Locale[] {
    const locale = this.#locale;
    return COMPLETE_LOCALES.includes(locale) ? [locale] : [locale, this.#fallbackLocale];
  }
}

/** `true` when `value` names a locale with a catalogue (the sdk's rule). */
export function isWidgetLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (SUPPORTED_LOCALES as readonly string[]).includes(value);
}
