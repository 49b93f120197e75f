import type { I18n, Translate } from '@facturo/sdk/i18n';
import type { TranslationOverrides } from './translation-overrides';

// A key no catalogue has: i18next then answers with `defaultValue`, interpolated and pluralised by
// its own rules, so overrides get exactly the formatting built-in texts get.
const OVERRIDE_KEY = 'facturoWidgetOverride.text';

/**
 * `i18n.t` with a widget's `translations` taking precedence. Overrides are kept out of i18next's
 * resource store on purpose: the sdk's `addTranslations` merges into catalogue objects shared by every
 * instance on the page, so one widget's wording would leak into all others.
 */
export function translateWithOverrides(i18n: I18n, overrides: TranslationOverrides | undefined): Translate {
  if (!overrides) return i18n.t;
  return (key, values) => {
    const dot = key.indexOf('.');
    const texts = overrides[i18n.locale]?.[key.slice(0, dot) as keyof (typeof overrides)['es']] as
      | Record<string, string | undefined>
      | undefined;
    const name = key.slice(dot + 1);
    if (!texts || dot < 0) return i18n.t(key, values);
    const plain = texts[name];
    const one = texts[`${name}_one`];
    const other = texts[`${name}_other`];
    if (plain === undefined && one === undefined && other === undefined) return i18n.t(key, values);
    return i18n.t(OVERRIDE_KEY, {
      ...values,
      defaultValue: plain ?? other ?? one,
      ...(one !== undefined ? { defaultValue_one: one } : {}),
      ...(other !== undefined ? { defaultValue_other: other } : {}),
    });
  };
}
