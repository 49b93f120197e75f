/**
 * A text stored in both product languages: Spanish (primary) and English. Catalogue data (plan names,
 * DIAN code names, holiday names) carries both so the API can send one payload to every reader.
 */
export interface LocalizedText {
  /** Spanish, the primary language. */
  es: string;
  /** English, the fallback. */
  en: string;
}

/**
 * The text for a locale: Spanish for any `es*` locale, English for every other one (the catalogues
 * fall back to English the same way).
 * @example localizedText({ es: 'Cédula de ciudadanía', en: 'Citizenship card' }, 'en') // 'Citizenship card'
 */
export function localizedText(text: LocalizedText, locale: string): string {
  return isSpanishLocale(locale) ? text.es : text.en;
}

/** `true` for `es` and any regional Spanish (`es-CO`, `es-419`); these read the Spanish texts. */
export function isSpanishLocale(locale: string): boolean {
  return /^es(?:-|$)/i.test(locale);
}
