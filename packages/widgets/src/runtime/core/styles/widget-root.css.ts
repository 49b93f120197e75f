import { createTheme, createThemeContract, globalStyle, style } from '@vanilla-extract/css';
import { FONT_FAMILY, colorMix as mix, PALETTE, publicVar, RADIUS_SCALE } from './design-tokens';

/**
 * Design tokens every widget styles with. Partners theme through the public custom properties
 * (`--facturo-color-primary`, …) on the element; every other colour derives from them.
 */
export const tokens = createThemeContract({
  color: {
    primary: null,
    onPrimary: null,
    primaryText: null,
    primarySoft: null,
    surface: null,
    surfaceMuted: null,
    border: null,
    borderStrong: null,
    text: null,
    textMuted: null,
    danger: null,
    dangerSoft: null,
    success: null,
    successSoft: null,
    focus: null,
  },
  radius: { sm: null, md: null, lg: null, pill: null },
  font: { family: null },
  shadow: { card: null, raised: null },
});

const shared = (scheme: { surface: string; text: string }) => ({
  primary: publicVar('color-primary', PALETTE.primary),
  onPrimary: publicVar('color-on-primary', PALETTE.onPrimary),
  surface: publicVar('color-surface', scheme.surface),
  text: publicVar('color-text', scheme.text),
  surfaceMuted: mix(tokens.color.text, 4, tokens.color.surface),
  border: mix(tokens.color.text, 14, tokens.color.surface),
  borderStrong: mix(tokens.color.text, 30, tokens.color.surface),
  textMuted: mix(tokens.color.text, 72, tokens.color.surface),
});

/** The light scheme. */
export const lightTheme = createTheme(tokens, {
  color: {
    ...shared(PALETTE.light),
    // The brand cyan on white is 1.9:1; text in the primary colour is darkened to stay above 4.5:1.
    primaryText: mix(tokens.color.primary, 56, '#000'),
    primarySoft: mix(tokens.color.primary, 12, tokens.color.surface),
    danger: PALETTE.light.danger,
    dangerSoft: mix(PALETTE.light.danger, 9, tokens.color.surface),
    success: PALETTE.light.success,
    successSoft: mix(PALETTE.light.success, 10, tokens.color.surface),
    focus: mix(tokens.color.primary, 60, '#000'),
  },
  radius: RADIUS_SCALE,
  font: { family: FONT_FAMILY },
  shadow: {
    card: '0 1px 2px rgb(16 24 40 / 6%), 0 10px 28px -14px rgb(16 24 40 / 22%)',
    raised: '0 2px 4px rgb(16 24 40 / 8%), 0 22px 44px -18px rgb(16 24 40 / 32%)',
  },
});

/** The dark scheme: a deep navy surface on which the brand cyan reads at 9:1. */
export const darkTheme = createTheme(tokens, {
  color: {
    ...shared(PALETTE.dark),
    primaryText: mix(tokens.color.primary, 88, '#FFF'),
    primarySoft: mix(tokens.color.primary, 16, tokens.color.surface),
    danger: PALETTE.dark.danger,
    dangerSoft: mix(PALETTE.dark.danger, 12, tokens.color.surface),
    success: PALETTE.dark.success,
    successSoft: mix(PALETTE.dark.success, 12, tokens.color.surface),
    focus: tokens.color.primary,
  },
  radius: RADIUS_SCALE,
  font: { family: FONT_FAMILY },
  shadow: {
    card: '0 0 0 1px rgb(255 255 255 / 3%), 0 14px 34px -18px rgb(0 0 0 / 70%)',
    raised: '0 0 0 1px rgb(255 255 255 / 5%), 0 24px 48px -20px rgb(0 0 0 / 80%)',
  },
});

// Shadow-root host: a block by default; the page may still size and place it.
globalStyle(':host', { display: 'block' });
globalStyle(':host([hidden])', { display: 'none' });

/**
 * Cuts every inherited property the host page could push into the widget (font size, colour,
 * letter-spacing, text-transform…). Declared before {@link root} so the root's own values win.
 */
export const resetRoot = style({ all: 'initial' });

/** The widget's outer element. */
export const root = style({
  display: 'block',
  boxSizing: 'border-box',
  fontFamily: tokens.font.family,
  // max(): robust against `html { font-size: 62.5% }` on the host page, still honours larger user settings.
  fontSize: 'max(16px, 1rem)',
  lineHeight: 1.5,
  color: tokens.color.text,
  textAlign: 'start',
  WebkitFontSmoothing: 'antialiased',
  MozOsxFontSmoothing: 'grayscale',
  colorScheme: 'light',
  selectors: { [`&.${darkTheme}`]: { colorScheme: 'dark' } },
});

globalStyle(`${root} *, ${root} *::before, ${root} *::after`, { boxSizing: 'border-box' });
globalStyle(`${root} :focus-visible`, { outline: `2px solid ${tokens.color.focus}`, outlineOffset: '2px' });
