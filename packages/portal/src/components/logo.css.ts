import { vars } from '@facturo/ui/styles';
import { style } from '@vanilla-extract/css';

export const logo = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: 10,
  color: vars.color.text,
  textDecoration: 'none',
  fontWeight: 700,
  fontSize: '1.25rem',
  letterSpacing: '-0.01em',
});

export const mark = style({ flexShrink: 0 });

/** The product's name beside the mark (the collapsed menu hides it, keeping it as the link's name). */
export const name = style({});
