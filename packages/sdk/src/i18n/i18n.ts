import { createInstance, type i18n as I18next } from 'i18next';
import { type Locale, SUPPORTED_LOCALES } from '../config/locales';
import { Subscribable } from '../core/subscribable';
import { type CatalogueNamespace, loadCatalogue, loadedCatalogue } from './catalogue-loader';
import type { PartialCatalogue, TranslationKey } from './catalogues/catalogue.types';

/** Writing direction of a locale. */
export type TextDirection = 'ltr' | 'rtl';

/** What {@link I18n.getSnapshot} returns: the locale and its writing direction. */
export interface I18nSnapshot {
  readonly locale: Locale;
  readonly dir: TextDirection;
}

/** Values interpolated into `{{name}}` placeholders. */
export type TranslationValues = Record<string, string | number | bigint | boolean | undefined>;

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
  namespaces?: readonly CatalogueNamespace[];
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

/** Translations for one locale at a time, observable so UIs re-render on a language change. */
export class I18n extends Subscribable {
  readonly #i18next: I18next;
  readonly #document: Pick<Document, 'documentElement'> | null;
  #locale: Locale;
  readonly #fallbackLocale: Locale;
  readonly #namespaces: readonly CatalogueNamespace[] | undefined;
  readonly #loaded = new Set<Locale>();
  readonly #ownCopies = new Set<Locale>();
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
    this.#i18next = createInstance();
    // Resources are in memory, so initialisation is synchronous (an IIFE bundle cannot await at top level).
    void this.#i18next.init({
      initAsync: false,
      lng: this.#locale,
      fallbackLng: this.#fallbackLocale,
      supportedLngs: [...SUPPORTED_LOCALES],
      resources: Object.fromEntries(
        Object.entries(options.resources ?? {}).map(([locale, catalogue]) => [
          locale,
          { translation: catalogue },
        ]),
      ),
      interpolation: { escapeValue: false },
      returnNull: false,
    });
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
  t: Translate = (key, values) => this.#i18next.t(key, { ...values, lng: this.#locale }) as string;

  /** `true` when `key` has a text in the current locale or its fallback. */
  exists(key: string): boolean {
    return this.#i18next.exists(key, { lng: this.#locale });
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
    const existing = this.#i18next.getResourceBundle(locale, 'translation') ?? {};
    this.#i18next.addResourceBundle(locale, 'translation', deepMerge(catalogue, existing), false, true);
    this.#ownCopies.add(locale);
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
    if (!this.#ownCopies.has(locale)) {
      // i18next merges deep overrides into the stored objects, which are the shared built-in
      // catalogues; give this instance its own copy first so one widget's wording stays its own.
      const shared = this.#i18next.getResourceBundle(locale, 'translation') ?? {};
      this.#i18next.addResourceBundle(locale, 'translation', structuredClone(shared), false, true);
      this.#ownCopies.add(locale);
    }
    this.#i18next.addResourceBundle(locale, 'translation', catalogue, true, true);
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
  namespaces: readonly CatalogueNamespace[],
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
  namespaces: readonly CatalogueNamespace[],
  options: Omit<I18nOptions, 'resources' | 'namespaces'> = {},
): I18n | undefined {
  const i18n = new I18n({ ...options, namespaces });
  return i18n.isLoaded() ? i18n : undefined;
}

/** Locales whose catalogues hold every key; others also need the fallback locale's texts. */
const COMPLETE_LOCALES: readonly Locale[] = ['es', 'en'];

type Tree = { [key: string]: string | Tree };

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
