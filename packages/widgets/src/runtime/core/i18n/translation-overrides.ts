import type { Locale } from '@facturo/sdk/config';
import type { PartialCatalogue } from '@facturo/sdk/i18n';

/**
 * Texts a partner puts instead of the built-in ones, per locale and namespace:
 * `{ es: { pricing: { selectPlan: 'Lo quiero' } }, en: { pricing: { selectPlan: 'I want it' } } }`.
 * Keys not given keep the catalogue's text.
 */
export type TranslationOverrides = Partial<Record<Locale, PartialCatalogue>>;
