const DARK_INK = '#04232C';
const WHITE = '#FFFFFF';

const linear = (channel: number) => {
  const c = channel / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
};

/** WCAG relative luminance of a `#RRGGBB` colour. */
export function luminance(hex: string): number {
  const value = Number.parseInt(hex.slice(1, 7), 16);
  return (
    0.2126 * linear((value >> 16) & 255) + 0.7152 * linear((value >> 8) & 255) + 0.0722 * linear(value & 255)
  );
}

/**
 * Dark ink or white, whichever reads better on `hex` (the text of primary buttons when the visitor
 * picks another primary colour in the customizer).
 */
export function inkOn(hex: string): string {
  const background = luminance(hex);
  const onDark = (1 + 0.05) / (background + 0.05);
  const onLight = (background + 0.05) / (luminance(DARK_INK) + 0.05);
  return onLight >= onDark ? DARK_INK : WHITE;
}
