/*
 * Facturo's design primitives as plain values: no vanilla-extract, no React, no DOM. The one theme
 * (`theme.css.ts`) is built from them, and partners get them through `@facturo/widgets/design-tokens`
 * for their own stylesheets, so the brand and the public theming properties are written once.
 */

/** Public Sans first (self-hosted), then the platform's sans-serif. */
export const FONT_STACK =
  "'Public Sans', system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";

/**
 * A public theming property, `var(--facturo-<name>, <fallback>)`: partners (and the portal's
 * customizer) set `--facturo-color-primary` and the like; the fallback is Facturo's own value.
 */
export function publicVar(name: string, fallback: string): string {
  return `var(--facturo-${name}, ${fallback})`;
}

/** `color` mixed with `other` at `percent` %: how every derived colour follows the brand colour. */
export function colorMix(color: string, percent: number, other: string): string {
  return `color-mix(in srgb, ${color} ${percent}%, ${other})`;
}

/** The corner radii, all derived from the public `--facturo-radius` (12 px by default). */
export const RADIUS_SCALE = {
  sm: `calc(${publicVar('radius', '12px')} / 2)`,
  md: publicVar('radius', '12px'),
  lg: `calc(${publicVar('radius', '12px')} * 1.5)`,
  pill: '999px',
} as const;

/** The font family, overridable with the public `--facturo-font-family`. */
export const FONT_FAMILY = publicVar('font-family', FONT_STACK);

/**
 * Facturo's palette: the brand cyan, the text on it, and per scheme the surface, the text and the
 * status colours (chosen to keep 4.5:1 on their surface).
 */
export const PALETTE = {
  primary: '#10D1F4',
  onPrimary: '#04232C',
  light: { surface: '#FFFFFF', text: '#132230', danger: '#B42318', success: '#0F7A4A' },
  dark: { surface: '#0E1A26', text: '#E8EEF4', danger: '#FF8B7E', success: '#5BD6A2' },
} as const;
