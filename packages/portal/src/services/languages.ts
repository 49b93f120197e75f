import type { Locale } from '@facturo/sdk/config';

/** The languages the portal offers, each named in itself (so it is never translated). */
export const PORTAL_LANGUAGES: readonly { locale: Extract<Locale, 'es' | 'en'>; name: string }[] = [
  { locale: 'es', name: 'Español' },
  { locale: 'en', name: 'English' },
];

/** A language's own name (`es` → `Español`). */
export function languageName(locale: string): string {
  return PORTAL_LANGUAGES.find((language) => language.locale === locale)?.name ?? locale;
}
