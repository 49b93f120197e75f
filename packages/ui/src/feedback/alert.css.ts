import { style, styleVariants } from '@vanilla-extract/css';
import { textSize } from '../styles/text-size';
import { vars } from '../styles/theme.css';

/** The alert box: the icon in the first column, the title, message and action in the second. */
export const alert = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gap: '4px 12px',
  alignItems: 'start',
  padding: '12px 14px',
  borderRadius: vars.radius.sm,
  border: '1px solid transparent',
  fontSize: textSize(0.9375),
  color: vars.color.text,
});

// Per tone: the tinted background, the border and the icon's colour (text stays the text colour).
const TONES = {
  danger: [vars.color.dangerSoft, vars.color.danger, vars.color.danger],
  success: [vars.color.successSoft, vars.color.success, vars.color.success],
  warning: [vars.color.warningSoft, vars.color.warning, vars.color.warning],
  info: [vars.color.infoSoft, vars.color.info, vars.color.info],
  primary: [vars.color.primarySoft, vars.color.primary, vars.color.primaryText],
  neutral: [vars.color.surfaceMuted, vars.color.borderStrong, vars.color.textMuted],
} as const;

/** Colours per tone. */
export const tone = styleVariants(TONES, ([background, borderColor]) => ({ background, borderColor }));

/** The leading icon, coloured per tone. */
export const icon = styleVariants(TONES, ([, , color]) => ({ color, marginTop: '2px' }));

/** The bold first line. */
export const title = style({ margin: 0, fontWeight: 600 });

/** The rest of the message, and the action under it. */
export const body = style({ gridColumn: 2, margin: 0, minWidth: 0 });
