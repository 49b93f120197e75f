import { style, styleVariants } from '@vanilla-extract/css';
import { tokens } from '../core/styles/theme.css';

/** The alert box. */
export const alert = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gap: '4px 12px',
  alignItems: 'start',
  padding: '12px 14px',
  borderRadius: tokens.radius.sm,
  border: '1px solid transparent',
  fontSize: '0.9375em',
});

/** Colours per tone. */
export const tone = styleVariants({
  danger: { background: tokens.color.dangerSoft, borderColor: tokens.color.danger, color: tokens.color.text },
  success: {
    background: tokens.color.successSoft,
    borderColor: tokens.color.success,
    color: tokens.color.text,
  },
  info: { background: tokens.color.primarySoft, borderColor: tokens.color.primary, color: tokens.color.text },
});

/** The leading icon, coloured per tone. */
export const icon = styleVariants({
  danger: { color: tokens.color.danger, marginTop: '2px' },
  success: { color: tokens.color.success, marginTop: '2px' },
  info: { color: tokens.color.primaryText, marginTop: '2px' },
});

/** The bold first line. */
export const title = style({ margin: 0, fontWeight: 600 });

/** The rest of the message. */
export const body = style({ gridColumn: 2, margin: 0 });
