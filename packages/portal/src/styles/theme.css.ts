import {
  FONT_FAMILY,
  colorMix as mix,
  PALETTE,
  publicVar,
  RADIUS_SCALE,
} from '@facturo/widgets/design-tokens';
import { createTheme, createThemeContract } from '@vanilla-extract/css';

/**
 * The portal's design tokens. The brand colours come from the same public custom properties the
 * widgets read (`--facturo-color-primary`, surface, text, radius, font), so one setting on `<html>`
 * themes the portal and every widget embedded in it alike.
 */
export const vars = createThemeContract({
  color: {
    primary: null,
    onPrimary: null,
    primaryText: null,
    primarySoft: null,
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
    overlay: null,
  },
  radius: { sm: null, md: null, lg: null, pill: null },
  font: { family: null },
  shadow: { card: null, raised: null, navbar: null },
});

// The base palette, radii and font come from the widgets' design tokens; the shades derived here
// (borders, muted text, soft fills) are the portal's own, tuned for cards on a tinted page.
const shared = (scheme: { surface: string; text: string; page: string }) => ({
  primary: publicVar('color-primary', PALETTE.primary),
  onPrimary: publicVar('color-on-primary', PALETTE.onPrimary),
  surface: publicVar('color-surface', scheme.surface),
  text: publicVar('color-text', scheme.text),
  page: scheme.page,
  surfaceMuted: mix(vars.color.text, 4, vars.color.surface),
  border: mix(vars.color.text, 13, vars.color.surface),
  borderStrong: mix(vars.color.text, 30, vars.color.surface),
  textMuted: mix(vars.color.text, 70, vars.color.surface),
});

/** The light scheme (the same palette as the widgets' light theme). */
export const lightTheme = createTheme(vars, {
  color: {
    ...shared({ ...PALETTE.light, page: '#F3F5F8' }),
    // The brand cyan on white is 1.9:1; text in the primary colour is darkened to stay above 4.5:1.
    primaryText: mix(vars.color.primary, 52, '#000'),
    primarySoft: mix(vars.color.primary, 13, vars.color.surface),
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
    card: '0 1px 2px rgb(16 24 40 / 5%), 0 8px 24px -14px rgb(16 24 40 / 20%)',
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
    card: '0 0 0 1px rgb(255 255 255 / 4%), 0 14px 34px -18px rgb(0 0 0 / 70%)',
    raised: '0 0 0 1px rgb(255 255 255 / 6%), 0 24px 48px -20px rgb(0 0 0 / 80%)',
    navbar: '0 4px 18px -10px rgb(0 0 0 / 70%)',
  },
});

/** Breakpoints: below `nav` the vertical navigation becomes an overlay. */
export const breakpoints = {
  sm: '(min-width: 600px)',
  md: '(min-width: 760px)',
  nav: '(min-width: 960px)',
  lg: '(min-width: 1200px)',
} as const;

/** The overlay breakpoint in pixels, for code that measures the window. */
export const NAV_OVERLAY_BELOW_PX = 960;
