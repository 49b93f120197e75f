import { createTheme, createThemeContract, globalStyle, style } from '@vanilla-extract/css';

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

const publicVar = (name: string, fallback: string) => `var(--facturo-${name}, ${fallback})`;
const mix = (color: string, percent: number, other: string) =>
  `color-mix(in srgb, ${color} ${percent}%, ${other})`;

const FONT_STACK =
  "'Public Sans', system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";

const shared = (scheme: { surface: string; text: string; onPrimary: string }) => ({
  primary: publicVar('color-primary', '#10D1F4'),
  onPrimary: publicVar('color-on-primary', scheme.onPrimary),
  surface: publicVar('color-surface', scheme.surface),
  text: publicVar('color-text', scheme.text),
  surfaceMuted: mix(tokens.color.text, 4, tokens.color.surface),
  border: mix(tokens.color.text, 14, tokens.color.surface),
  borderStrong: mix(tokens.color.text, 30, tokens.color.surface),
  textMuted: mix(tokens.color.text, 72, tokens.color.surface),
});

const radius = {
  sm: `calc(${publicVar('radius', '12px')} / 2)`,
  md: publicVar('radius', '12px'),
  lg: `calc(${publicVar('radius', '12px')} * 1.5)`,
  pill: '999px',
};
const font = { family: publicVar('font-family', FONT_STACK) };

/** The light scheme. */
export const lightTheme = createTheme(tokens, {
  color: {
    ...shared({ surface: '#FFFFFF', text: '#132230', onPrimary: '#04232C' }),
    // #10D1F4 on white is 1.9:1; text in the primary colour is darkened to stay above 4.5:1.
    primaryText: mix(tokens.color.primary, 56, '#000'),
    primarySoft: mix(tokens.color.primary, 12, tokens.color.surface),
    danger: '#B42318',
    dangerSoft: mix('#B42318', 9, tokens.color.surface),
    success: '#0F7A4A',
    successSoft: mix('#0F7A4A', 10, tokens.color.surface),
    focus: mix(tokens.color.primary, 60, '#000'),
  },
  radius,
  font,
  shadow: {
    card: '0 1px 2px rgb(16 24 40 / 6%), 0 10px 28px -14px rgb(16 24 40 / 22%)',
    raised: '0 2px 4px rgb(16 24 40 / 8%), 0 22px 44px -18px rgb(16 24 40 / 32%)',
  },
});

/** The dark scheme: a deep navy surface on which the brand cyan reads at 9:1. */
export const darkTheme = createTheme(tokens, {
  color: {
    ...shared({ surface: '#0E1A26', text: '#E8EEF4', onPrimary: '#04232C' }),
    primaryText: mix(tokens.color.primary, 88, '#FFF'),
    primarySoft: mix(tokens.color.primary, 16, tokens.color.surface),
    danger: '#FF8B7E',
    dangerSoft: mix('#FF8B7E', 12, tokens.color.surface),
    success: '#5BD6A2',
    successSoft: mix('#5BD6A2', 12, tokens.color.surface),
    focus: tokens.color.primary,
  },
  radius,
  font,
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
