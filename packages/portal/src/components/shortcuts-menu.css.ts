import { vars } from '@facturo/ui/styles';
import { style } from '@vanilla-extract/css';

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: 6,
  width: 'min(320px, calc(100vw - 40px))',
});

export const tile = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: 8,
  padding: '16px 8px',
  borderRadius: vars.radius.md,
  color: vars.color.text,
  textAlign: 'center',
  textDecoration: 'none',
  fontSize: '0.875rem',
  fontWeight: 500,
  selectors: { '&:hover, &:focus-visible': { background: vars.color.surfaceMuted } },
});

export const icon = style({
  display: 'grid',
  placeItems: 'center',
  width: 44,
  height: 44,
  borderRadius: vars.radius.pill,
  background: vars.color.primarySoft,
  color: vars.color.primaryText,
});
