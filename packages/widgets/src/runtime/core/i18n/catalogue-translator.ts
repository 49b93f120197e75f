import { type Locale, SUPPORTED_LOCALES } from '@facturo/sdk/config';
import type { CatalogueNamespace, TranslationValues } from '@facturo/sdk/i18n';
import { loadedWidgetTexts, loadWidgetTexts, widgetTexts } from './widget-catalogues';

/** Options of {@link CatalogueTranslator}. */
export interface CatalogueTranslatorOptions {
  readonly namespaces: readonly CatalogueNamespace[];
  /** Namespaces among `namespaces` the first paint does not wait for (texts shown after a failure). */
  readonly later?: readonly CatalogueNamespace[];
  readonly locale?: Locale;
  readonly fallbackLocale?: Locale;
}

type Tree = { readonly [key: string]: string | Tree | undefined };

/** Locales whose catalogues hold every key; others also need the fallback locale's texts. */
const COMPLETE_LOCALES: readonly Locale[] = ['es', 'en'];

const plurals = new Map<string, Intl.PluralRules>();
const pluralCategory = (locale: Locale, count: number) => {
  let rules = plurals.get(locale);
  if (!rules) {
    rules = new Intl.PluralRules(locale);
    plurals.set(locale, rules);
  }
  return rules.select(count);
};

/**
 * Fills `{{name}}` placeholders the way the sdk's i18next setup does (no escaping; a placeholder
 * without a value stays as written).
 */
export function interpolate(text: string, values: TranslationValues | undefined): string {
  if (!values) return text;
  return text.replace(/\{\{\s*([\w.]+)\s*\}\}/g, (placeholder, name: string) => {
    const value = values[name];
    return value === undefined ? placeholder : String(value);
  });
}

/**
 * The plural form of `forms` (`plain`, `one`, `other`…) for `values.count` in `locale`, as i18next
 * picks it: the form of the count's category, else the plain text, else `other`, else `one`.
 */
export function pluralForm(
  locale: Locale,
  forms: Readonly<Record<string, string | undefined>>,
  plain: string | undefined,
  values: TranslationValues | undefined,
): string | undefined {
  const count = values?.count;
  if (typeof count !== 'number') return plain ?? forms.other ?? forms.one;
  return forms[pluralCategory(locale, count)] ?? plain ?? forms.other ?? forms.one;
}

/**
 * The widgets' translator: the sdk `I18n`'s lookup rules (dotted keys, `{{value}}` placeholders,
 * plural forms by count, the fallback locale, the key itself when nothing matches) over the sdk's
 * catalogue chunks, without i18next, which would be most of a widget's text code (15 kB gzip) for
 * rules these catalogues do not use. Texts are read from the page's downloaded catalogues as they
 * arrive, so namespaces shown only later (`later`, e.g. error messages) need not hold up the first
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
    const dot = key.lastIndexOf('.');
    // Only its own namespaces, as an instance holding only those answers.
    if (dot < 0 || !this.#all.includes(key.slice(0, key.indexOf('.')) as CatalogueNamespace))
      return undefined;
    const name = key.slice(dot + 1);
    for (const locale of [this.#locale, this.#fallbackLocale]) {
      const parent = this.#branch(locale, key.slice(0, dot));
      if (!parent) continue;
      const at = (suffix: string) => {
        const value = parent[`${name}${suffix}`];
        return typeof value === 'string' ? value : undefined;
      };
      // Plural forms only with a count, as i18next reads them: the count's form, else the plain text.
      const count = values?.count;
      const text =
        (typeof count === 'number' ? at(`_${pluralCategory(locale, count)}`) : undefined) ?? at('');
      if (text !== undefined) return text;
    }
    return undefined;
  }

  #branch(locale: Locale, path: string): Tree | undefined {
    let node = widgetTexts(locale) as Tree | string | undefined;
    for (const part of path.split('.')) {
      if (typeof node !== 'object') return undefined;
      node = node[part];
    }
    return typeof node === 'object' ? node : undefined;
  }

  #locales(): Locale[] {
    const locale = this.#locale;
    return COMPLETE_LOCALES.includes(locale) ? [locale] : [locale, this.#fallbackLocale];
  }
}

/** `true` when `value` names a locale with a catalogue (the sdk's rule, without its i18next module). */
export function isWidgetLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (SUPPORTED_LOCALES as readonly string[]).includes(value);
}
