import { createTheme, createThemeContract } from '@vanilla-extract/css';
import { FONT_FAMILY, colorMix as mix, PALETTE, publicVar, RADIUS_SCALE } from './design-tokens';

/**
 * The design tokens the portal and every widget style with: one contract, so a colour means the same
 * thing in both. Partners and the portal's customizer theme through the public custom properties
 * (`--facturo-color-primary`, surface, text, radius, font); every other colour derives from them.
 */
export const vars = createThemeContract({
  color: {
    primary: null,
    onPrimary: null,
    primaryText: null,
    primarySoft: null,
    /** The page behind cards (the portal's tinted background). */
    page: null,
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
    warning: null,
    warningSoft: null,
    info: null,
    infoSoft: null,
    focus: null,
    /** What dims the page behind a dialog. */
    overlay: null,
  },
  radius: { sm: null, md: null, lg: null, pill: null },
  font: { family: null },
  shadow: { card: null, raised: null, navbar: null },
});

// Shades both schemes derive the same way. Borders and muted text are mixed from the text colour, so
// a partner's `--facturo-color-text` moves them too.
// The scheme is one of the palette's (typed so, the widgets' custom-elements manifest reads the defaults).
const shared = (scheme: (typeof PALETTE)['light' | 'dark'] & { page: string }) => ({
  primary: publicVar('color-primary', PALETTE.primary),
  onPrimary: publicVar('color-on-primary', PALETTE.onPrimary),
  surface: publicVar('color-surface', scheme.surface),
  text: publicVar('color-text', scheme.text),
  page: scheme.page,
  surfaceMuted: mix(vars.color.text, 4, vars.color.surface),
  border: mix(vars.color.text, 14, vars.color.surface),
  borderStrong: mix(vars.color.text, 30, vars.color.surface),
  textMuted: mix(vars.color.text, 72, vars.color.surface),
});

/** The light scheme. */
export const lightTheme = createTheme(vars, {
  color: {
    ...shared({ ...PALETTE.light, page: '#F3F5F8' }),
    // The brand cyan on white is 1.9:1; text in the primary colour is darkened to clear 4.5:1, on
    // white and on the tinted page alike.
    primaryText: mix(vars.color.primary, 52, '#000'),
    primarySoft: mix(vars.color.primary, 12, vars.color.surface),
    danger: PALETTE.light.danger,
    dangerSoft: mix(PALETTE.light.danger, 9, vars.color.surface),
    success: PALETTE.light.success,
    successSoft: mix(PALETTE.light.success, 10, vars.color.surface),
    warning: '#8A5300',
    warningSoft: mix('#F5A524', 18, vars.color.surface),
    info: '#175CD3',
    infoSoft: mix('#175CD3', 9, vars.color.surface),
    focus: mix(vars.color.primary, 55, '#000'),
    overlay: 'rgb(16 24 40 / 45%)',
  },
  radius: RADIUS_SCALE,
  font: { family: FONT_FAMILY },
  shadow: {
    card: '0 1px 2px rgb(16 24 40 / 6%), 0 10px 28px -14px rgb(16 24 40 / 22%)',
    raised: '0 2px 4px rgb(16 24 40 / 8%), 0 22px 44px -18px rgb(16 24 40 / 32%)',
    navbar: '0 4px 18px -10px rgb(16 24 40 / 25%)',
  },
});

/** The dark scheme: a deep navy surface on which the brand cyan reads at 9:1. */
export const darkTheme = createTheme(vars, {
  color: {
    ...shared({ ...PALETTE.dark, page: '#08121B' }),
    primaryText: mix(vars.color.primary, 85, '#FFF'),
    primarySoft: mix(vars.color.primary, 16, vars.color.surface),
    danger: PALETTE.dark.danger,
    dangerSoft: mix(PALETTE.dark.danger, 12, vars.color.surface),
    success: PALETTE.dark.success,
    successSoft: mix(PALETTE.dark.success, 12, vars.color.surface),
    warning: '#F7C267',
    warningSoft: mix('#F5A524', 16, vars.color.surface),
    info: '#8DB8FF',
    infoSoft: mix('#8DB8FF', 12, vars.color.surface),
    focus: vars.color.primary,
    overlay: 'rgb(0 0 0 / 60%)',
  },
  radius: RADIUS_SCALE,
  font: { family: FONT_FAMILY },
  shadow: {
    card: '0 0 0 1px rgb(255 255 255 / 3%), 0 14px 34px -18px rgb(0 0 0 / 70%)',
    raised: '0 0 0 1px rgb(255 255 255 / 5%), 0 24px 48px -20px rgb(0 0 0 / 80%)',
    navbar: '0 4px 18px -10px rgb(0 0 0 / 70%)',
  },
});
