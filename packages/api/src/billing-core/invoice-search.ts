/**
 * Search by number or concept runs on PostgreSQL's full-text index (`to_tsvector('simple', …)`, core
 * in every engine). Both sides are normalized here the same way: lower case, accents removed,
 * only letters and digits, so "Nómina" finds "nomina" and "FCT-1024" finds "FCT1024".
 */
export function normalizeForSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/**
 * The text an invoice is indexed by: its number, the number's digits alone (people type `1024`
 * for `FCT1024`), and every concept in Spanish and English.
 */
export function invoiceSearchText(number: string, concepts: readonly string[]): string {
  const digits = number.replace(/\D/g, '');
  return normalizeForSearch([number, digits, ...concepts].join(' '));
}

/**
 * A `to_tsquery('simple', …)` expression for what someone typed: every word must match as a
 * prefix (`nom` finds `nomina`); a number typed with its prefix (`FCT10`) also matches the number.
 * `null` when nothing searchable was typed. Words are `[a-z0-9]+` only, so the expression cannot
 * be malformed.
 */
export function searchQuery(typed: string): string | null {
  const words = normalizeForSearch(typed).split(' ').filter(Boolean).slice(0, 8);
  return words.length ? words.map((word) => `${word}:*`).join(' & ') : null;
}
