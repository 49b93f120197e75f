import { createInstance, type i18n as I18next } from 'i18next';
import { type Locale, SUPPORTED_LOCALES } from '../config/config-schema';
import { Subscribable } from '../core/subscribable';
import { catalogues } from './catalogues';
import type { PartialCatalogue, TranslationKey } from './catalogues/catalogue.types';

/** Writing direction of a locale. */
export type TextDirection = 'ltr' | 'rtl';

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

  constructor(options: I18nOptions = {}) {
    super();
    this.#locale = options.locale ?? 'es';
    this.#document =
      options.document === undefined
        ? ((globalThis.document as Document | undefined) ?? null)
        : options.document;
    this.#i18next = createInstance();
    // Resources are in memory, so initialisation is synchronous (an IIFE bundle cannot await at top level).
    void this.#i18next.init({
      initAsync: false,
      lng: this.#locale,
      fallbackLng: options.fallbackLocale ?? 'en',
      supportedLngs: [...SUPPORTED_LOCALES],
      resources: Object.fromEntries(
        SUPPORTED_LOCALES.map((locale) => [locale, { translation: catalogues[locale] }]),
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

  /** Translates `key` in the current locale, falling back to English, then to the key itself. */
  t: Translate = (key, values) => this.#i18next.t(key, { ...values, lng: this.#locale }) as string;

  /** `true` when `key` has a text in the current locale or its fallback. */
  exists(key: string): boolean {
    return this.#i18next.exists(key, { lng: this.#locale });
  }

  /** Switches locale, updates `<html lang dir>` when a document is attached, and notifies subscribers. */
  setLocale(locale: Locale): void {
    if (!isSupportedLocale(locale)) {
      throw new Error(`Unsupported locale "${String(locale)}". Use one of: ${SUPPORTED_LOCALES.join(', ')}.`);
    }
    if (locale === this.#locale) return;
    this.#locale = locale;
    this.#applyToDocument();
    this.notify();
  }

  /** Merges texts over a locale's catalogue (deep), e.g. a partner's wording for one widget. */
  addTranslations(locale: Locale, catalogue: PartialCatalogue): void {
    this.#i18next.addResourceBundle(locale, 'translation', catalogue, true, true);
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
 * Creates an {@link I18n} instance.
 * @example
 * const i18n = createI18n({ locale: 'es' });
 * i18n.t('errors.invalid_credentials'); // 'El correo o la contraseña no son correctos.'
 */
export function createI18n(options: I18nOptions = {}): I18n {
  return new I18n(options);
}
