import type { Locale } from '../config/locales';

/** Values interpolated into `{{name}}` placeholders. */
export type TranslationValues = Record<string, string | number | bigint | boolean | undefined>;

/** A catalogue as stored: nested objects of texts, keyed by the parts of a dotted key. */
export type TextTree = { readonly [key: string]: string | TextTree | undefined };

const plurals = new Map<string, Intl.PluralRules>();

/** The CLDR plural category (`one`, `other`…) of `count` in `locale`. */
function pluralCategory(locale: Locale, count: number): Intl.LDMLPluralRule {
  let rules = plurals.get(locale);
  if (!rules) {
    rules = new Intl.PluralRules(locale);
    plurals.set(locale, rules);
  }
  return rules.select(count);
}

/**
 * Fills `{{name}}` placeholders as the catalogues were written for (i18next's rules with escaping
 * off): no escaping, and a placeholder without a value stays as written.
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
 * The raw text of a dotted `key` in one locale's catalogue (placeholders left), or `undefined`: with a
 * numeric `values.count`, the form of the count's plural category (`key_one`, `key_other`…) when the
 * catalogue has it, else the plain `key` (i18next's lookup, which the catalogues are written for).
 */
export function textAt(
  tree: TextTree | undefined,
  key: string,
  locale: Locale,
  values: TranslationValues | undefined,
): string | undefined {
  const dot = key.lastIndexOf('.');
  let branch: TextTree | string | undefined = tree;
  for (const part of key.slice(0, dot).split('.'))
    branch = typeof branch === 'object' ? branch[part] : undefined;
  // Every text sits in a namespace: a key without a dot names none.
  if (dot < 0 || typeof branch !== 'object') return undefined;
  const name = key.slice(dot + 1);
  const count = values?.count;
  const plural = typeof count === 'number' ? branch[`${name}_${pluralCategory(locale, count)}`] : undefined;
  const text = typeof plural === 'string' ? plural : branch[name];
  return typeof text === 'string' ? text : undefined;
}
