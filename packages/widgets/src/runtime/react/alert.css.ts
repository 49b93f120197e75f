import { vars } from '@facturo/ui/styles';
import { style, styleVariants } from '@vanilla-extract/css';

/** The alert box. */
export const alert = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gap: '4px 12px',
  alignItems: 'start',
  padding: '12px 14px',
  borderRadius: vars.radius.sm,
  border: '1px solid transparent',
  fontSize: '0.9375em',
});

/** Colours per tone. */
export const tone = styleVariants({
  danger: { background: vars.color.dangerSoft, borderColor: vars.color.danger, color: vars.color.text },
  success: {
    background: vars.color.successSoft,
    borderColor: vars.color.success,
    color: vars.color.text,
  },
  info: { background: vars.color.primarySoft, borderColor: vars.color.primary, color: vars.color.text },
});

/** The leading icon, coloured per tone. */
export const icon = styleVariants({
  danger: { color: vars.color.danger, marginTop: '2px' },
  success: { color: vars.color.success, marginTop: '2px' },
  info: { color: vars.color.primaryText, marginTop: '2px' },
});

/** The bold first line. */
export const title = style({ margin: 0, fontWeight: 600 });

/** The rest of the message. */
export const body = style({ gridColumn: 2, margin: 0 });
