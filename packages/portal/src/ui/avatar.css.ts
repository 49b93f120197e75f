import { vars } from '@facturo/ui/styles';
import { style } from '@vanilla-extract/css';

export const avatar = style({
  display: 'inline-grid',
  placeItems: 'center',
  flexShrink: 0,
  borderRadius: vars.radius.pill,
  background: vars.color.primarySoft,
  color: vars.color.primaryText,
  fontWeight: 700,
  letterSpacing: '0.02em',
  '::before': { content: 'attr(data-initials)' },
});
