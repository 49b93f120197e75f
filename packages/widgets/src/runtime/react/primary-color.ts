import type { CSSProperties } from 'react';

const DARK_TEXT = '#04232C';
const LIGHT_TEXT = '#FFFFFF';

function channel(value: number): number {
  const c = value / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

/** WCAG relative luminance of `#RGB` or `#RRGGBB`. */
export function relativeLuminance(hex: string): number {
  const digits = hex.slice(1);
  const full = digits.length === 3 ? [...digits].map((d) => d + d).join('') : digits;
  const [r, g, b] = [0, 2, 4].map((i) => channel(Number.parseInt(full.slice(i, i + 2), 16)));
  return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0);
}

/** WCAG contrast ratio of two luminances. */
function contrast(a: number, b: number): number {
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
}

/** The text colour (dark ink or white) that reads best on a button of colour `hex`. */
export function textColorOn(hex: string): string {
  const background = relativeLuminance(hex);
  return contrast(background, relativeLuminance(DARK_TEXT)) >= contrast(background, 1)
    ? DARK_TEXT
    : LIGHT_TEXT;
}

/**
 * Inline custom properties for a `primary-color` attribute. The attribute beats the partner's
 * `--facturo-color-primary` rule because it is declared on the widget's own root; the text colour on
 * primary buttons is chosen for contrast.
 */
export function primaryColorStyle(hex: string | undefined): CSSProperties | undefined {
  if (!hex) return undefined;
  return {
    '--facturo-color-primary': hex,
    '--facturo-color-on-primary': textColorOn(hex),
  } as CSSProperties;
}
