import { createI18n, type I18n } from '@facturo/sdk/i18n';

/** Languages the API answers in: Spanish first, English as the alternative. */
export const API_LOCALES = ['es', 'en'] as const;

/** A language the API answers in. */
export type ApiLocale = (typeof API_LOCALES)[number];

/** The default when `Accept-Language` names neither Spanish nor English. */
export const DEFAULT_LOCALE: ApiLocale = 'es';

const isApiLocale = (value: string): value is ApiLocale => (API_LOCALES as readonly string[]).includes(value);

/**
 * Picks `es` or `en` from an `Accept-Language` header by quality (`en-US;q=0.9, es;q=0.8` → `en`).
 * Anything unparseable or unsupported falls back to Spanish.
 */
export function negotiateLocale(header: string | null | undefined): ApiLocale {
  if (!header) return DEFAULT_LOCALE;
  let best: { locale: ApiLocale; quality: number } | undefined;
  // A hostile header cannot make this slow: only the first 20 entries are read.
  for (const part of header.slice(0, 512).split(',').slice(0, 20)) {
    const [tag = '', ...params] = part.trim().split(';');
    const language = tag.trim().toLowerCase().split('-')[0] ?? '';
    if (!isApiLocale(language)) continue;
    const qParam = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    const quality = qParam ? Number(qParam.slice(2)) : 1;
    if (!Number.isFinite(quality) || quality <= 0) continue;
    if (!best || quality > best.quality) best = { locale: language, quality };
  }
  return best?.locale ?? DEFAULT_LOCALE;
}

/** Reads a stored language preference, falling back to Spanish. */
export function toApiLocale(value: string | null | undefined): ApiLocale {
  return value && isApiLocale(value) ? value : DEFAULT_LOCALE;
}

const instances = new Map<ApiLocale, I18n>();

/** One shared, never-mutated translator per locale (the sdk catalogues, with no document attached). */
export function i18nFor(locale: ApiLocale): I18n {
  let instance = instances.get(locale);
  if (!instance) {
    instance = createI18n({ locale, fallbackLocale: 'en', document: null });
    instances.set(locale, instance);
  }
  return instance;
}
