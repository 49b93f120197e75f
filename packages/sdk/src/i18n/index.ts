/**
 * @facturo/sdk/i18n — Translations: the observable `I18n`, its catalogues (es first, en fallback) and their lazy loading.
 * @module
 */

export type { CatalogueChunk, CatalogueNamespace } from './catalogue-loader';
export { loadCatalogue } from './catalogue-loader';
export type { TextTree } from './catalogue-lookup';
export { interpolate, pluralForm, textAt } from './catalogue-lookup';
export { catalogues, en, es } from './catalogues';
export type { Catalogue, PartialCatalogue, TranslationKey } from './catalogues/catalogue.types';
export { createI18n } from './create-i18n';
export type { I18nOptions, I18nSnapshot, TextDirection, Translate, TranslationValues } from './i18n';
export { createI18nFor, createLoadedI18nFor, I18n, isSupportedLocale, textDirection } from './i18n';
