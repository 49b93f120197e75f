import { type Locale, SUPPORTED_LOCALES } from '../config/locales';
import { Subscribable } from '../core/subscribable';
import { type CatalogueChunk, loadCatalogue, loadedCatalogue } from './catalogue-loader';
import { interpolate, type TextTree, type TranslationValues, textAt } from './catalogue-lookup';
import type { PartialCatalogue, TranslationKey } from './catalogues/catalogue.types';

/** Writing direction of a locale. */
export type TextDirection = 'ltr' | 'rtl';

/** What {@link I18n.getSnapshot} returns: the locale and its writing direction. */
export interface I18nSnapshot {
  readonly locale: Locale;
  readonly dir: TextDirection;
}

export type { TranslationValues };

/** Translates a key in the current locale. Unknown keys come back as the key itself. */
export type Translate = (key: TranslationKey | (string & {}), values?: TranslationValues) => string;

/** Options of {@link createI18n}. */
export interface I18nOptions {
  /** Starting locale; defaults to `es`. */
  locale?: Locale;
  /** Locale used for missing keys; defaults to `en`. */
  fallbackLocale?: Locale;
  /** Per-locale overrides merged over the built-in catalogues (a widget's `translations`). */
  overrides?: Partial<Record<Locale, PartialCatalogue>>;
  /**
   * The catalogues to start with. {@link createI18n} passes every built-in catalogue; browser bundles
   * pass none and call {@link I18n.load} for the namespaces they use (see {@link createI18nFor}).
   */
  resources?: Partial<Record<Locale, PartialCatalogue>>;
  /** The namespaces {@link I18n.load} fetches; omitted when `resources` already holds everything. */
  namespaces?: readonly CatalogueChunk[];
  /**
   * The document whose `<html lang dir>` follows the locale. Defaults to the global document
   * when there is one; pass `null` to leave the page alone (widgets inside a partner page).
   */
  document?: Pick<Document, 'documentElement'> | null;
}

/** `rtl` for Arabic, `ltr` for everything else. */
export function textDirection(locale: Locale): TextDirection {
  return locale === 'ar' ? 'rtl' : 'ltr';
}

/** `true` when `value` names a locale with a catalogue. */
export function isSupportedLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (SUPPORTED_LOCALES as readonly string[]).includes(value);
}

/**
 * Translations for one locale at a time, observable so UIs re-render on a language change. Reads the
 * catalogues by i18next's rules (dotted keys, `{{value}}` placeholders without escaping, plural forms
 * by count, the fallback locale, then the key itself) without i18next, which would be the largest
 * piece of a page's text code (about 14 kB gzip) for rules these catalogues do not use; a test holds
 * it to i18next's answers for every key.
 */
export class I18n extends Subscribable {
  // Each locale's texts; every change makes new objects, so a catalogue shared between instances
  // (the built-in ones, another widget's) is never modified.
  readonly #texts = new Map<Locale, TextTree>();
  readonly #document: Pick<Document, 'documentElement'> | null;
  #locale: Locale;
  readonly #fallbackLocale: Locale;
  #namespaces: readonly CatalogueChunk[] | undefined;
  readonly #loaded = new Set<Locale>();
  #snapshot: I18nSnapshot | null = null;

  constructor(options: I18nOptions = {}) {
    super();
    this.#locale = options.locale ?? 'es';
    this.#fallbackLocale = options.fallbackLocale ?? 'en';
    this.#namespaces = options.namespaces;
    this.#document =
      options.document === undefined
        ? ((globalThis.document as Document | undefined) ?? null)
        : options.document;
    for (const [locale, catalogue] of Object.entries(options.resources ?? {})) {
      if (catalogue) this.#texts.set(locale as Locale, catalogue as TextTree);
    }
    for (const [locale, catalogue] of Object.entries(options.overrides ?? {})) {
      if (catalogue) this.addTranslations(locale as Locale, catalogue);
    }
    this.#applyToDocument();
  }

  /** The current locale. */
  get locale(): Locale {
    return this.#locale;
  }

