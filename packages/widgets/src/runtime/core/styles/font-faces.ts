import { adoptStyleSheet, createStyleSheet } from './css-registry';

/** The Public Sans weights the widgets use. */
export const PUBLIC_SANS_WEIGHTS = [400, 500, 600, 700] as const;

/** A weight of {@link PUBLIC_SANS_WEIGHTS}. */
export type PublicSansWeight = (typeof PUBLIC_SANS_WEIGHTS)[number];

/** The `@font-face` rules for self-hosted Public Sans (Latin covers Spanish: á, é, ñ, ü, ¿, ¡). */
export function publicSansFontFaces(urlFor: (weight: PublicSansWeight) => string): string {
  return PUBLIC_SANS_WEIGHTS.map(
    (weight) =>
      `@font-face{font-family:'Public Sans';font-style:normal;font-display:swap;font-weight:${weight};src:url(${JSON.stringify(urlFor(weight))}) format('woff2');}`,
  ).join('\n');
}

let installed: CSSStyleSheet | null = null;

/**
 * Declares Public Sans on the page. Fonts declared inside a shadow root are never loaded by browsers,
 * so the `@font-face` rules go to `document.adoptedStyleSheets`: once per page, without touching the
 * partner's own stylesheets and without a `<style>` element (CSP-safe).
 */
export function installFontFaces(
  urlFor: (weight: PublicSansWeight) => string,
  doc = globalThis.document,
): void {
  if (installed || !doc) return;
  installed = createStyleSheet(publicSansFontFaces(urlFor));
  if (installed) adoptStyleSheet(doc, installed);
}
