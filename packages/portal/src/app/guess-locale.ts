import type { Locale } from '@facturo/sdk/config';
import { parseCookieString } from '@facturo/sdk/core';
import { isSupportedLocale } from '@facturo/sdk/i18n';

/**
 * The visitor's language before the configuration is known: the saved language preference, else the
 * browser's language when it is English (and not Spanish), else Spanish.
 */
export function guessLocale(
  cookieString = globalThis.document?.cookie ?? '',
  languages = globalThis.navigator?.languages ?? [],
): Locale {
  const saved = savedLocale(cookieString);
  if (saved) return saved;
  return languages.some((language) => /^en\b/i.test(language)) &&
    !languages.some((language) => /^es\b/i.test(language))
    ? 'en'
    : 'es';
}

/** The language the visitor chose earlier (the preferences' `…-language` cookie), if any. */
export function savedLocale(cookieString = globalThis.document?.cookie ?? ''): Locale | undefined {
  for (const [name, value] of parseCookieString(cookieString)) {
    if (name.endsWith('-language') && isSupportedLocale(value)) return value;
  }
  return undefined;
}

/**
 * The language the app will most likely start in, to download its texts while `/config.json` is
 * still on its way: the saved choice, else the page's `lang` (index.html ships the configuration's
 * default). Unlike {@link guessLocale} it ignores the browser's languages, because the app does too.
 */
export function likelyStartLocale(
  cookieString = globalThis.document?.cookie ?? '',
  pageLang = globalThis.document?.documentElement.lang ?? '',
): Locale {
  const saved = savedLocale(cookieString);
  if (saved) return saved;
  return isSupportedLocale(pageLang) ? pageLang : 'es';
}