  /** The writing direction of the current locale. */
  get dir(): TextDirection {
    return textDirection(this.#locale);
  }

  /**
   * The locale and direction; the same object until something changes. Loaded or added texts also
   * make a new object, so a `useSyncExternalStore` caller re-renders with them.
   */
  getSnapshot = (): I18nSnapshot => {
    this.#snapshot ??= { locale: this.#locale, dir: this.dir };
    return this.#snapshot;
  };

  /** Translates `key` in the current locale, falling back to English, then to the key itself. */
  t: Translate = (key, values) => {
    const text = this.#text(key, values);
    return text === undefined ? key : interpolate(text, values);
  };

  /** `true` when `key` has a text in the current locale or its fallback. */
  exists(key: string): boolean {
    return this.#text(key, undefined) !== undefined;
  }

  #text(key: string, values: TranslationValues | undefined): string | undefined {
    const current = textAt(this.#texts.get(this.#locale), key, this.#locale, values);
    if (current !== undefined || this.#fallbackLocale === this.#locale) return current;
    return textAt(this.#texts.get(this.#fallbackLocale), key, this.#fallbackLocale, values);
  }

  /**
   * Fetches this instance's namespaces for `locale` (default: the current one) and, when that
   * locale's catalogue is partial (fr, ar), for the fallback too. Already loaded locales cost nothing.
   */
  async load(locale: Locale = this.#locale): Promise<void> {
    const namespaces = this.#namespaces;
    if (!namespaces) return;
    const missing = this.#localesFor(locale).filter((candidate) => !this.#loaded.has(candidate));
    const catalogues = await Promise.all(missing.map((candidate) => loadCatalogue(candidate, namespaces)));
    missing.forEach((candidate, index) => {
      this.#install(candidate, catalogues[index] ?? {});
    });
    if (missing.length) this.#changed();
  }

  /**
   * Adds `namespaces` to the ones this instance holds and loads them (see {@link I18n.load}); later
   * language changes load them too. A page that shows more than the first page's texts awaits this
   * before it renders. An instance created with every catalogue in memory already has them.
   */
  async include(namespaces: readonly CatalogueChunk[]): Promise<void> {
    const current = this.#namespaces;
    if (!current) return;
    const added = namespaces.filter((namespace) => !current.includes(namespace));
    if (added.length) {
      this.#namespaces = [...current, ...added];
      // Locales loaded so far lack the added namespaces: each loads again (from the download cache for
      // what it had) when it is next used.
      this.#loaded.clear();
    }
    await this.load();
  }

  /**
   * `true` when this instance's namespaces for `locale` are in memory, installing them if another
   * instance already downloaded them: lets a second widget start without a loading state.
   */
  isLoaded(locale: Locale = this.#locale): boolean {
    const namespaces = this.#namespaces;
    if (!namespaces) return true;
    return this.#localesFor(locale).every((candidate) => {
      if (this.#loaded.has(candidate)) return true;
      const catalogue = loadedCatalogue(candidate, namespaces);
      if (catalogue) this.#install(candidate, catalogue);
      return catalogue !== undefined;
    });
  }

  #localesFor(locale: Locale): Locale[] {
    return COMPLETE_LOCALES.includes(locale) ? [locale] : [locale, this.#fallbackLocale];
  }

  #install(locale: Locale, catalogue: PartialCatalogue): void {
    // Built-in texts go underneath whatever overrides were added before they arrived.
    this.#texts.set(locale, deepMerge(catalogue, this.#texts.get(locale) ?? {}));
    this.#loaded.add(locale);
  }

  /** Loads `locale` (see {@link I18n.load}) and then switches to it, so no untranslated text flashes. */
  async changeLocale(locale: Locale): Promise<void> {
    await this.load(locale);
    this.setLocale(locale);
  }

  /** Switches locale, updates `<html lang dir>` when a document is attached, and notifies subscribers. */
  setLocale(locale: Locale): void {
    if (!isSupportedLocale(locale)) {
      throw new Error(`Unsupported locale "${String(locale)}". Use one of: ${SUPPORTED_LOCALES.join(', ')}.`);
    }
    if (locale === this.#locale) return;
    this.#locale = locale;
    this.#applyToDocument();
    this.#changed();
  }

  /** Merges texts over a locale's catalogue (deep), e.g. a partner's wording for one widget. */
  addTranslations(locale: Locale, catalogue: PartialCatalogue): void {
    this.#texts.set(locale, deepMerge(this.#texts.get(locale) ?? {}, catalogue));
    this.#changed();
  }

  #changed(): void {
    this.#snapshot = null;
    this.notify();
  }

  #applyToDocument(): void {
    const root = this.#document?.documentElement;
    if (!root) return;
    root.lang = this.#locale;
    root.dir = this.dir;
  }
}

/**
 * Creates an {@link I18n} holding only `namespaces`, fetched on demand: what browser bundles use so
 * they download the texts they show and nothing else. Resolves once the starting locale is loaded.
 * @example
 * const i18n = await createI18nFor(['common', 'errors', 'pricing'], { locale: 'es', document: null });
 */
export async function createI18nFor(
  namespaces: readonly CatalogueChunk[],
  options: Omit<I18nOptions, 'resources' | 'namespaces'> = {},
): Promise<I18n> {
  const i18n = new I18n({ ...options, namespaces });
  await i18n.load();
  return i18n;
}

/**
 * Like {@link createI18nFor}, synchronously, when the namespaces were already downloaded (by an
 * earlier instance or an explicit `loadCatalogue`); otherwise `undefined`.
 */
export function createLoadedI18nFor(
  namespaces: readonly CatalogueChunk[],
  options: Omit<I18nOptions, 'resources' | 'namespaces'> = {},
): I18n | undefined {
  const i18n = new I18n({ ...options, namespaces });
  return i18n.isLoaded() ? i18n : undefined;
}

/** Locales whose catalogues hold every key; others also need the fallback locale's texts. */
const COMPLETE_LOCALES: readonly Locale[] = ['es', 'en'];

type Tree = { [key: string]: string | Tree | undefined };

// Merges `top` over `base` into a new object (neither input is modified).
function deepMerge(base: object, top: object): Tree {
  const result: Tree = { ...(base as Tree) };
  for (const [key, value] of Object.entries(top as Tree)) {
    const current = result[key];
    result[key] =
      typeof value === 'object' && typeof current === 'object' ? deepMerge(current, value) : value;
  }
  return result;
}
