import type { Translate } from '@facturo/sdk/i18n';
import { interpolate, pluralForm } from '@facturo/sdk/i18n';
import type { CatalogueTranslator } from './catalogue-translator';
import type { TranslationOverrides } from './translation-overrides';

/**
 * The translator's `t` with a widget's `translations` taking precedence, placeholders and plural
 * forms (`name_one`, `name_other`) read by the same rules as the built-in texts. Overrides are kept
 * out of the translator's texts on purpose: those are the catalogue objects every widget on the page
 * shares, so one widget's wording would leak into all others.
 */
export function translateWithOverrides(
  i18n: CatalogueTranslator,
  overrides: TranslationOverrides | undefined,
): Translate {
  if (!overrides) return i18n.t;
  return (key, values) => {
    const dot = key.indexOf('.');
    const texts = overrides[i18n.locale]?.[key.slice(0, dot) as keyof (typeof overrides)['es']] as
      | Record<string, string | undefined>
      | undefined;
    const name = key.slice(dot + 1);
    if (!texts || dot < 0) return i18n.t(key, values);
    const forms: Record<string, string | undefined> = {};
    for (const category of ['zero', 'one', 'two', 'few', 'many', 'other']) {
      forms[category] = texts[`${name}_${category}`];
    }
    const text = pluralForm(i18n.locale, forms, texts[name], values);
    return text === undefined ? i18n.t(key, values) : interpolate(text, values);
  };
}
