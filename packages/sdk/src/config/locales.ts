/**
 * The locales the sdk has catalogues for. Kept apart from the configuration schema so that code
 * which only needs the list (translations, preferences) does not pull the schema's validator in.
 * @module
 */

/** Locales with catalogues. `es` is the default, `en` the fallback; `fr` and `ar` cover navigation. */
export const SUPPORTED_LOCALES = ['es', 'en', 'fr', 'ar'] as const;

/** A locale the sdk has a catalogue for. */
export type Locale = (typeof SUPPORTED_LOCALES)[number];
