import { PRIVACY } from '../../../packages/portal/src/pages/legal/privacy.content';
import { TERMS } from '../../../packages/portal/src/pages/legal/terms.content';
import { en, es } from '../../../packages/sdk/src/i18n/catalogues/index';
import { COMMON_ENGLISH_WORDS } from './common-english-words';

/**
 * Words that may appear on a Spanish page although they are not Spanish: brands, codes and names of
 * things (and "English", the language's own name in the language menu).
 */
export const BRAND_ALLOW_LIST = [
  'facturo',
  'dian',
  'nit',
  'api',
  'iva',
  'pos',
  'erp',
  'eps',
  'ips',
  'cufe',
  'rut',
  'rips',
  'cie',
  'visa',
  'mastercard',
  'american',
  'express',
  'google',
  'recaptcha',
  'english',
  'mercado',
  'pago',
  'csv',
  'pdf',
] as const;

// Addresses and links are data, not prose (`valentina@clinica.test` is not an English word).
const words = (text: string) =>
  text
    .replace(/\S+@\S+|https?:\/\/\S+/g, ' ')
    .replace(/\{\{\w+\}\}/g, ' ')
    .toLowerCase()
    .match(/\p{L}+/gu) ?? [];

// The month names dates are written with on a Spanish page (`12 de may de 2026`: "may" is mayo).
const spanishMonths = () =>
  Array.from({ length: 12 }, (_, month) => {
    const day = new Date(Date.UTC(2026, month, 15));
    return ['short', 'long'].map((width) =>
      new Intl.DateTimeFormat('es-CO', { month: width as 'short' | 'long', timeZone: 'UTC' }).format(day),
    );
  }).flat();

function texts(node: unknown): string[] {
  if (typeof node === 'string') return [node];
  if (node && typeof node === 'object') return Object.values(node).flatMap(texts);
  return [];
}

/**
 * Words that give away English on a Spanish page: common English words of interfaces and prose
 * (hard-coded text never reaches a catalogue), plus the English catalogue's words of four letters or
 * more. Anything the Spanish catalogue, the Spanish legal texts or a Spanish date (month names) also
 * use is Spanish too ("plan",
 * "total", "email" in an address label, "legal"), and the brands and codes of
 * {@link BRAND_ALLOW_LIST} are nobody's language.
 */
export function englishOnlyWords(): Set<string> {
  const spanish = new Set(
    [...texts(es), ...texts(TERMS.es), ...texts(PRIVACY.es), ...spanishMonths()].flatMap(words),
  );
  const allowed = new Set<string>(BRAND_ALLOW_LIST);
  const catalogue = texts(en)
    .flatMap(words)
    .filter((word) => word.length >= 4);
  return new Set(
    [...COMMON_ENGLISH_WORDS, ...catalogue].filter((word) => !spanish.has(word) && !allowed.has(word)),
  );
}

/** The English-only words in `text`, each once. */
export function englishIn(text: string, english: ReadonlySet<string>): string[] {
  return [...new Set(words(text).filter((word) => english.has(word)))];
}
